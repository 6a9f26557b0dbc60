import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { PROBLEM_DETAIL } from '@/domain/problem-details';
import { ApiError } from '@/web/api/client';
import { setToken } from '@/web/api/session-storage';
import { db } from '@/web/offline/db';
import {
  deleteLocalDraft,
  getLocalDraft,
  listLocalDrafts,
  saveDraftLocally,
} from '@/web/offline/draft-store';
import { enqueue, waitingEntries } from '@/web/offline/outbox-queue';
import { hasFreshToken } from '@/web/offline/owner';
import { classify } from '@/web/offline/outbox-send';
import { backoffMs } from '@/web/offline/replay';
import {
  guardStorage,
  isQuotaError,
  onStorageFailure,
  OfflineStorageError,
} from '@/web/offline/storage-error';
import { memoryStorage } from './memory-storage';

/** A token of the shape the service issues, for the user `sub` (only its payload is read on this side). */
function tokenFor(sub: string, exp?: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub, exp })}.signature`;
}

function signInAs(sub: string): void {
  setToken(tokenFor(sub));
}

beforeEach(async () => {
  vi.stubGlobal('sessionStorage', memoryStorage());
  signInAs('user-a');
  await Promise.all([db.drafts.clear(), db.outbox.clear(), db.blobs.clear()]);
});
afterEach(() => vi.unstubAllGlobals());

describe('local drafts', () => {
  it('keeps a draft under its id, replaces it on the next save and lists the user own, latest first', async () => {
    await saveDraftLocally({ acquisitionId: 'd1', generalComment: 'first' });
    await new Promise((resolve) => setTimeout(resolve, 2));
    await saveDraftLocally({ id: 'd2', generalComment: 'other' });
    await saveDraftLocally({ acquisitionId: 'd1', generalComment: 'second' });
    expect((await getLocalDraft<{ generalComment: string }>('d1'))?.draft.generalComment).toBe('second');
    expect((await listLocalDrafts()).map((record) => record.id)).toEqual(['d1', 'd2']);
    signInAs('user-b');
    expect(await listLocalDrafts()).toEqual([]);
    signInAs('user-a');
    await deleteLocalDraft('d1');
    expect((await listLocalDrafts()).map((record) => record.id)).toEqual(['d2']);
  });

  it('refuses a draft without an id', async () => {
    await expect(saveDraftLocally({ generalComment: 'x' } as { id?: string })).rejects.toThrow(/id/);
  });
});

describe('outbox queue', () => {
  const change = (body: unknown, entityId = 'd1', path = '/Draft/{id}') => ({
    key: crypto.randomUUID(),
    method: 'PUT' as const,
    path,
    params: { id: entityId },
    entityId,
    label: 'Lagre utkast',
    body,
  });

  it('a PUT to the same path as the entity last untried entry replaces its body; other paths queue after it', async () => {
    await enqueue(change({ version: 1, generalComment: 'a' }));
    const merged = await enqueue(change({ version: 1, generalComment: 'b' }));
    await enqueue(change({ vessels: [] }, 'd1', '/Acquisition/{id}/Vessels'));
    await enqueue(change({ version: 1, generalComment: 'c' }));
    const entries = await waitingEntries('d1');
    expect(
      entries.map((entry) => [entry.path, (entry.body as { generalComment?: string }).generalComment]),
    ).toEqual([
      ['/Draft/{id}', 'b'],
      ['/Acquisition/{id}/Vessels', undefined],
      ['/Draft/{id}', 'c'],
    ]);
    expect(entries[0].key).toBe(merged.key);
  });

  it('stores a multipart body field by field with its files in the blobs table', async () => {
    const form = new FormData();
    form.append('name', 'area');
    form.append('file', new Blob(['PK'], { type: 'application/zip' }), 'area.zip');
    const entry = await enqueue({ ...change(form), method: 'POST' });
    expect(entry.form?.map((field) => field.name)).toEqual(['name', 'file']);
    expect(await db.blobs.count()).toBe(1);
  });
});

describe('refusals and backoff', () => {
  const error = (status: number, body?: unknown) =>
    new ApiError({ url: '/x', responseStatus: status, statusText: '', body });

  it('sorts answers into offline, retry, failed and conflict', () => {
    expect(classify(error(0)).kind).toBe('offline');
    expect(classify(error(401)).kind).toBe('unauthorised');
    expect(classify(error(503)).kind).toBe('retry');
    expect(classify(error(429)).kind).toBe('retry');
    expect(classify(error(400, { title: 'Bad Request', detail: 'problems:vessel.notFound' }))).toEqual({
      kind: 'failed',
      error: { status: 400, message: 'Fartøyet finnes ikke.', fieldErrors: undefined, code: undefined },
    });
    expect(classify(error(404, { title: 'Not Found', detail: 'No acquisition with id 1' }))).toEqual({
      kind: 'failed',
      error: { status: 404, message: 'Fant ikke det du ba om.', fieldErrors: undefined, code: undefined },
    });
    expect(classify(error(409, { title: 'Conflict', code: 'draftVersionConflict', current: {} })).kind).toBe(
      'conflict',
    );
    expect(
      classify(
        error(409, { title: 'Conflict', detail: PROBLEM_DETAIL.idempotencyStillRunning }),
      ).kind,
    ).toBe('retry');
    expect(classify(error(409, { title: 'Conflict', detail: 'In use' })).kind).toBe('failed');
  });

  it("keeps a message whose upload met the user's upload limit (issue 25) and tries again later, with the Norwegian reason", async () => {
    await i18next.loadNamespaces('attachments');
    const tooMany = classify(error(429, { title: 'Too Many Requests', code: 'uploadQuota', detail: 'attachments:problems.tooManyUnfinished', limit: 10 }));
    expect(tooMany).toMatchObject({ kind: 'retry', error: { status: 429, code: 'uploadQuota' } });
    expect((tooMany as { error: { message: string } }).error.message).toBe(
      'Du har 10 opplastinger som ikke er fullført. Vedlegget venter på enheten og sendes når de andre er ferdige.',
    );
    const tooBig = classify(error(413, { title: 'Content Too Large', code: 'uploadQuota', detail: 'attachments:problems.unfinishedBytes', limitMb: 200 }));
    expect(tooBig).toMatchObject({ kind: 'retry', error: { status: 413, code: 'uploadQuota' } });
    expect((tooBig as { error: { message: string } }).error.message).toContain('høyst 200 MB');
    // A file over 50 MB is no quota: refused for good.
    expect(classify(error(413, { title: 'Content Too Large', detail: 'attachments:attachmentsFilesizeDisallowedMessage' })).kind).toBe('failed');
  });

  it('backs off 2 s, 4 s, 8 s ... up to 5 minutes', () => {
    expect([1, 2, 3].map(backoffMs)).toEqual([2000, 4000, 8000]);
    expect(backoffMs(20)).toBe(300_000);
  });
});

describe('session', () => {
  it('replays only with a token that is good for a few more seconds', () => {
    const now = Date.now();
    setToken(tokenFor('user-a', Math.floor(now / 1000) + 60));
    expect(hasFreshToken(now)).toBe(true);
    setToken(tokenFor('user-a', Math.floor(now / 1000) + 2));
    expect(hasFreshToken(now)).toBe(false);
    setToken(null);
    expect(hasFreshToken(now)).toBe(false);
  });
});

describe('storage failures', () => {
  it('a quota error is reported and thrown as OfflineStorageError, cleared by the next good write', async () => {
    const seen: (string | null)[] = [];
    const stop = onStorageFailure((failure) => seen.push(failure?.kind ?? null));
    const quota = new DOMException('full', 'QuotaExceededError');
    await expect(guardStorage(() => Promise.reject(quota))).rejects.toBeInstanceOf(OfflineStorageError);
    await expect(
      guardStorage(() => Promise.reject({ name: 'AbortError', inner: quota })),
    ).rejects.toMatchObject({ kind: 'quota' });
    await expect(guardStorage(() => Promise.reject(new Error('blocked')))).rejects.toMatchObject({
      kind: 'unavailable',
    });
    await guardStorage(() => Promise.resolve(1));
    stop();
    expect(seen).toEqual(['quota', 'quota', 'unavailable', null]);
    expect(isQuotaError(new Error('x'))).toBe(false);
  });
});
