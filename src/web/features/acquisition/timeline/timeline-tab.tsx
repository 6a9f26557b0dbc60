import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { useTimeline } from '../api/get-timeline';
import { PendingNotes } from '../notes/pending-notes';
import { MessageCard } from './message-card';
import { matchesFilter, type TimelineFilter } from './message-kinds';
import { TimelineFilterBar } from './timeline-filter';

const DOT = 12;
/** The gap between cards (px; tokens.spacingVerticalM), known to the windowing. */
const GAP = 12;
/** A card's height before it is measured (px). */
const ESTIMATED_CARD = 170;
/** Cards rendered beyond the screen on either side. */
const OVERSCAN = 6;
/** A timeline of this many cards shown or fewer (a case's usual history) is rendered whole; longer ones by window. */
const WINDOW_FROM = 60;
/** Older messages are asked for when the last card held is this close to the screen. */
const FETCH_AHEAD = 10;
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

/** The top of an element in the document (px): where the window's scrolling reaches it. */
const documentTopOf = (element: HTMLElement | null) => (element ? element.getBoundingClientRect().top + window.scrollY : 0);

/**
 * The timeline tab (spec 001 s2.3): the filter, then the messages the viewer may see, newest first. The service answers
 * a page at a time; older pages are asked for as the user scrolls towards the end, and only the cards on (and near)
 * the screen are rendered (windowing over the window's scroll; the list's padding stands for the cards not rendered).
 */
export function TimelineTab({ acquisition }: { acquisition: TAcquisition }) {
  const { t } = useTranslation('acquisition');
  const styles = useStyles();
  const timeline = useTimeline(acquisition.id);
  const [filters, setFilters] = useState<TimelineFilter[]>([]);
  const messages = useMemo(() => timeline.data?.pages.flat() ?? [], [timeline.data]);
  const shown = useMemo(() => messages.filter((m) => matchesFilter(m, filters)), [messages, filters]);
  const listRef = useRef<HTMLOListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // The list's place in the page moves when what stands above it changes (the header, notes waiting to be sent): it
  // is read again whenever the page's size changes.
  useLayoutEffect(() => {
    const measure = () => setScrollMargin((old) => {
      const top = documentTopOf(listRef.current);
      return Math.abs(top - old) > 0.5 ? top : old;
    });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: shown.length,
    estimateSize: () => ESTIMATED_CARD,
    overscan: shown.length <= WINDOW_FROM ? WINDOW_FROM : OVERSCAN,
    gap: GAP,
    scrollMargin,
    getItemKey: (index) => shown[index]!.messageId,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = timeline;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= shown.length - FETCH_AHEAD) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastIndex, shown.length]);
  const before = items[0] ? items[0].start - scrollMargin : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)!.end - scrollMargin) : 0;
  return (
    <section className={styles.root} aria-label={t('timeline.label')}>
      <TimelineFilterBar value={filters} onChange={setFilters} />
      <PendingNotes acquisitionId={acquisition.id} />
      {timeline.isPending && !timeline.data && <Spinner />}
      {timeline.data && messages.length === 0 && <Text>{t('timeline.empty')}</Text>}
      {messages.length > 0 && shown.length === 0 && !hasNextPage && <Text>{t('timeline.noneMatch')}</Text>}
      <ol
        ref={listRef}
        className={styles.list}
        data-testid="timeline"
        style={{ paddingTop: Math.max(0, before), paddingBottom: Math.max(0, after) }}
      >
        {items.map((item) => {
          const m = shown[item.index]!;
          return (
            <li
              key={m.messageId}
              ref={virtualizer.measureElement}
              data-index={item.index}
              className={`${styles.item} ${item.index % 2 === 0 ? styles.left : styles.right}`}
            >
              <MessageCard message={m} acquisitionId={acquisition.id} />
            </li>
          );
        })}
      </ol>
      {isFetchingNextPage && <Spinner size="small" />}
    </section>
  );
}
