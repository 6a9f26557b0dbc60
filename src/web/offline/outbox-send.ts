import { z } from 'zod';
import type { CallContract } from '@/domain/contract';
import { PROBLEM_DETAIL } from '@/domain/problem-details';
import { UPLOAD_QUOTA_CODE } from '@/domain/rules/uploads';
import { ANSWER_LIMITS } from '../api/answer-limit';
import { ApiError, callApi } from '../api/client';
import type { OutboxEntry, OutboxError } from './db';
import { loadDatabase, loadedDatabase } from './database';
import { bringFiles, checkReceipt } from './message-files';
import { blobIdsOf, joinForm } from './outbox-form';

/** What one try of an entry came to. */
export type SendOutcome =
  | { kind: 'sent'; response: unknown }
  /** No answer: the connection is gone; stop the run. */
  | { kind: 'offline' }
  /** The session is over (401): stop the run, keep the entry for after sign-in. */
  | { kind: 'unauthorised' }
  /** May succeed later (5xx, 408, 425, 429): keep pending with backoff. */
  | { kind: 'retry'; error: OutboxError }
  /** Refused (4xx): keep the data, show the service's message. */
  | { kind: 'failed'; error: OutboxError }
  /** 409 on a versioned PUT: another device saved first. */
  | { kind: 'conflict'; error: OutboxError };

const RETRYABLE_4XX = new Set([408, 425, 429]);
/** Answers of a gateway in front of an unreachable service: treated like no answer when sending the first time. */
export const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** A contract for replaying a stored entry: same method and path, any answer accepted. */
export function contractOf(entry: Pick<OutboxEntry, 'method' | 'path'>): CallContract {
  return { method: entry.method, path: entry.path, response: z.unknown(), auth: 'context' };
}

export function hasVersion(body: unknown): body is { version: number } {
  return (
    typeof body === 'object' && body !== null && typeof (body as { version?: unknown }).version === 'number'
  );
}

/** What is kept of a refusal: the user's (Norwegian) message, and the field errors as sent (shown translated). */
export function errorOf(error: ApiError): OutboxError {
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return {
    status: error.responseStatus,
    message: error.userMessage,
    fieldErrors: Object.keys(error.fieldErrors).length ? error.fieldErrors : undefined,
    code: typeof code === 'string' ? code : undefined,
  };
}

/** A 409 for a stale version (code ...VersionConflict, e.g. draftVersionConflict, with the service's `current`). */
export function isVersionConflict(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { code, current } = body as { code?: unknown; current?: unknown };
  return (typeof code === 'string' && /versionconflict$/i.test(code)) || current !== undefined;
}

export function classify(error: ApiError): SendOutcome {
  const status = error.responseStatus;
  if (status === 0) return { kind: 'offline' };
  if (status === 401) return { kind: 'unauthorised' };
  if (status >= 500 || RETRYABLE_4XX.has(status)) return { kind: 'retry', error: errorOf(error) };
  if (status === 409 && isVersionConflict(error.body)) return { kind: 'conflict', error: errorOf(error) };
  // The user's unfinished uploads are at their limit (413 or 429, issue 25): the space frees as they finish; kept.
  if (status === 413 && (error.body as { code?: unknown } | undefined)?.code === UPLOAD_QUOTA_CODE)
    return { kind: 'retry', error: errorOf(error) };
  // Another 409 on the same key: the first try is still running at the service; try again shortly.
  if (status === 409 && error.detail === PROBLEM_DETAIL.idempotencyStillRunning)
    return { kind: 'retry', error: errorOf(error) };
  // The message names files the service lost or never finished: the next try uploads them again.
  if (status === 409 && (error.body as { code?: unknown } | undefined)?.code === 'attachmentsNotUploaded')
    return { kind: 'retry', error: errorOf(error) };
  return { kind: 'failed', error: errorOf(error) };
}

async function bodyOf(entry: OutboxEntry): Promise<unknown> {
  const db = loadedDatabase() ?? (await loadDatabase());
  if (!entry.form) return entry.body;
  const ids = blobIdsOf(entry.form);
  const blobs = await db.blobs.bulkGet(ids);
  return joinForm(entry.form, new Map(blobs.flatMap((stored) => (stored ? [[stored.id, stored.blob]] : []))));
}

/** Sends one entry with its own Idempotency-Key (the same on every try). */
export async function sendEntry(entry: OutboxEntry): Promise<SendOutcome> {
  try {
    // A message with files: the files first (resumable; those the service holds are not sent again).
    const files = await bringFiles(entry);
    if (files) return files;
    const response = await callApi(contractOf(entry), {
      params: entry.params as never,
      query: entry.query as never,
      body: (await bodyOf(entry)) as never,
      idempotencyKey: entry.key,
      // A stalled link holds no entry (and the ones behind it) for ever; a message with files has no limit.
      answerWithinMs: entry.form ? undefined : ANSWER_LIMITS.replayMs,
    });
    return (await checkReceipt(entry, response)) ?? { kind: 'sent', response };
  } catch (error) {
    if (error instanceof ApiError) return classify(error);
    return { kind: 'offline' };
  }
}
