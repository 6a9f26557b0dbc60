import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDraftCall, getDraftCall } from '@/domain/schemas/draft';
import { createNoteCall } from '@/domain/schemas/notes';
import { saveUserInformationCall } from '@/domain/schemas/user-profile';
import { callApi } from '@/web/api/client';
import { db } from '@/web/offline/db';
import { reportServiceReachable } from '@/web/offline/online-status';
import { discardEntry } from '@/web/offline/outbox-actions';
import { replayOutbox, sendOrQueue } from '@/web/offline/outbox';
import { waitingEntries } from '@/web/offline/outbox-queue';
import { exportOutbox, importOutbox, ZOutboxFile } from '@/web/offline/outbox-transfer';
import { capturedAtOf, receiptFieldsOf, receiptsOf, wantsReceipt } from '@/web/offline/receipts';
import { fetchSignedReceipt, verifySignedReceipt } from '@/web/offline/signed-receipts';
import { readStorageHealth } from '@/web/offline/storage-health';
import { deviceAgainstService } from './device-harness';
import { storeSession } from './offline-bridge';

const SEISMIC_3D_PETROLEUM = { lawCategory: 1000, type: 2521 } as const;
/** Demo acquisition 3 (Troll havbunn, ongoing) of Nordkapp Energi, where Kari writes notes. */
const CASE = 'a6000000-0000-4000-a000-000000000003';
const device = deviceAgainstService();

async function newDraftOffline(label = 'Opprett utkast') {
  const id = crypto.randomUUID();
  device.net.network = 'down';
  const result = await sendOrQueue(createDraftCall, { body: { ...SEISMIC_3D_PETROLEUM, acquisitionId: id } }, { entityId: id, label });
  expect(result.status).toBe('queued');
  return id;
}

describe('receipts of what the device sent', () => {
  it('reads the receipt of an answer: a receipt member, its own receivedAt/messageId, else its id', () => {
    expect(receiptFieldsOf({ receipt: { receivedAt: '2026-11-23T10:00:00Z', messageId: 'm1' } })).toEqual({
      receivedAt: '2026-11-23T10:00:00Z',
      messageId: 'm1',
    });
    expect(receiptFieldsOf({ receivedAt: '2026-11-23T10:00:00Z', messageId: 'm2', id: 'x' })).toEqual({
      receivedAt: '2026-11-23T10:00:00Z',
      messageId: 'm2',
    });
    expect(receiptFieldsOf({ id: 42 })).toEqual({ receivedAt: undefined, messageId: '42' });
    expect(receiptFieldsOf(undefined)).toEqual({});
  });

  it('keeps receipts for created items and changes made on board, not for autosaved documents', () => {
    expect(wantsReceipt({ method: 'POST', body: {} })).toBe(true);
    expect(wantsReceipt({ method: 'PUT', body: { capturedAt: '2026-11-23T10:00:00Z' } })).toBe(true);
    expect(wantsReceipt({ method: 'PUT', body: { version: 3 } })).toBe(false);
    const item = { key: 'k', entityId: 'e', label: 'l', method: 'POST' as const, path: '/x', createdAt: Date.UTC(2026, 10, 23, 9) };
    expect(capturedAtOf({ ...item, body: { capturedAt: '2026-11-22T08:00:00.000Z' } })).toBe('2026-11-22T08:00:00.000Z');
    expect(capturedAtOf(item)).toBe('2026-11-23T09:00:00.000Z');
  });

  it('an item queued offline is noted sent when it goes out and received when the service answers', async () => {
    const id = await newDraftOffline();
    // The try that found no network may have noted it sent (it went out; no answer came): never received.
    expect((await receiptsOf(id)).filter((r) => r.state === 'received')).toEqual([]);
    const [entry] = await waitingEntries(id);

    device.net.network = 'lose-answer';
    await replayOutbox();
    const [sent] = await receiptsOf(id);
    expect(sent).toMatchObject({ key: entry.key, state: 'sent', label: 'Opprett utkast' });
    expect(sent.receivedAt).toBeUndefined();

    device.net.network = 'up';
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await replayOutbox();
    const [received] = await receiptsOf(id);
    expect(received).toMatchObject({ key: entry.key, state: 'received', capturedAt: sent.capturedAt });
    expect(Date.parse(received.receivedAt!)).toBeGreaterThan(0);
    expect(await waitingEntries(id)).toEqual([]);
  });

  it('a change sent at once online gets its receipt too; a refusal leaves none', async () => {
    reportServiceReachable(true);
    const id = crypto.randomUUID();
    await sendOrQueue(createDraftCall, { body: { ...SEISMIC_3D_PETROLEUM, acquisitionId: id } }, { entityId: id, label: 'Opprett' });
    expect((await receiptsOf(id)).map((r) => r.state)).toEqual(['received']);
    await expect(
      sendOrQueue(createDraftCall, { body: { lawCategory: -5, type: 1, acquisitionId: crypto.randomUUID() } as never }, { entityId: 'bad', label: 'Feil' }),
    ).rejects.toMatchObject({ responseStatus: 400 });
    expect(await receiptsOf('bad')).toEqual([]);
  });

  it('the signed receipt hashes the very text the outbox sent (issue 25): verified against what the device kept', async () => {
    const id = crypto.randomUUID();
    device.net.network = 'down';
    const body = { messageContent: 'Notat skrevet om bord, «sitat» og æøå', capturedAt: '2026-11-20T08:15:00+01:00' };
    await sendOrQueue(createNoteCall, { params: { id: CASE }, body }, { entityId: id, label: 'Notat' });
    device.net.network = 'up';
    await replayOutbox();
    const [received] = await receiptsOf(id);
    expect(received.sentSha256).toBe(createHash('sha256').update(JSON.stringify(body)).digest('hex'));
    expect(await fetchSignedReceipt(received.key, received.messageId!)).toBe('signed');
    const { signed, sentSha256 } = (await db.receipts.get(received.key))!;
    expect(signed!.receipt).toMatchObject({ contentHashOf: 'requestBody', contentSha256: sentSha256 });
    expect(await verifySignedReceipt(signed!.jws, signed!.receipt, sentSha256)).toMatchObject({ valid: true });
    // A receipt for other bytes than this device sent: the signature holds, the receipt is not for what was sent.
    expect(await verifySignedReceipt(signed!.jws, signed!.receipt, '0'.repeat(64))).toEqual({ valid: false, signatureValid: true });
  });

  it('a refused entry discarded by the user leaves no receipt behind', async () => {
    device.net.network = 'down';
    await sendOrQueue(createDraftCall, { body: { lawCategory: -5, type: 1, acquisitionId: crypto.randomUUID() } as never }, { entityId: 'bad2', label: 'Feil' });
    device.net.network = 'up';
    await replayOutbox();
    const [refused] = await waitingEntries('bad2');
    expect(refused.state).toBe('failed');
    expect(await receiptsOf('bad2')).toHaveLength(1);
    await discardEntry(refused.id);
    expect(await receiptsOf('bad2')).toEqual([]);
  });
});

describe('device health', () => {
  it('tells the age of the oldest unsent change and how many wait', async () => {
    expect(await readStorageHealth()).toMatchObject({ oldestUnsentAt: null, waiting: 0 });
    const before = Date.now();
    await newDraftOffline();
    await newDraftOffline();
    const health = await readStorageHealth();
    expect(health.waiting).toBe(2);
    expect(health.oldestUnsentAt).toBeGreaterThanOrEqual(before);
    expect(health.oldestUnsentAt).toBeLessThanOrEqual(Date.now());
  });
});

describe('export and import of unsent changes', () => {
  it('another device replays the exported changes with the same keys: the service makes each once, whoever sends first', async () => {
    const first = await newDraftOffline('Første');
    const second = await newDraftOffline('Andre');
    const file = ZOutboxFile.parse(JSON.parse(JSON.stringify(await exportOutbox())));
    expect(file.entries.map((e) => e.label)).toEqual(['Første', 'Andre']);
    const keys = file.entries.map((e) => e.key);

    // The other device: same user, empty storage, online. It imports and sends.
    const mine = await db.outbox.toArray();
    await Promise.all([db.outbox.clear(), db.receipts.clear()]);
    device.net.network = 'up';
    const imported = await importOutbox(JSON.stringify(file));
    expect(imported).toEqual({ kind: 'imported', added: 2, skipped: 0 });
    await replayOutbox();
    expect(await waitingEntries()).toEqual([]);
    expect((await callApi(getDraftCall, { params: { id: first } })).acquisitionId).toBe(first);
    expect((await callApi(getDraftCall, { params: { id: second } })).acquisitionId).toBe(second);

    // Importing the same file again adds nothing (received from here already).
    expect(await importOutbox(JSON.stringify(file))).toEqual({ kind: 'imported', added: 0, skipped: 2 });

    // The first device comes online later and sends its own copies: the service answers them as replays.
    await db.receipts.clear();
    await db.outbox.bulkAdd(mine);
    await replayOutbox();
    const posts = device.net.log.filter((x) => x.method === 'POST' && keys.includes(x.key ?? ''));
    expect(posts.map((x) => [x.key, x.replayed])).toEqual([
      [keys[0], false],
      [keys[1], false],
      [keys[0], true],
      [keys[1], true],
    ]);
  });

  it('refuses a file that is not an exported outbox, and one exported by another user', async () => {
    expect(await importOutbox('not json')).toEqual({ kind: 'invalid' });
    expect(await importOutbox(JSON.stringify({ format: 'other' }))).toEqual({ kind: 'invalid' });
    await newDraftOffline();
    const file = await exportOutbox();
    storeSession(await device.test.signIn('innmelder.od'));
    expect(await importOutbox(JSON.stringify(file))).toEqual({ kind: 'otherUser' });
  });

  it('an imported change already waiting on this device is skipped', async () => {
    await newDraftOffline();
    const file = await exportOutbox();
    expect(await importOutbox(JSON.stringify(file))).toEqual({ kind: 'imported', added: 0, skipped: 1 });
    expect(await waitingEntries()).toHaveLength(1);
  });

  it('carries the owner and keys of the changes, not the device state', async () => {
    device.net.network = 'down';
    await sendOrQueue(
      saveUserInformationCall,
      { body: { email: 'kari@nke.no', phone: '12345678', signature: 'Geofysiker', requireContactInfoConfirmation: false } },
      { entityId: 'profile', label: 'Lagre profil' },
    );
    const file = await exportOutbox(new Date('2026-11-23T21:00:00Z'));
    expect(file).toMatchObject({ format: 'meldesystem-outbox', version: 1, exportedAt: '2026-11-23T21:00:00.000Z' });
    expect(file.ownerId).not.toBe('');
    expect(Object.keys(file.entries[0]).sort()).toEqual(
      ['body', 'createdAt', 'entityId', 'form', 'key', 'label', 'method', 'params', 'path', 'query'].sort(),
    );
  });
});
