import { MAX_UNFINISHED_UPLOAD_BYTES_PER_USER, MAX_UNFINISHED_UPLOADS_PER_USER, UPLOAD_QUOTA_CODE } from '../../domain/rules/uploads';
import { ATTACHMENT_PROBLEM } from '../../domain/schemas/attachments';

export interface TQuotaProblem {
  status: 413 | 429;
  detail: string;
  extra: Record<string, unknown>;
}

/** 429 when the user has the most unfinished uploads already, 413 when this one's length would pass their byte limit. */
export function quotaProblemOf(unfinished: { count: number; bytes: number }, length: number | undefined): TQuotaProblem | undefined {
  if (unfinished.count >= MAX_UNFINISHED_UPLOADS_PER_USER)
    return { status: 429, detail: ATTACHMENT_PROBLEM.tooManyUnfinished, extra: { code: UPLOAD_QUOTA_CODE, limit: MAX_UNFINISHED_UPLOADS_PER_USER } };
  if (length !== undefined && Number.isFinite(length) && unfinished.bytes + length > MAX_UNFINISHED_UPLOAD_BYTES_PER_USER)
    return { status: 413, detail: ATTACHMENT_PROBLEM.unfinishedBytes, extra: { code: UPLOAD_QUOTA_CODE, limitMb: MAX_UNFINISHED_UPLOAD_BYTES_PER_USER / 1_048_576 } };
  return undefined;
}

/**
 * Thrown by an upload area's create when the user's unfinished uploads are at their limit at the moment the record
 * would be written (checked and written under one per-user lock, so uploads created at once cannot both pass).
 */
export class UploadQuotaError extends Error {
  constructor(readonly problem: TQuotaProblem) {
    super(problem.detail);
  }
}

/** Runs `run` after every earlier run of the same key on this instance has ended (an in-process per-user lock). */
export function keyedQueue(): <T>(key: string, run: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<unknown>>();
  return (key, run) => {
    const before = tails.get(key) ?? Promise.resolve();
    const result = before.then(run, run);
    const tail = result.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
