import { eq, isNotNull } from 'drizzle-orm';
import type { TBbox, TFilterableRow } from '../../../domain/overview/filter';
import { comparatorOf, type TOrder, type TOrderBy, type TSortableRow } from '../../../domain/overview/sort';
import type { TVisibleAcquisition } from '../../../domain/visibility';
import type { Db } from '../../db/client';
import { acquisitionActualDates, acquisitionGeometries, acquisitionIndicators, acquisitionInputs, acquisitions } from '../../db/schema/index';
import { collectGarbage } from './collect-garbage';
import { freshOverviewVersion } from './version-check';

export interface TIndicatorFlags {
  isInfo: boolean;
  isDue: boolean;
  /** The first day the clock shows (taskStateOf); isDue is read as dueFrom <= today. */
  dueFrom?: string | null;
  isStar: boolean;
  isFlagged: boolean;
}

/** One acquisition as the overview reads it. */
export interface TOverviewRow extends TFilterableRow, TSortableRow, TVisibleAcquisition {
  id: string;
  lawCategory: number | null;
  govtReason: number | null;
  startDateType: 'planned' | 'actual';
  endDateType: 'planned' | 'actual';
  hasGeometry: boolean;
  bbox: TBbox | null;
  /** Message indicators per party (Actor value). */
  indicators: Map<number, TIndicatorFlags> | null;
}

/**
 * From this many rows on, a load ends with full garbage collections (collect-garbage.ts): at 100,000 rows they took
 * 0.1-0.2 s on the 2-core machine after a load of 2-3 s, and the service's resident memory after start fell by 25 MB.
 */
const COLLECT_FROM_ROWS = 20_000;

/** The memo's bounds: entries, and the bytes of the large ones (a list of 100,000 rows is 800 KB of references). */
const MEMO_ENTRIES = 200;
const MEMO_BYTES = 32 * 1024 * 1024;

/**
 * The overview's read model: every acquisition held in memory (10,000 rows take a few MB), sorted
 * once per sort order. Each request asks for the overview_version (shared between concurrent requests,
 * see version-check.ts); triggers raise it in every transaction that writes acquisitions, their areas,
 * actual dates or indicators, and the model reloads when it changed. So it is never stale, and any
 * number of service instances agree.
 */
export class OverviewSnapshot {
  private sorted = new Map<string, TOverviewRow[]>();
  /** Caches of derived answers (e.g. the map's gzipped body per viewer group), dropped with the snapshot. */
  readonly memo = new Map<string, unknown>();
  private memoBytes = 0;

  constructor(
    readonly version: number,
    readonly rows: readonly TOverviewRow[],
    readonly loadedAt: Date,
  ) {}

  sortedBy(orderBy: TOrderBy, order: TOrder): readonly TOverviewRow[] {
    const key = `${orderBy}:${order}`;
    let list = this.sorted.get(key);
    if (!list) {
      list = [...this.rows].sort(comparatorOf(orderBy, order));
      this.sorted.set(key, list);
    }
    return list;
  }

  /**
   * A value derived from this snapshot, computed once (concurrent callers share the computation). bytesOf: the value's
   * size where it can be large (a list of rows), so that the memo stays under MEMO_BYTES as well as MEMO_ENTRIES.
   */
  derive<T>(key: string, compute: () => Promise<T>, bytesOf?: (value: T) => number): Promise<T> {
    let value = this.memo.get(key) as Promise<T> | undefined;
    if (!value) {
      if (this.memo.size > MEMO_ENTRIES) this.forget();
      value = compute();
      value.catch(() => this.memo.delete(key));
      this.memo.set(key, value);
      if (bytesOf) {
        void value.then((done) => {
          this.memoBytes += bytesOf(done);
          if (this.memoBytes > MEMO_BYTES) this.forget();
        }, () => undefined);
      }
    }
    return value;
  }

  private forget(): void {
    this.memo.clear();
    this.memoBytes = 0;
  }
}

async function loadIndicators(db: Db): Promise<Map<string, Map<number, TIndicatorFlags>>> {
  const found = await db.select().from(acquisitionIndicators);
  const byAcquisition = new Map<string, Map<number, TIndicatorFlags>>();
  for (const { acquisitionId, party, ...flags } of found) {
    let parties = byAcquisition.get(acquisitionId);
    if (!parties) byAcquisition.set(acquisitionId, (parties = new Map()));
    parties.set(party, flags);
  }
  return byAcquisition;
}

/**
 * One copy of each repeated text (dates, ocean areas, creators) for a load: the database answers a new string per row,
 * some 30 bytes each, which at 100,000 rows was 10 MB of the read model (issue 27).
 */
function interning(): <T extends string | null>(text: T) => T {
  const seen = new Map<string, string>();
  return (text) => {
    if (text === null) return text;
    const kept = seen.get(text);
    if (kept !== undefined) return kept as typeof text;
    seen.set(text, text);
    return text;
  };
}

/** Each acquisition's box (its area's extent), read apart from the rows: see load. */
async function loadBoxes(db: Db): Promise<Map<string, TBbox>> {
  const found = await db
    .select({
      id: acquisitionGeometries.acquisitionId,
      minLon: acquisitionGeometries.minLon,
      minLat: acquisitionGeometries.minLat,
      maxLon: acquisitionGeometries.maxLon,
      maxLat: acquisitionGeometries.maxLat,
    })
    .from(acquisitionGeometries)
    .where(isNotNull(acquisitionGeometries.minLon));
  return new Map(found.map((g) => [g.id, [g.minLon!, g.minLat!, g.maxLon!, g.maxLat!]]));
}

/**
 * The boxes and the rows are two queries, not one join: the database's answer is held whole while it is turned into
 * rows, and two smaller answers one after the other raise the heap's peak less (issue 27). A write between the two
 * raises overview_version, so the next request loads again.
 */
async function load(db: Db, version: number): Promise<OverviewSnapshot> {
  const boxes = await loadBoxes(db);
  const result = await db
    .select({
      id: acquisitions.id,
      npdId: acquisitions.npdId,
      name: acquisitions.name,
      status: acquisitions.status,
      type: acquisitions.type,
      lawCategory: acquisitions.lawCategory,
      govtReason: acquisitions.govtReason,
      companyId: acquisitions.companyId,
      createdBy: acquisitions.createdBy,
      onBehalfOfCompanyId: acquisitionInputs.onBehalfOfCompanyId,
      oceanArea: acquisitions.oceanArea,
      plannedStartDate: acquisitions.plannedStartDate,
      plannedEndDate: acquisitions.plannedEndDate,
      actualStartDate: acquisitionActualDates.actualStartDate,
      actualEndDate: acquisitionActualDates.actualEndDate,
    })
    .from(acquisitions)
    .leftJoin(acquisitionActualDates, eq(acquisitionActualDates.acquisitionId, acquisitions.id))
    .leftJoin(acquisitionInputs, eq(acquisitionInputs.acquisitionId, acquisitions.id));
  const indicators = await loadIndicators(db);
  const shared = interning();
  const rows = result.map((r): TOverviewRow => {
    const bbox = boxes.get(r.id) ?? null;
    return {
      id: r.id,
      npdId: r.npdId,
      name: r.name,
      status: r.status,
      type: r.type,
      lawCategory: r.lawCategory,
      govtReason: r.govtReason,
      companyId: r.companyId,
      createdBy: shared(r.createdBy),
      onBehalfOfCompanyId: r.onBehalfOfCompanyId,
      oceanArea: shared(r.oceanArea),
      startDate: shared(r.actualStartDate ?? r.plannedStartDate),
      endDate: shared(r.actualEndDate ?? r.plannedEndDate),
      startDateType: r.actualStartDate ? 'actual' : 'planned',
      endDateType: r.actualEndDate ? 'actual' : 'planned',
      hasGeometry: bbox !== null,
      bbox,
      indicators: indicators.get(r.id) ?? null,
    };
  });
  return new OverviewSnapshot(version, rows, new Date());
}

interface State {
  snapshot?: OverviewSnapshot;
  loading?: Promise<OverviewSnapshot>;
}
const states = new WeakMap<Db, State>();

/** The current snapshot: reused while overview_version is unchanged; concurrent reloads are shared. */
export async function overviewSnapshot(db: Db): Promise<OverviewSnapshot> {
  let state = states.get(db);
  if (!state) states.set(db, (state = {}));
  const version = await freshOverviewVersion(db);
  if (state.snapshot && state.snapshot.version === version) return state.snapshot;
  if (state.loading) {
    const pending = await state.loading;
    if (pending.version === version) return pending;
  }
  const loading = load(db, version);
  state.loading = loading;
  try {
    const snapshot = await loading;
    if (!state.snapshot || state.snapshot.version <= snapshot.version) state.snapshot = snapshot;
    if (snapshot.rows.length >= COLLECT_FROM_ROWS) collectGarbage();
    return snapshot;
  } finally {
    if (state.loading === loading) state.loading = undefined;
  }
}
