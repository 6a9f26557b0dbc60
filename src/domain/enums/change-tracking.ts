import { z } from 'zod';

/** Kind of change in a change-submission diff (changeSubmissionAction, spec 000 s3 / 001 s3). */
export const ChangeTracking = { NoChanges: 0, Add: 1, Modified: 2, Delete: 3 } as const;
export type ChangeTracking = (typeof ChangeTracking)[keyof typeof ChangeTracking];
export const ZChangeTracking = z.enum(ChangeTracking);
