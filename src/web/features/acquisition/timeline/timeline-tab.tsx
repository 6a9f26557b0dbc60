import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import type { TTimelineMessage } from '@/domain/schemas/messages';
import { useTimeline } from '../api/get-timeline';
import { PendingNotes } from '../notes/pending-notes';
import { PendingCaseChanges } from '../waiting/pending-case-changes';
import { matchesFilter, type TimelineFilter } from './message-kinds';
import { TimelineFilterBar, useTimelineTextFilter } from './timeline-filter';
import { TimelineList } from './timeline-list';
import { useScrollToMessage } from './use-scroll-to-message';
import { useTimelineWindow } from './use-timeline-window';
import { BusySpinner } from '../../../components/busy-spinner';

/** The cards before the first background render (useDeferredValue's initial value: one array, not a new one per render). */
const NO_CARDS: TTimelineMessage[] = [];
const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM },
});

/**
 * The timeline tab (spec 001 s2.3): the filter, then the messages the viewer may see, newest first. The service answers
 * a page at a time; older pages are asked for as the end of the list comes near the screen. Only the cards on and near
 * the screen are rendered (use-timeline-window.ts): a case of thousands of messages scrolled through holds a screenful
 * or two of cards, not thousands.
 */
export function TimelineTab({ acquisition }: { acquisition: TAcquisition }) {
  const { t } = useTranslation('acquisition');
  const styles = useStyles();
  const timeline = useTimeline(acquisition.id);
  const [filters, setFilters] = useState<TimelineFilter[]>([]);
  const messages = useMemo(() => timeline.data?.pages.flat() ?? [], [timeline.data]);
  const byType = useMemo(() => messages.filter((m) => matchesFilter(m, filters)), [messages, filters]);
  // The text filter (?q=, the service's search within the case) narrows what is loaded; with few hits the end of the
  // list stays near the screen, so older pages go on loading and a hit on an old message appears too.
  const text = useTimelineTextFilter(acquisition.id);
  const ids = text.ids;
  const shown = useMemo(() => (ids ? byType.filter((m) => ids.has(m.messageId)) : byType), [byType, ids]);
  // The cards are rendered in a background render React splits into short tasks, not in the render a page of
  // messages arriving forces at once (a query's answer renders synchronously): on a slow phone that was one long task
  // of hundreds of milliseconds (issue 27). The first render shows the page around an empty list.
  const listed = useDeferredValue(shown, NO_CARDS);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = timeline;
  // The card that had the focus last: it stays rendered, and gets the focus back when its button goes.
  const [focusedCard, setFocusedCard] = useState<string | null>(null);
  const focusedElement = useRef<Element | null>(null);
  const onFocusCard = useCallback((messageId: string, element: Element) => {
    focusedElement.current = element;
    setFocusedCard(messageId);
  }, []);
  const listRef = useRef<HTMLOListElement>(null);
  const { virtualizer, top, nearEnd } = useTimelineWindow(listed, listRef, focusedCard, hasNextPage);
  // Only once the cards on hand are rendered (the background render caught up): until then the end of the list stays
  // near and every page would be asked for, one after another.
  const caughtUp = listed === shown;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && nearEnd && caughtUp) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, nearEnd, caughtUp, listed.length]);
  // '?message=<id>' (a task of 'Mine oppgaver', a mail's link): older pages load until the message is in the list.
  const linked = useScrollToMessage(virtualizer, listed);
  const linkedHeld = !linked || messages.some((m) => m.messageId === linked);
  useEffect(() => {
    if (!linkedHeld && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [linkedHeld, hasNextPage, isFetchingNextPage, fetchNextPage]);
  // A card's button that had the focus can go with a new answer (a statement written takes its 'Svar' away): the
  // focus goes to that card rather than to the document's body (WCAG 2.4.3). Not when the user put it there (a click
  // beside the cards): the list renders again at every scroll.
  useEffect(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (focusedCard && lost && focusedElement.current && !focusedElement.current.isConnected)
      document.getElementById(`message-${focusedCard}`)?.focus({ preventScroll: true });
  });
  return (
    <section className={styles.root} aria-label={t('timeline.label')}>
      <TimelineFilterBar value={filters} onChange={setFilters} textPending={text.pending} />
      <PendingCaseChanges acquisitionId={acquisition.id} />
      <PendingNotes acquisitionId={acquisition.id} />
      {timeline.isPending && !timeline.data && <BusySpinner />}
      {timeline.data && messages.length === 0 && <Text>{t('timeline.empty')}</Text>}
      {messages.length > 0 && shown.length === 0 && !hasNextPage && <Text>{t('timeline.noneMatch')}</Text>}
      <TimelineList
        messages={listed}
        virtualizer={virtualizer}
        top={top}
        acquisitionId={acquisition.id}
        linked={linked}
        onFocusCard={onFocusCard}
        listRef={listRef}
      />
      {isFetchingNextPage && <BusySpinner size="small" />}
    </section>
  );
}
