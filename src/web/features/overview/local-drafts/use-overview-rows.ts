import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useState } from 'react';
import type { TOverviewFilter } from '@/domain/overview/filter';
import type { TOverviewListItem } from '@/domain/schemas/overview';
import { useAfterFirstScreen } from '../../../components/first-screen';
import type { PendingCounts } from '../../../offline/pending-badge-view';
import { overviewKeys } from '../api/overview-keys';
import type { OutboxOverlay } from './outbox-overlay';
import { mergeOverviewRows, type TOverviewRow } from './overview-rows';

const NO_OVERLAY: OutboxOverlay = { counts: new Map(), localDrafts: [] };
/** Saves replayed together refresh the table once. */
const REFRESH_DELAY_MS = 250;

interface Input {
  /** The service's rows of the page shown (none while it could not be fetched). */
  items: readonly TOverviewListItem[];
  /** When they were fetched (epoch ms). */
  fetchedAt: number;
  filter: TOverviewFilter;
  page: number;
  /** The signed-in user's context: the overlay is read again when it changes. */
  context: string;
}

export interface OverviewRows {
  rows: TOverviewRow[];
  /** Waiting, refused and conflicting changes per acquisition id. */
  pending: ReadonlyMap<string, PendingCounts>;
  /** How many rows are drafts the service does not have yet (created offline). */
  localOnly: number;
}

/**
 * The table's rows with what this device knows: the outbox grouped per acquisition (one live query for the whole
 * table) and the drafts created offline. When a queued change reaches the service the table is fetched again; a
 * draft whose create just went through stays on the list until that fetch has it (no gap, never twice).
 */
export function useOverviewRows({ items, fetchedAt, filter, page, context }: Input): OverviewRows {
  const queryClient = useQueryClient();
  const [overlay, setOverlay] = useState(NO_OVERLAY);
  const [justSent, setJustSent] = useState<ReadonlyMap<string, { draft: unknown; sentAt: number }>>(
    new Map(),
  );

  // The outbox (IndexedDB through Dexie) is read after the first screen: the service's rows come first.
  const afterFirstScreen = useAfterFirstScreen();

  useEffect(() => {
    if (!afterFirstScreen) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: overviewKeys.all }),
        REFRESH_DELAY_MS,
      );
    };
    import('./outbox-overlay')
      .then(({ subscribeOverlay }) => {
        if (cancelled) return;
        stop = subscribeOverlay({
          // A transition: the rows re-render in slices, not in one long task.
          onChange: (next) => startTransition(() => setOverlay(next)),
          onSent: (id, created) => {
            if (created) setJustSent((sent) => new Map(sent).set(id, { draft: created, sentAt: Date.now() }));
            refresh();
          },
        });
      })
      // The chunk could not be loaded (offline before it was cached): the service's rows only.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
      clearTimeout(timer);
    };
  }, [queryClient, context, afterFirstScreen]);

  return useMemo(() => {
    const sentSinceFetch = new Map<string, unknown>();
    for (const [id, { draft, sentAt }] of justSent) if (sentAt >= fetchedAt) sentSinceFetch.set(id, draft);
    const rows = mergeOverviewRows({
      items,
      localDrafts: overlay.localDrafts,
      justSent: sentSinceFetch,
      filter,
      page,
    });
    return { rows, pending: overlay.counts, localOnly: rows.filter((row) => row.localOnly).length };
  }, [items, fetchedAt, filter, page, overlay, justSent]);
}
