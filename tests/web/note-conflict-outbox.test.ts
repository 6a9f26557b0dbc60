import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { API_BASE } from '@/domain/contract';
import { createNoteCall, getNoteCall, updateNoteCall } from '@/domain/schemas/notes';
import { demoAcquisitionId } from '@/server/db/seed/reference-demo-acquisitions';
import { callApi } from '@/web/api/client';
import { saveMessageWithFiles } from '@/web/offline/message-outbox';
import { replayNow, resolveConflict } from '@/web/offline/outbox-actions';
import { replayOutbox } from '@/web/offline/outbox';
import { waitingEntries } from '@/web/offline/outbox-queue';
import { deviceAgainstService } from './device-harness';

/** Troll havbunn, a submitted demo case of the company user 'innmelder'. */
const CASE = demoAcquisitionId(3);

const device = deviceAgainstService();

/** A new note of the device's user, at version 1. */
async function newNote(text: string): Promise<string> {
  const note = await callApi(createNoteCall, { params: { id: CASE }, body: { messageContent: text } });
  expect(note.version).toBe(1);
  return note.messageId;
}

/** An edit of the note through the outbox, as the note drawer saves it. */
function editNote(messageId: string, messageContent: string, version: number) {
  return saveMessageWithFiles({
    contract: updateNoteCall,
    params: { id: messageId },
    body: { messageContent, capturedAt: new Date().toISOString(), editedAttachments: [], version },
    files: [],
    acquisitionId: CASE,
    entityId: `note:${messageId}`,
    label: 'Endre notat',
  });
}

/** The same user saves the note from another device (its own session). */
async function otherDeviceSaves(messageId: string, messageContent: string, version: number): Promise<number> {
  const res = await device.test.app.inject({
    method: 'PUT',
    url: `${API_BASE}/Messages/${messageId}/note`,
    headers: await device.test.signIn('innmelder'),
    payload: { messageContent, version },
  });
  return res.statusCode;
}

const putsOf = (messageId: string) =>
  device.net.log.filter((x) => x.method === 'PUT' && x.url.endsWith(`/Messages/${messageId}/note`));

describe('note edits that meet another save of the note, through the outbox against the real service', () => {
  it('an edit written offline that meets another device\'s save on replay is kept (text and all) as a conflict; keep mine sends it once on the version now', async () => {
    const id = await newNote('Før avreise');
    device.net.network = 'down';
    expect((await editNote(id, 'Skrevet om bord', 1)).status).toBe('queued');
    expect(await otherDeviceSaves(id, 'Skrevet på kontoret', 1)).toBe(200);
    device.net.network = 'up';
    // The link is back: the page replays at once (not after the backoff of the failed try).
    await replayNow();
    const [conflict] = await waitingEntries(`note:${id}`);
    expect(conflict).toMatchObject({ state: 'conflict', body: { messageContent: 'Skrevet om bord', version: 1 } });
    expect(conflict!.error).toMatchObject({ status: 409, code: 'noteVersionConflict' });
    // Nothing is sent again behind the user's back while the choice waits.
    await replayOutbox();
    expect(putsOf(id).map((x) => x.status)).toEqual([409]);
    expect((await waitingEntries(`note:${id}`)).map((e) => e.state)).toEqual(['conflict']);
    await resolveConflict(conflict!.id, 'mine');
    expect(await waitingEntries()).toEqual([]);
    const puts = putsOf(id);
    expect(puts.map((x) => x.status)).toEqual([409, 200]);
    expect(puts[1]!.key).not.toBe(puts[0]!.key);
    expect(await callApi(getNoteCall, { params: { id } })).toMatchObject({ messageContent: 'Skrevet om bord', version: 3 });
  });

  it('online, an edit begun from a stale version answers conflict and stays on the device; take theirs drops it and the stored note stands', async () => {
    const id = await newNote('Utgangspunkt');
    expect(await otherDeviceSaves(id, 'Deres tekst', 1)).toBe(200);
    const result = await editNote(id, 'Min tekst', 1);
    expect(result.status).toBe('conflict');
    const [kept] = await waitingEntries(`note:${id}`);
    expect(kept).toMatchObject({ state: 'conflict', body: { messageContent: 'Min tekst' } });
    await resolveConflict(kept!.id, 'theirs');
    expect(await waitingEntries()).toEqual([]);
    expect(await callApi(getNoteCall, { params: { id } })).toMatchObject({ messageContent: 'Deres tekst', version: 2 });
    expect(putsOf(id).map((x) => x.status)).toEqual([409]);
  });

  it('two edits of one note queued on this device are no conflict with each other: the second goes on the version the first answered', async () => {
    const id = await newNote('Én');
    device.net.network = 'down';
    await editNote(id, 'To', 1);
    await editNote(id, 'Tre', 1);
    device.net.network = 'up';
    // The link is back: the page replays at once (not after the backoff of the failed try).
    await replayNow();
    expect(await waitingEntries()).toEqual([]);
    expect(putsOf(id).map((x) => x.status)).toEqual([200, 200]);
    expect(await callApi(getNoteCall, { params: { id } })).toMatchObject({ messageContent: 'Tre', version: 3 });
  });
});
