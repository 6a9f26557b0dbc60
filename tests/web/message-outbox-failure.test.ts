// A message saved online that the service fails (500) or refuses (4xx) on its first try is handed back to the drawer
// (MessageRefused; nothing stays on the device), while no answer or a gateway's 502-504 keeps it in the outbox.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNoteCall } from '@/domain/schemas/notes';
import { setToken } from '@/web/api/session-storage';
import { db } from '@/web/offline/db';
import { MessageRefused, saveMessageWithFiles } from '@/web/offline/message-outbox';
import { memoryStorage } from './memory-storage';

const ACQUISITION = '00000000-0000-4000-8000-000000000001';

function tokenFor(sub: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub })}.signature`;
}

function answering(status: number) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(String(url));
      return new Response(JSON.stringify({ type: 'about:blank', title: 'Feil', status, detail: 'Noe gikk galt.' }), {
        status,
        headers: { 'content-type': 'application/problem+json' },
      });
    }),
  );
  return calls;
}

const save = () =>
  saveMessageWithFiles({
    contract: createNoteCall,
    params: { id: ACQUISITION },
    body: { messageContent: 'Skrevet i drawer', capturedAt: '2026-11-23T10:00:00+01:00' },
    files: [],
    acquisitionId: ACQUISITION,
    entityId: `dialogue:${crypto.randomUUID()}`,
    label: 'Henvendelse',
  });

beforeEach(async () => {
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('navigator', { ...globalThis.navigator, onLine: true });
  setToken(tokenFor('user-a'));
  await Promise.all([db.outbox.clear(), db.files.clear(), db.fileChunks.clear()]);
});
afterEach(() => vi.unstubAllGlobals());

describe('a dialogue message saved online', () => {
  it.each([500, 400])('answered %i on the first try: handed back to the drawer, nothing kept', async (status) => {
    const calls = answering(status);
    const failure = await save().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(MessageRefused);
    expect((failure as MessageRefused).error.status).toBe(status);
    expect(calls).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a gateway answering 503 (the service unreachable): kept in the outbox to be sent later', async () => {
    answering(503);
    const result = await save();
    expect(result.status).toBe('queued');
    expect(await db.outbox.count()).toBe(1);
  });
});
