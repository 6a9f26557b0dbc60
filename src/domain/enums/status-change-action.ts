import { z } from 'zod';

/** Status-change actions by name (allowed actions, statusOptions; spec 000 section 3). */
export const StatusChangeAction = {
  Startup: 'STARTUP',
  Cancel: 'CANCEL',
  Finish: 'FINISH',
  FinishWithDocumentation: 'FINISH_WITH_DOCUMENTATION',
  Pause: 'PAUSE',
  Resume: 'RESUME',
} as const;
export type StatusChangeAction = (typeof StatusChangeAction)[keyof typeof StatusChangeAction];
export const ZStatusChangeAction = z.enum(StatusChangeAction);

/** First numeric action enumeration (0-5), in the order of the names above. */
export const StatusChangeActionIndex = {
  Startup: 0,
  Cancel: 1,
  Finish: 2,
  FinishWithDocumentation: 3,
  Pause: 4,
  Resume: 5,
} as const;
export type StatusChangeActionIndex = (typeof StatusChangeActionIndex)[keyof typeof StatusChangeActionIndex];
export const ZStatusChangeActionIndex = z.enum(StatusChangeActionIndex);

/** Second numeric action enumeration (10-60), in the same order. */
export const StatusChangeActionCode = {
  Startup: 10,
  Cancel: 20,
  Finish: 30,
  FinishWithDocumentation: 40,
  Pause: 50,
  Resume: 60,
} as const;
export type StatusChangeActionCode = (typeof StatusChangeActionCode)[keyof typeof StatusChangeActionCode];
export const ZStatusChangeActionCode = z.enum(StatusChangeActionCode);
