import { z } from 'zod';

/** Reasons for pausing (31-37) and cancelling (51-54) an acquisition (spec 000 section 3). */
export const StatusChangeReason = {
  PauseFisheriesDirectorate: 31,
  PauseMarineResearchInstitute: 32,
  PauseOther: 33,
  PauseFishingActivity: 34,
  PauseSpawning: 35,
  PauseRepairMaintenanceCrewChange: 36,
  PauseOtherAssignments: 37,
  CancelFisheriesDirectorate: 51,
  CancelMarineResearchInstitute: 52,
  CancelChangeInPlans: 53,
  CancelOther: 54,
} as const;
export type StatusChangeReason = (typeof StatusChangeReason)[keyof typeof StatusChangeReason];
export const ZStatusChangeReason = z.enum(StatusChangeReason);

const R = StatusChangeReason;
/** All pause reasons 31-37. */
export const PAUSE_REASONS: readonly StatusChangeReason[] = [
  R.PauseFisheriesDirectorate,
  R.PauseMarineResearchInstitute,
  R.PauseOther,
  R.PauseFishingActivity,
  R.PauseSpawning,
  R.PauseRepairMaintenanceCrewChange,
  R.PauseOtherAssignments,
];
/** All cancel reasons 51-54 (the cancel dialogs exclude the pause reasons 31-37). */
export const CANCEL_REASONS: readonly StatusChangeReason[] = [
  R.CancelFisheriesDirectorate,
  R.CancelMarineResearchInstitute,
  R.CancelChangeInPlans,
  R.CancelOther,
];
/** Reasons offered in the pause dialog: spec 001 s4.1 excludes 31, 32 and 51-54. */
export const PAUSE_DIALOG_REASONS: readonly StatusChangeReason[] = PAUSE_REASONS.filter(
  (r) => r !== R.PauseFisheriesDirectorate && r !== R.PauseMarineResearchInstitute,
);
/** The 'other' reasons, which require a comment. */
export const REASONS_REQUIRING_COMMENT: readonly StatusChangeReason[] = [R.PauseOther, R.CancelOther];

export const ZPauseReason = ZStatusChangeReason.refine(
  (r) => PAUSE_REASONS.includes(r),
  'Not a pause reason',
);
export const ZCancelReason = ZStatusChangeReason.refine(
  (r) => CANCEL_REASONS.includes(r),
  'Not a cancel reason',
);
