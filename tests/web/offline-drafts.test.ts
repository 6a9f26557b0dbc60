import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createDraftCall, getDraftCall, updateDraftCall } from '@/domain/schemas/draft';
import { callApi } from '@/web/api/client';
import { db } from '@/web/offline/db';
import { getLocalDraft, saveDraftLocally } from '@/web/offline/draft-store';
import { onOutboxSent, replayOutbox, sendOrQueue } from '@/web/offline/outbox';
import { resolveConflict } from '@/web/offline/outbox-actions';
import { waitingEntries } from '@/web/offline/outbox-queue';
import { deviceAgainstService } from './device-harness';

const SEISMIC_3D_PETROLEUM = { lawCategory: 1000, type: 2521 } as const;

const device = deviceAgainstService();

const meta = (id: string, label: string) => ({ entityId: id, label });

describe('a draft written offline', () => {
  it('is created with its browser id, its saves queue behind the create, and the service gets it exactly once', async () => {
    const id = crypto.randomUUID();
    device.net.network = 'down';
    const created = await sendOrQueue(
      createDraftCall,
      { body: { ...SEISMIC_3D_PETROLEUM, acquisitionId: id } },
      meta(id, 'Opprett utkast'),
    );
    expect(created.status).toBe('queued');
    await saveDraftLocally({ acquisitionId: id, version: 1, environmentalComment: 'Første' });
    for (const comment of ['Første', 'Andre']) {
      const saved = await sendOrQueue(
        updateDraftCall,
        { params: { id }, body: { version: 1, environmentalComment: comment } },
        meta(id, 'Lagre utkast'),
      );
      expect(saved.status).toBe('queued');
    }
    // a vessel-less later change of another path would queue after; here: create + one merged save
    expect((await waitingEntries(id)).map((entry) => entry.method)).toEqual(['POST', 'PUT']);

    // the first try's answer is lost: the service made the draft, the browser does not know
    device.net.network = 'lose-answer';
    await replayOutbox();
    device.net.network = 'up';
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await replayOutbox();

    expect(await waitingEntries(id)).toHaveLength(0);
    const posts = device.net.log.filter((x) => x.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(new Set(posts.map((x) => x.key)).size).toBe(1);
    expect(posts[1].replayed).toBe(true);
    const server = await callApi(getDraftCall, { params: { id } });
    expect(server).toMatchObject({ acquisitionId: id, environmentalComment: 'Andre', version: 2 });
    // the local copy follows the service's version, so the next save is not a conflict with our own
    expect((await getLocalDraft<{ version: number }>(id))?.draft.version).toBe(2);
  });

  it('a save based on a stale version becomes a conflict; keep mine resends with the service version', async () => {
    const draft = await callApi(createDraftCall, { body: SEISMIC_3D_PETROLEUM });
    const id = draft.acquisitionId;
    device.net.network = 'down';
    await sendOrQueue(
      updateDraftCall,
      { params: { id }, body: { version: 1, generalComment: 'Min' } },
      meta(id, 'Lagre utkast'),
    );
    device.net.network = 'up';
    // another device saves first
    await callApi(updateDraftCall, { params: { id }, body: { version: 1, generalComment: 'Deres' } });
    await replayOutbox();
    const [conflict] = await waitingEntries(id);
    expect(conflict.state).toBe('conflict');
    expect(conflict.body).toMatchObject({ generalComment: 'Min' });
    await resolveConflict(conflict.id, 'mine');
    expect(await waitingEntries(id)).toHaveLength(0);
    expect(await callApi(getDraftCall, { params: { id } })).toMatchObject({
      generalComment: 'Min',
      version: 3,
    });
  });

  it('take theirs drops my waiting save and puts the service draft in the local copy', async () => {
    const draft = await callApi(createDraftCall, { body: SEISMIC_3D_PETROLEUM });
    const id = draft.acquisitionId;
    await saveDraftLocally({ ...draft, generalComment: 'Min' });
    device.net.network = 'down';
    await sendOrQueue(
      updateDraftCall,
      { params: { id }, body: { version: 1, generalComment: 'Min' } },
      meta(id, 'Lagre utkast'),
    );
    device.net.network = 'up';
    await callApi(updateDraftCall, { params: { id }, body: { version: 1, generalComment: 'Deres' } });
    await replayOutbox();
    const [conflict] = await waitingEntries(id);
    const told: unknown[] = [];
    const stop = onOutboxSent((entry, response) => entry.entityId === id && told.push(response));
    await resolveConflict(conflict.id, 'theirs');
    stop();
    expect(told).toMatchObject([{ acquisitionId: id, generalComment: 'Deres' }]);
    expect(await waitingEntries(id)).toHaveLength(0);
    expect((await getLocalDraft<{ generalComment: string }>(id))?.draft.generalComment).toBe('Deres');
    expect(await callApi(getDraftCall, { params: { id } })).toMatchObject({
      generalComment: 'Deres',
      version: 2,
    });
  });
});
