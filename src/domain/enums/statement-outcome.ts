import { z } from 'zod';

/** Outcome of a statement (spec 000 section 3). */
export const StatementOutcome = {
  NoObjections: 10,
  Deduction: 20,
  NoSpecificObjections: 30,
  SubmittedToOED: 40,
  OpinionContainsRecommendations: 50,
  NA: -1,
} as const;
export type StatementOutcome = (typeof StatementOutcome)[keyof typeof StatementOutcome];
export const ZStatementOutcome = z.enum(StatementOutcome);
