import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import type { TTimelineMessage } from '@/domain/schemas/messages';
import { useTimeline } from '../api/get-timeline';
import { PendingNotes } from '../notes/pending-notes';
import { PendingCaseChanges } from '../waiting/pending-case-changes';
import { MessageCard } from './message-card';
import { matchesFilter, type TimelineFilter } from './message-kinds';
import { TimelineFilterBar, useTimelineTextFilter } from './timeline-filter';
import { useScrollToMessage } from './use-scroll-to-message';
import { BusySpinner } from '../../../components/busy-spinner';

const DOT = 12;
/** The cards before the first background render (useDeferredValue's initial value: one array, not a new one per render). */
const NO_CARDS: TTimelineMessage[] = [];
/** The gap between cards (px; tokens.spacingVerticalM). */
const GAP = 12;
/** Older messages are asked for when the end of the list comes this near the screen. */
const NEAR_END = '1500px';
const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM },
  // Cards alternate left and right of a vertical line; on a narrow screen they stand right of a line at the left.
  list: {
    position: 'relative',
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: `${GAP}px`,
    boxSizing: 'border-box',
    '::before': {
      content: '""',
      position: 'absolute',
      top: 0,
      bottom: 0,
      left: '50%',
      width: '2px',
      marginLeft: '-1px',
      backgroundColor: tokens.colorNeutralStroke1,
    },
    '@media (max-width: 720px)': { '::before': { left: `${DOT / 2}px` } },
  },
  item: {
    position: 'relative',
    // The message a link opened the case at ('Mine oppgaver', a notification mail).
    '&[data-linked]': { outline: `2px solid ${tokens.colorBrandStroke1}`, outlineOffset: '4px', borderRadius: tokens.borderRadiusMedium },
    width: `calc(50% - ${tokens.spacingHorizontalXL})`,
    boxSizing: 'border-box',
    '::after': {
      content: '""',
      position: 'absolute',
      top: tokens.spacingVerticalL,
      width: `${DOT}px`,
      height: `${DOT}px`,
      borderRadius: '50%',
      backgroundColor: tokens.colorBrandBackground,
    },
    '@media (max-width: 720px)': { width: 'auto', marginLeft: `${DOT * 2}px` },
  },
  left: {
    justifySelf: 'start',
    '::after': { right: `calc(0px - ${tokens.spacingHorizontalXL} - ${DOT / 2}px)` },
    '@media (max-width: 720px)': { justifySelf: 'stretch', '::after': { right: 'auto', left: `-${DOT * 2}px` } },
  },
  right: {
    justifySelf: 'end',
    '::after': { left: `calc(0px - ${tokens.spacingHorizontalXL} - ${DOT / 2}px)` },
    '@media (max-width: 720px)': { justifySelf: 'stretch', '::after': { left: `-${DOT * 2}px` } },
  },
});

/**
 * The timeline tab (spec 001 s2.3): the filter, then the messages the viewer may see, newest first. The service answers
 * a page at a time; older pages are asked for as the end of the list comes near the screen (a sentinel watched by an
 * IntersectionObserver).
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
  const sentinel = useRef<HTMLDivElement>(null);
  const [nearEnd, setNearEnd] = useState(false);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setNearEnd(entries.some((e) => e.isIntersecting)), { rootMargin: NEAR_END });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // Only once the cards on hand are on screen (the background render caught up): until then the sentinel stays near
  // and every page would be asked for, one after another.
  const caughtUp = listed === shown;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && nearEnd && caughtUp) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, nearEnd, caughtUp, listed.length]);
  const listRef = useRef<HTMLOListElement>(null);
  // '?message=<id>' (a task of 'Mine oppgaver', a mail's link): older pages load until the message is in the list.
  const linked = useScrollToMessage(listRef, listed.length > 0);
  const linkedHeld = !linked || messages.some((m) => m.messageId === linked);
  useEffect(() => {
    if (!linkedHeld && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [linkedHeld, hasNextPage, isFetchingNextPage, fetchNextPage]);
  // A card's button that had the focus can go with a new answer (a statement written takes its 'Svar' away): the
  // focus goes to that card rather than to the document's body (WCAG 2.4.3).
  const lastCard = useRef<string | null>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (lastCard.current && (!active || active === document.body || !active.isConnected))
      document.getElementById(`message-${lastCard.current}`)?.focus({ preventScroll: true });
  });
  return (
    <section className={styles.root} aria-label={t('timeline.label')}>
      <TimelineFilterBar value={filters} onChange={setFilters} textPending={text.pending} />
      <PendingCaseChanges acquisitionId={acquisition.id} />
      <PendingNotes acquisitionId={acquisition.id} />
      {timeline.isPending && !timeline.data && <BusySpinner />}
      {timeline.data && messages.length === 0 && <Text>{t('timeline.empty')}</Text>}
      {messages.length > 0 && shown.length === 0 && !hasNextPage && <Text>{t('timeline.noneMatch')}</Text>}
      <ol className={styles.list} data-testid="timeline" ref={listRef}>
        {listed.map((m, i) => (
          <li
            key={m.messageId}
            id={`message-${m.messageId}`}
            className={`${styles.item} ${i % 2 === 0 ? styles.left : styles.right}`}
            data-message-id={m.messageId}
            data-linked={linked === m.messageId || undefined}
            tabIndex={-1}
            onFocus={() => {
              lastCard.current = m.messageId;
            }}
          >
            <MessageCard message={m} acquisitionId={acquisition.id} />
          </li>
        ))}
      </ol>
      <div ref={sentinel} aria-hidden="true" />
      {isFetchingNextPage && <BusySpinner size="small" />}
    </section>
  );
}
