import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { AccomplishmentStatus } from '@/domain/enums/accomplishment-status';
import { defaultFilter, EMPTY_FILTER } from '@/domain/overview/filter';
import { toQueryString } from '@/domain/overview/query-string';
import { createDraftCall, updateDraftCall } from '@/domain/schemas/draft';
import { overviewViewCall, type TOverviewListItem } from '@/domain/schemas/overview';
import { callApi } from '@/web/api/client';
import {
  countByEntity,
  waitingCreateIds,
  type OutboxEntryLike,
} from '@/web/features/overview/local-drafts/outbox-groups';
import { subscribeOverlay, type OutboxOverlay } from '@/web/features/overview/local-drafts/outbox-overlay';
import { mergeOverviewRows } from '@/web/features/overview/local-drafts/overview-rows';
import { db } from '@/web/offline/db';
import { saveDraftLocally } from '@/web/offline/draft-store';
import { replayOutbox, sendOrQueue } from '@/web/offline/outbox';
import { deviceAgainstService } from './device-harness';

const entry = (entityId: string, state: OutboxEntryLike['state'], method = 'PUT', path = '/Draft/{id}') => ({
  entityId,
  state,
  method,
  path,
});

const serviceRow = (id: string, npdId: number): TOverviewListItem => ({
  id,
  npdId,
  name: `Row ${npdId}`,
  type: 2521,
  startDate: '2030-01-01',
  endDate: null,
  startDateType: 'planned',
  endDateType: 'planned',
  accomplishmentStatus: AccomplishmentStatus.Utkast,
  oceanArea: null,
  isDraft: true,
  hasGeometry: false,
  isInfo: false,
  isDue: false,
  isStar: false,
  isFlagged: false,
  bbox: null,
});

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const localDraft = (id: string, savedAt: number, extra: Record<string, unknown> = {}) => ({
  id,
  savedAt,
  draft: {
    acquisitionId: id,
    npdId: 0,
    name: '',
    plannedStartDate: '2031-05-01',
    configuration: { type: 2521, lawCategory: 1000, govtReason: null, oceanArea: null },
    ...extra,
  },
});

describe('the outbox grouped per acquisition', () => {
  it('counts waiting, refused and conflicting changes of each entity in one pass', () => {
    const counts = countByEntity([
      entry(A, 'pending', 'POST', '/Draft'),
      entry(A, 'pending'),
      entry(B, 'failed'),
      entry(B, 'conflict'),
      entry(B, 'pending'),
    ]);
    expect(Object.fromEntries(counts)).toEqual({
      [A]: { pending: 2, failed: 0, conflicts: 0 },
      [B]: { pending: 1, failed: 1, conflicts: 1 },
    });
  });

  it('names the drafts whose create still waits, once each', () => {
    expect(
      waitingCreateIds([
        entry(A, 'pending', 'POST', '/Draft'),
        entry(A, 'pending'),
        entry(B, 'pending'),
        entry(C, 'failed', 'POST', '/Draft'),
      ]),
    ).toEqual([A, C]);
  });
});

describe('the rows of the table', () => {
  const filter = defaultFilter(true);

  it('puts the drafts only this device has on top of the first page, latest saved first', () => {
    const rows = mergeOverviewRows({
      items: [serviceRow(C, 7)],
      localDrafts: [localDraft(B, 20), localDraft(A, 10)],
      filter,
      page: 1,
    });
    expect(rows.map((row) => [row.id, row.localOnly ?? false])).toEqual([
      [B, true],
      [A, true],
      [C, false],
    ]);
    expect(rows[0]).toMatchObject({
      isDraft: true,
      accomplishmentStatus: 99,
      type: 2521,
      startDate: '2031-05-01',
    });
  });

  it('never lists a draft twice, and shows none on later pages', () => {
    const local = [localDraft(A, 10)];
    expect(
      mergeOverviewRows({ items: [serviceRow(A, 7)], localDrafts: local, filter, page: 1 }),
    ).toHaveLength(1);
    expect(
      mergeOverviewRows({ items: [serviceRow(C, 7)], localDrafts: local, filter, page: 2 }),
    ).toHaveLength(1);
  });

  it('follows the filter: no drafts when the status filter leaves drafts out, and the other restrictions too', () => {
    const local = [localDraft(A, 10)];
    const noDrafts = defaultFilter(false);
    expect(mergeOverviewRows({ items: [], localDrafts: local, filter: noDrafts, page: 1 })).toEqual([]);
    expect(
      mergeOverviewRows({ items: [], localDrafts: local, filter: { ...filter, types: [2522] }, page: 1 }),
    ).toEqual([]);
    expect(
      mergeOverviewRows({
        items: [],
        localDrafts: local,
        filter: { ...filter, lawCategories: [1000] },
        page: 1,
      }),
    ).toHaveLength(1);
  });

  it('boxes a local draft by its gross area (else net), so zoom and "in current view" work', () => {
    const polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [2, 60],
          [3, 60],
          [3, 61.5],
          [2, 60],
        ],
      ],
    };
    const local = [localDraft(A, 10, { netGeometry: { geometry: polygon } })];
    const [row] = mergeOverviewRows({ items: [], localDrafts: local, filter: EMPTY_FILTER, page: 1 });
    expect(row).toMatchObject({ hasGeometry: true, bbox: [2, 60, 3, 61.5] });
    expect(
      mergeOverviewRows({
        items: [],
        localDrafts: local,
        filter: { ...EMPTY_FILTER, bbox: [10, 70, 11, 71] },
        page: 1,
      }),
    ).toEqual([]);
  });

  it('keeps a draft whose create just went through until the service lists it', () => {
    const justSent = new Map([[A, { ...localDraft(A, 0).draft, npdId: 4242, name: 'X' }]]);
    const before = mergeOverviewRows({
      items: [serviceRow(C, 7)],
      localDrafts: [],
      justSent,
      filter,
      page: 1,
    });
    expect(before.map((row) => [row.id, row.npdId, row.localOnly])).toEqual([
      [A, 4242, false],
      [C, 7, undefined],
    ]);
    const after = mergeOverviewRows({
      items: [serviceRow(A, 4242)],
      localDrafts: [],
      justSent,
      filter,
      page: 1,
    });
    expect(after.map((row) => row.id)).toEqual([A]);
  });
});

describe('the overlay read from this device, against the real service', () => {
  const device = deviceAgainstService();

  it('shows a draft created offline with its waiting changes, and once the create is sent, the service row only', async () => {
    const overlays: OutboxOverlay[] = [];
    const sent: [string, unknown][] = [];
    const stop = subscribeOverlay({
      onChange: (o) => overlays.push(o),
      onSent: (id, created) => sent.push([id, created]),
    });
    const latest = () => overlays.at(-1);
    try {
      // A draft the service has, with a save waiting; and a draft created offline, with a save behind its create.
      const online = await callApi(createDraftCall, { body: { lawCategory: 1000, type: 2521 } });
      device.net.network = 'down';
      const id = crypto.randomUUID();
      const meta = (entityId: string) => ({ entityId, label: 'Lagre utkast' });
      await sendOrQueue(
        createDraftCall,
        { body: { lawCategory: 1000, type: 2521, acquisitionId: id } },
        meta(id),
      );
      await saveDraftLocally({ acquisitionId: id, npdId: 0, name: '', version: 1 });
      await sendOrQueue(
        updateDraftCall,
        { params: { id }, body: { version: 1, generalComment: 'uten nett' } },
        meta(id),
      );
      const onlineId = online.acquisitionId;
      await sendOrQueue(
        updateDraftCall,
        { params: { id: onlineId }, body: { version: 1, generalComment: 'x' } },
        meta(onlineId),
      );
      // Another user's change on this device is not counted.
      await db.outbox.add({
        ...(await db.outbox.toCollection().first())!,
        id: undefined,
        ownerId: 'someone-else',
        entityId: onlineId,
      } as never);

      await vi.waitFor(() =>
        expect(latest()?.counts.get(onlineId)).toEqual({ pending: 1, failed: 0, conflicts: 0 }),
      );
      expect(latest()!.counts.get(id)).toEqual({ pending: 2, failed: 0, conflicts: 0 });
      expect(latest()!.localDrafts.map((draft) => draft.id)).toEqual([id]);

      device.net.network = 'up';
      await replayOutbox();
      await vi.waitFor(() => expect(latest()?.localDrafts).toEqual([]));
      expect(latest()!.counts.size).toBe(0);
      const created = sent.find(([entityId, draft]) => entityId === id && draft);
      expect(created?.[1]).toMatchObject({ acquisitionId: id, status: 99 });

      // The service's list now holds it; merged with what was just sent it is there once.
      const page = await callApi(overviewViewCall, {
        query: { Query: toQueryString(defaultFilter(true)), PageSize: 25 },
      });
      expect(page.items.map((item) => item.id)).toContain(id);
      const justSent = new Map([[id, created![1]]]);
      const rows = mergeOverviewRows({
        items: page.items,
        localDrafts: latest()!.localDrafts,
        justSent,
        filter: defaultFilter(true),
        page: 1,
      });
      expect(rows.filter((row) => row.id === id)).toHaveLength(1);
    } finally {
      stop();
    }
  });
});
