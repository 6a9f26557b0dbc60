import { z } from 'zod';
import { defineCall } from '../contract';
import { ACQUISITION_VALIDATION as V, ZPageDate } from './acquisition';
import { ZIdParams } from './reference-common';

/**
 * The flag of an acquisition (spec 001 s3 'Flag', s4.2). A flag belongs to the viewer's party (Actor):
 * the case handlers of one party share it, and the overview's isFlagged is per party (docs/decisions.md).
 * On needs flagDate (YYYY-MM-DD, past or future); off clears it.
 */
export const ZFlag = z.object({
  isFlagged: z.boolean(),
  flagDate: z.string().nullable(),
  /** Who set it last, and when (ISO instant); null when never set. */
  setByName: z.string().nullable(),
  setAt: z.string().nullable(),
});
export type TFlag = z.infer<typeof ZFlag>;

/** PUT body: flagDate (the spec's body); isFlagged defaults to 'a date was given'. flagDate is required when on. */
export const ZSetFlag = z
  .object({
    isFlagged: z.boolean({ message: V.boolean }).optional(),
    flagDate: ZPageDate.nullable().default(null),
  })
  .transform((v) => ({ isFlagged: v.isFlagged ?? v.flagDate !== null, flagDate: v.flagDate }))
  .superRefine((v, ctx) => {
    if (v.isFlagged && v.flagDate === null) ctx.addIssue({ code: 'custom', path: ['flagDate'], message: V.required });
  })
  .transform((v) => ({ isFlagged: v.isFlagged, flagDate: v.isFlagged ? v.flagDate : null }));
export type TSetFlag = z.input<typeof ZSetFlag>;

export const getFlagCall = defineCall({
  method: 'GET',
  path: '/Acquisitions/{id}/flag',
  params: ZIdParams,
  response: ZFlag,
  auth: 'context',
});
export const setFlagCall = defineCall({
  method: 'PUT',
  path: '/Acquisitions/{id}/flag',
  params: ZIdParams,
  body: ZSetFlag,
  response: ZFlag,
  auth: 'context',
  permission: 'update:flag',
});
