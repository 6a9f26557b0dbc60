import { z } from 'zod';
import { defineCall } from '../contract';
import {
  CANCEL_REASONS,
  PAUSE_DIALOG_REASONS,
  REASONS_REQUIRING_COMMENT,
  StatusChangeReason,
} from '../enums/status-change-reason';
import { ACQUISITION_VALIDATION as V, ZAcquisition, ZCapturedAt, ZPageDate } from './acquisition';
import { ZIdParams } from './reference-common';
import { safeText } from './safe-input';

/**
 * Status changes of the acquisition page (spec 001 s3 'Status change', s4.1; spec 000 s7). Each answers the
 * acquisition as it is after the change; 403 when the role or organisation may not, 409 code
 * 'statusChangeNotAllowed' when the current status does not allow it (src/domain/rules/status-transitions.ts).
 * Repeats with the same Idempotency-Key answer the same.
 */
export const STATUS_COMMENT_MAX = 4000;

const reasonOf = (allowed: readonly StatusChangeReason[]) =>
  z
    .enum(StatusChangeReason, {
      error: (issue) => (issue.input === undefined || issue.input === null ? V.required : V.choice),
    })
    .refine((r) => allowed.includes(r), { message: V.choice });

const ZComment = safeText(z.string().trim().max(STATUS_COMMENT_MAX, { message: V.tooLong }))
  .nullable()
  .default(null)
  .transform((c) => (c === '' ? null : c));

const commentRequiredForOther = (v: { changeReason: StatusChangeReason; statusChangeComment: string | null }, ctx: z.RefinementCtx) => {
  if (REASONS_REQUIRING_COMMENT.includes(v.changeReason) && !v.statusChangeComment)
    ctx.addIssue({ code: 'custom', path: ['statusChangeComment'], message: V.commentForOther });
};

/** Pause: a reason 33-37 (the dialog's), a comment required for 'other' (33), an optional planned resume date. */
export const ZPauseAcquisition = z
  .object({
    changeReason: reasonOf(PAUSE_DIALOG_REASONS),
    statusChangeComment: ZComment,
    plannedToDate: ZPageDate.nullable().default(null),
    capturedAt: ZCapturedAt,
  })
  .superRefine(commentRequiredForOther);
export type TPauseAcquisition = z.input<typeof ZPauseAcquisition>;

/** Cancel: a reason 51-54, a comment required for 'other' (54). */
export const ZCancelAcquisition = z
  .object({
    changeReason: reasonOf(CANCEL_REASONS),
    statusChangeComment: ZComment,
    capturedAt: ZCapturedAt,
  })
  .superRefine(commentRequiredForOther);
export type TCancelAcquisition = z.input<typeof ZCancelAcquisition>;

/** Resume and finish with documentation take no data but the optional capture time. */
export const ZPlainStatusChange = z.object({ capturedAt: ZCapturedAt }).default({});
export type TPlainStatusChange = z.input<typeof ZPlainStatusChange>;

const ZValueParams = ZIdParams.extend({
  value: z.enum(['true', 'false'], { message: V.boolean }).transform((v) => v === 'true'),
});

const statusCall = (path: string) =>
  ({ method: 'PUT', path: `/Acquisitions/{id}/${path}`, params: ZIdParams, response: ZAcquisition, auth: 'context' }) as const;

export const pauseAcquisitionCall = defineCall({
  ...statusCall('pause'),
  body: ZPauseAcquisition,
  permission: 'update:acquisition-status',
});
export const resumeAcquisitionCall = defineCall({
  ...statusCall('resume'),
  body: ZPlainStatusChange,
  permission: 'update:acquisition-status',
});
export const cancelAcquisitionCall = defineCall({
  ...statusCall('cancel'),
  body: ZCancelAcquisition,
  permission: 'update:acquisition-status',
});
/** The 'all fisheries reports received' checkbox: Ferdig -> FerdigMedDokumentasjon (regulator's case handler). */
export const finishWithDocCall = defineCall({
  ...statusCall('finishWithDoc'),
  body: ZPlainStatusChange,
  permission: 'update:status-finished-with-documentation',
});
/** The 'submitted to the ministry' checkbox; not a status change (no message), raises the version. */
export const submittedToOedCall = defineCall({
  method: 'PUT',
  path: '/Acquisitions/{id}/submittedToOed/{value}',
  params: ZValueParams,
  response: ZAcquisition,
  auth: 'context',
  permission: 'update:submitted-to-ministry',
});
