/**
 * The `detail` of a service problem is a message key of locales/nb ('namespace:path', most in problems.json),
 * never English text: the web app shows its Norwegian text (src/web/api/problem-text.ts). The keys below are
 * ones the web app also acts on, so service and web share them here.
 */
export const PROBLEM_DETAIL = {
  /** 409: the first request with the same Idempotency-Key is still running; the outbox tries again shortly. */
  idempotencyStillRunning: 'problems:idempotency.stillRunning',
} as const;
