import { z } from 'zod';
import { defineCall } from '../contract';
import { AccomplishmentStatus, ZAccomplishmentStatus } from '../enums/accomplishment-status';
import { CANCEL_REASONS, StatusChangeReason } from '../enums/status-change-reason';
import { VALIDATION, ZIdParams } from './reference-common';
import { safeText, zText } from './safe-input';

/**
 * Statuses in which an administrator may cancel an acquisition (docs/decisions.md): submitted and
 * not yet ended. Drafts are deleted by their owners; finished and cancelled ones stay as they are.
 */
export const CANCELLABLE_STATUSES: readonly AccomplishmentStatus[] = [
  AccomplishmentStatus.Under_Behandling,
  AccomplishmentStatus.Planlagt,
  AccomplishmentStatus.Pågående,
  AccomplishmentStatus.Pause,
];

export function isCancellableStatus(status: number): boolean {
  return (CANCELLABLE_STATUSES as readonly number[]).includes(status);
}

/** Acquisition in the admin status tab (spec 000 section 3). */
export const ZAdminAcquisition = z.object({
  id: z.uuid(),
  npdId: z.number().int(),
  name: z.string(),
  status: ZAccomplishmentStatus,
  isCancellable: z.boolean(),
  plannedStartDate: z.string().nullable(),
  companyName: z.string().nullable(),
});
export type TAdminAcquisition = z.infer<typeof ZAdminAcquisition>;

/** The longest search text. */
export const ADMIN_SEARCH_MAX = 200;

/**
 * Search (spec: body id): id is the acquisition's uuid, its npdId, or part of its name
 * (case-insensitive); at most 50 matches, by name. A number is refused: the npdId is sent as text.
 */
export const ZAdminAcquisitionSearch = z.object({
  id: safeText(
    z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? VALIDATION.required : VALIDATION.text) }),
  )
    .trim()
    .min(1, { message: VALIDATION.required })
    .max(ADMIN_SEARCH_MAX, { message: VALIDATION.tooLong }),
});

/** Cancel (spec 000 section 4): a cancel reason 51-54; the comment is required for 'other' (54). */
export const ZCancelStatusChange = z
  .object({
    changeReason: z
      .enum(StatusChangeReason, {
        error: (issue) => (issue.input === undefined || issue.input === null ? VALIDATION.required : VALIDATION.choice),
      })
      .refine((r) => CANCEL_REASONS.includes(r), { message: VALIDATION.choice }),
    statusChangeComment: zText().trim().max(4000, { message: VALIDATION.tooLong }).nullable().default(null),
  })
  .refine((v) => v.changeReason !== StatusChangeReason.CancelOther || !!v.statusChangeComment, {
    message: VALIDATION.required,
    path: ['statusChangeComment'],
  });
export type TCancelStatusChange = z.input<typeof ZCancelStatusChange>;

const admin = { auth: 'context', permission: 'admin' } as const;

/** Every acquisition that is not a draft, by name. */
export const adminAcquisitionsCall = defineCall({
  method: 'GET',
  path: '/admin/acquisition',
  response: z.array(ZAdminAcquisition),
  ...admin,
});
export const adminSearchAcquisitionCall = defineCall({
  method: 'POST',
  path: '/admin/acquisition/search',
  body: ZAdminAcquisitionSearch,
  response: z.array(ZAdminAcquisition),
  ...admin,
});
/** Sets Avlyst (50) and writes a Cancel message (1003); 409 when the acquisition is not cancellable. */
export const adminCancelAcquisitionCall = defineCall({
  method: 'PUT',
  path: '/admin/acquisition/{id}/cancel',
  params: ZIdParams,
  body: ZCancelStatusChange,
  response: ZAdminAcquisition,
  ...admin,
});
