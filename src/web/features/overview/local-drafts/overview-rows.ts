import { DRAFT_STATUS } from '@/domain/enums/accomplishment-status';
import { boundsOf } from '@/domain/geometry/bounds';
import { compileFilter, type TBbox, type TOverviewFilter } from '@/domain/overview/filter';
import type { TDraft } from '@/domain/schemas/draft';
import type { TOverviewListItem } from '@/domain/schemas/overview';

/** A row of the overview table: the service's, or a draft that so far exists only on this device. */
export type TOverviewRow = TOverviewListItem & {
  /** Created offline: its create call still waits in the outbox, the service does not have it yet. */
  localOnly?: boolean;
};

/** A draft kept on this device (src/web/offline/db.ts LocalDraftRecord); the draft as the wizard last saved it. */
export interface LocalDraftLike {
  id: string;
  draft: unknown;
  savedAt: number;
}

/** The box of the gross area, else the net area (as the service boxes its rows); null without either. */
function boxOf(draft: Partial<TDraft>): TBbox | null {
  const geometry = (draft.grossGeometry ?? draft.netGeometry)?.geometry;
  return (geometry && boundsOf([geometry])) ?? null;
}

/** A draft as the service answers it (or as the wizard keeps it locally) as a row of the overview. */
export function draftRow(
  id: string,
  value: unknown,
  localOnly: boolean,
): TOverviewRow & { lawCategory: number | null; govtReason: number | null } {
  const draft = (value ?? {}) as Partial<TDraft>;
  const configuration = draft.configuration;
  const bbox = boxOf(draft);
  return {
    id,
    npdId: draft.npdId ?? 0,
    name: draft.name ?? '',
    type: configuration?.type ?? null,
    startDate: draft.plannedStartDate ?? null,
    endDate: draft.plannedEndDate ?? null,
    startDateType: 'planned',
    endDateType: 'planned',
    accomplishmentStatus: DRAFT_STATUS,
    oceanArea: configuration?.oceanArea ?? null,
    isDraft: true,
    hasGeometry: bbox !== null,
    isInfo: false,
    isDue: false,
    isStar: false,
    isFlagged: false,
    bbox,
    localOnly,
    lawCategory: configuration?.lawCategory ?? null,
    govtReason: configuration?.govtReason ?? null,
  };
}

export interface MergeInput {
  /** The service's rows of the page shown. */
  items: readonly TOverviewListItem[];
  /** Drafts whose create waits, latest saved first. */
  localDrafts: readonly LocalDraftLike[];
  /** Drafts whose create reached the service after the page was fetched: the service's answer per id. */
  justSent?: ReadonlyMap<string, unknown>;
  /** The table's filter (with the map's box when 'in current view' is on). */
  filter: TOverviewFilter;
  /** Drafts this device holds are shown on the first page only, above the service's rows. */
  page: number;
}

/**
 * The rows of the table: on the first page, the drafts the service does not have yet (created offline) or did not
 * have when the page was fetched, if the filter lets them through (the service's own predicate, so drafts show only
 * when the status filter shows drafts); then the service's rows. A draft is never listed twice.
 */
export function mergeOverviewRows({
  items,
  localDrafts,
  justSent,
  filter,
  page,
}: MergeInput): TOverviewRow[] {
  if (page !== 1 || (localDrafts.length === 0 && !justSent?.size)) return [...items];
  const seen = new Set(items.map((item) => item.id));
  const matches = compileFilter(filter);
  const extra: TOverviewRow[] = [];
  const add = (id: string, draft: unknown, localOnly: boolean) => {
    if (seen.has(id)) return;
    seen.add(id);
    const { lawCategory, govtReason, ...row } = draftRow(id, draft, localOnly);
    if (matches({ ...row, status: row.accomplishmentStatus, lawCategory, govtReason })) extra.push(row);
  };
  for (const record of localDrafts) add(record.id, record.draft, true);
  for (const [id, draft] of justSent ?? []) add(id, draft, false);
  return [...extra, ...items];
}
