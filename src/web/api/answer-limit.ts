/**
 * How long a call waits for its answer before it counts as unanswered (status 0, as with no connection). A link at sea
 * can stall with the request sent and no answer coming back, for minutes: a save that waited for it kept the user's
 * buttons disabled all that time. A write then goes to the outbox, which sends it again with the same Idempotency-Key
 * (the service applies it once). Set per call (CallOptions.answerWithinMs); calls with files have none.
 */
export const ANSWER_LIMITS = {
  /** A change the user sends (sendOrQueue): past this it is queued, and the user goes on. */
  writeMs: 30_000,
  /** A change the outbox sends again: past this the entry waits for its next try. */
  replayMs: 60_000,
};

export interface AnswerLimit {
  /** Aborts when the caller's signal does, or when no answer came within the limit. */
  signal: AbortSignal | undefined;
  /** Whether the limit passed (the call is unanswered, not cancelled by its caller). */
  passed: () => boolean;
  /** Stops the timer once the answer is read. */
  done: () => void;
}

/** The caller's signal, and a limit on the wait for the answer (none when `ms` is undefined). */
export function answerLimit(outer: AbortSignal | undefined, ms: number | undefined): AnswerLimit {
  if (ms === undefined) return { signal: outer, passed: () => false, done: () => undefined };
  const controller = new AbortController();
  let passed = false;
  const timer = setTimeout(() => {
    passed = true;
    controller.abort(new DOMException(`No answer within ${ms} ms`, 'TimeoutError'));
  }, ms);
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onOuterAbort();
  else outer?.addEventListener('abort', onOuterAbort, { once: true });
  return {
    signal: controller.signal,
    passed: () => passed,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}
