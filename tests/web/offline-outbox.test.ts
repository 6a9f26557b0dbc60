import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { saveUserInformationCall, userProfileCall } from '@/domain/schemas/user-profile';
import { ANSWER_LIMITS } from '@/web/api/answer-limit';
import { callApi } from '@/web/api/client';
import { db } from '@/web/offline/db';
import { retryEntry, discardEntry } from '@/web/offline/outbox-actions';
import { replayOutbox, sendOrQueue } from '@/web/offline/outbox';
import { waitingEntries } from '@/web/offline/outbox-queue';
import { deviceAgainstService } from './device-harness';
import { storeSession } from './offline-bridge';

const profile = (email: string) => ({
  email,
  phone: '12345678',
  signature: 'Geofysiker',
  requireContactInfoConfirmation: false,
});
const meta = (entityId = 'profile') => ({ entityId, label: 'Lagre profil' });

const device = deviceAgainstService();

/** Lets a backing-off entry be tried now (instead of waiting seconds in a test). */
async function makeDue(): Promise<void> {
  await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
}

describe('outbox against the real service', () => {
  it('sends at once when online, with an Idempotency-Key, and queues nothing', async () => {
    const result = await sendOrQueue(
      saveUserInformationCall,
      { body: profile('kari.online@nke.no') },
      meta(),
    );
    expect(result.status).toBe('sent');
    expect(result.status === 'sent' && result.response.email).toBe('kari.online@nke.no');
    expect(device.net.log.at(-1)?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await waitingEntries()).toHaveLength(0);
  });

  it('queues offline and replays on reconnect with the stored key', async () => {
    device.net.network = 'down';
    const result = await sendOrQueue(
      saveUserInformationCall,
      { body: profile('kari.offline@nke.no') },
      meta(),
    );
    expect(result.status).toBe('queued');
    const [entry] = await waitingEntries();
    expect(entry).toMatchObject({
      state: 'pending',
      method: 'PUT',
      path: '/UserProfile/saveDaqUserInformation',
    });
    device.net.network = 'up';
    await replayOutbox();
    expect(await waitingEntries()).toHaveLength(0);
    expect(device.net.log.filter((x) => x.method === 'PUT').map((x) => x.key)).toEqual([entry.key]);
    expect((await callApi(userProfileCall)).email).toBe('kari.offline@nke.no');
  });

  it('a lost answer keeps the entry; the next try uses the same key and the service replays, applying it once', async () => {
    device.net.network = 'down';
    await sendOrQueue(saveUserInformationCall, { body: profile('kari.once@nke.no') }, meta());
    const [entry] = await waitingEntries();
    device.net.network = 'lose-answer';
    await replayOutbox();
    const [kept] = await waitingEntries();
    expect(kept).toMatchObject({ id: entry.id, state: 'pending', attempts: 1 });
    expect(kept.nextAttemptAt).toBeGreaterThan(Date.now());
    device.net.network = 'up';
    await makeDue();
    await replayOutbox();
    const puts = device.net.log.filter((x) => x.method === 'PUT');
    expect(puts.map((x) => x.key)).toEqual([entry.key, entry.key]);
    expect(puts.map((x) => x.replayed)).toEqual([false, true]);
    expect(await waitingEntries()).toHaveLength(0);
  });

  it('a refusal marks the entry failed with the service message, keeps its data and holds back the entity', async () => {
    device.net.network = 'down';
    await sendOrQueue(saveUserInformationCall, { body: profile('not-an-email') }, meta());
    await sendOrQueue(saveUserInformationCall, { body: { ...profile('x'), signature: 'y' } }, meta('other'));
    device.net.network = 'up';
    await replayOutbox();
    const [failed, ...rest] = await waitingEntries();
    expect(failed).toMatchObject({ state: 'failed', body: profile('not-an-email') });
    expect(failed.error?.status).toBe(400);
    expect(failed.error?.message.length).toBeGreaterThan(0);
    expect(Object.keys(failed.error?.fieldErrors ?? {})).toContain('body.email');
    // another entity is not held back by it (refused too, for its own bad email)
    expect(rest.map((x) => x.entityId)).toEqual(['other']);
    // a new save of the same call replaces the refused body (edit and retry) and goes through
    const fixed = await sendOrQueue(saveUserInformationCall, { body: profile('kari.fixed@nke.no') }, meta());
    expect(fixed.status).toBe('queued');
    await replayOutbox();
    expect((await waitingEntries('profile')).length).toBe(0);
    expect((await callApi(userProfileCall)).email).toBe('kari.fixed@nke.no');
  });

  it('retry with a corrected body gets a new key; discard drops the entry', async () => {
    device.net.network = 'down';
    await sendOrQueue(saveUserInformationCall, { body: profile('bad') }, meta());
    device.net.network = 'up';
    await replayOutbox();
    const [failed] = await waitingEntries();
    expect(failed.state).toBe('failed');
    await retryEntry(failed.id, profile('kari.retry@nke.no'));
    expect(await waitingEntries()).toHaveLength(0);
    const keys = device.net.log.filter((x) => x.method === 'PUT').map((x) => x.key);
    expect(new Set(keys).size).toBe(2);
    device.net.network = 'down';
    await sendOrQueue(saveUserInformationCall, { body: profile('kari.discard@nke.no') }, meta());
    const [queued] = await waitingEntries();
    await discardEntry(queued.id);
    expect(await waitingEntries()).toHaveLength(0);
  });

  it('while an entity has waiting entries, a new change queues behind them even online, and all go in order', async () => {
    device.net.network = 'down';
    await sendOrQueue(saveUserInformationCall, { body: profile('a@nke.no') }, meta('one'));
    await sendOrQueue(saveUserInformationCall, { body: profile('b@nke.no') }, meta('two'));
    device.net.network = 'up';
    await db.outbox.toCollection().modify({ nextAttemptAt: Date.now() + 60_000 });
    const later = await sendOrQueue(saveUserInformationCall, { body: profile('c@nke.no') }, meta('one'));
    expect(later.status).toBe('queued');
    await makeDue();
    await replayOutbox();
    const bodies = device.net.log.filter((x) => x.method === 'PUT').length;
    expect(bodies).toBe(2);
    expect(await waitingEntries()).toHaveLength(0);
    expect((await callApi(userProfileCall)).email).toBe('b@nke.no');
  });

  it('replays only the signed-in user entries', async () => {
    device.net.network = 'down';
    await sendOrQueue(saveUserInformationCall, { body: profile('kari.mine@nke.no') }, meta());
    storeSession(await device.test.signIn('godkjenner.od'));
    device.net.network = 'up';
    await replayOutbox();
    expect(device.net.log.filter((x) => x.method === 'PUT')).toHaveLength(0);
    expect(await db.outbox.count()).toBe(1);
  });
  it('a change whose answer never comes is queued after the limit, and the outbox sends it again once (same key)', async () => {
    const limits = { ...ANSWER_LIMITS };
    Object.assign(ANSWER_LIMITS, { writeMs: 50, replayMs: 50 });
    try {
      // An answer first: the device counts as online (an earlier test left the service unreached).
      await callApi(userProfileCall);
      device.net.network = 'stall';
      const result = await sendOrQueue(saveUserInformationCall, { body: profile('kari.stalled@nke.no') }, meta());
      expect(result.status).toBe('queued');
      const [entry] = await waitingEntries();
      expect(device.net.log.at(-1)).toMatchObject({ method: 'PUT', key: entry.key });

      // The outbox's try stalls as well: the entry waits for the next one, and nothing behind it is lost.
      await replayOutbox();
      expect((await waitingEntries()).map((e) => ({ id: e.id, state: e.state }))).toEqual([
        { id: entry.id, state: 'pending' },
      ]);

      device.net.network = 'up';
      await makeDue();
      await replayOutbox();
      expect(await waitingEntries()).toHaveLength(0);
      const puts = device.net.log.filter((x) => x.key === entry.key);
      expect(puts.map((x) => x.replayed)).toEqual([false, true, true]);
      expect((await callApi(userProfileCall)).email).toBe('kari.stalled@nke.no');
    } finally {
      Object.assign(ANSWER_LIMITS, limits);
    }
  });
});
