import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createDraftCall, getDraftCall, updateDraftCall } from '@/domain/schemas/draft';
import { callApi } from '@/web/api/client';
import { draftSaveTarget, versionConflictOf } from '@/web/features/draft-wizard/conflict/draft-conflict';
import { sendOrQueue } from '@/web/offline/outbox';
import { resolveConflict } from '@/web/offline/outbox-actions';
import { keepConflict, replaceConflictBody } from '@/web/offline/outbox-conflict';
import { waitingEntries } from '@/web/offline/outbox-queue';
import { deviceAgainstService } from './device-harness';

const SEISMIC_3D_PETROLEUM = { lawCategory: 1000, type: 2521 } as const;
const LABEL = 'Lagre utkast';

deviceAgainstService();

/** A draft another device saved after we read it (version 1): answers its id and our refused online save. */
async function overtakenSave(mine: string) {
  const { acquisitionId: id } = await callApi(createDraftCall, { body: SEISMIC_3D_PETROLEUM });
  await callApi(updateDraftCall, { params: { id }, body: { version: 1, generalComment: 'Deres' } });
  const body = { version: 1, generalComment: mine };
  const refusal = await sendOrQueue(
    updateDraftCall,
    { params: { id }, body },
    { entityId: id, label: LABEL },
  ).then(
    () => undefined,
    (error: unknown) => error,
  );
  return { id, body, refusal };
}

const change = (id: string, body: unknown) => ({
  ...draftSaveTarget(id),
  key: crypto.randomUUID(),
  params: { id },
  body,
  label: LABEL,
});

describe('a draft save refused online because another device saved first', () => {
  it('is a version conflict, kept in the outbox, and keep mine sends the latest values with the service version', async () => {
    const { id, body, refusal } = await overtakenSave('Min');
    const conflict = versionConflictOf(refusal);
    expect(conflict).toMatchObject({ status: 409, code: 'draftVersionConflict' });
    await keepConflict(change(id, body), conflict!);
    expect(await waitingEntries(id)).toMatchObject([{ state: 'conflict', body }]);

    // A later save while the choice is open replaces the kept values (one entry, not two).
    const later = { version: 1, generalComment: 'Min, skrevet videre' };
    expect(await replaceConflictBody(draftSaveTarget(id), later)).toBe(true);
    const [entry] = await waitingEntries(id);
    expect(entry).toMatchObject({ state: 'conflict', body: later });
    expect(await waitingEntries(id)).toHaveLength(1);

    await resolveConflict(entry.id, 'mine');
    expect(await waitingEntries(id)).toHaveLength(0);
    expect(await callApi(getDraftCall, { params: { id } })).toMatchObject({
      generalComment: 'Min, skrevet videre',
      version: 3,
    });
  });

  it('take theirs drops my values and answers the service version; no conflict waits any more', async () => {
    const { id, body, refusal } = await overtakenSave('Forkastes');
    const entry = await keepConflict(change(id, body), versionConflictOf(refusal)!);
    const theirs = await resolveConflict(entry.id, 'theirs');
    expect(theirs).toMatchObject({ generalComment: 'Deres', version: 2 });
    expect(await waitingEntries(id)).toHaveLength(0);
    expect(await replaceConflictBody(draftSaveTarget(id), body)).toBe(false);
  });

  it('other refusals are not version conflicts', async () => {
    const { acquisitionId: id } = await callApi(createDraftCall, { body: SEISMIC_3D_PETROLEUM });
    const refusal = await callApi(updateDraftCall, {
      params: { id },
      body: { version: 1, generalComment: 'x'.repeat(5000) },
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeDefined();
    expect(versionConflictOf(refusal)).toBeUndefined();
  });
});
