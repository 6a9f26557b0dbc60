import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { useTimeline } from '../api/get-timeline';
import { PendingNotes } from '../notes/pending-notes';
import { MessageCard } from './message-card';
import { matchesFilter, type TimelineFilter } from './message-kinds';
import { TimelineFilterBar } from './timeline-filter';
import { useScrollToMessage } from './use-scroll-to-message';

const DOT = 12;
const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM },
  // Cards alternate left and right of a vertical line; on a narrow screen they stand right of a line at the left.
  list: {
    position: 'relative',
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalM,
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

/** The timeline tab (spec 001 s2.3): the filter, then the messages the viewer may see, newest first. */
export function TimelineTab({ acquisition }: { acquisition: TAcquisition }) {
  const { t } = useTranslation('acquisition');
  const styles = useStyles();
  const timeline = useTimeline(acquisition.id);
  const [filters, setFilters] = useState<TimelineFilter[]>([]);
  const messages = timeline.data ?? [];
  const shown = messages.filter((m) => matchesFilter(m, filters));
  const listRef = useRef<HTMLOListElement>(null);
  const linked = useScrollToMessage(listRef, shown.length > 0);
  return (
    <section className={styles.root} aria-label={t('timeline.label')}>
      <TimelineFilterBar value={filters} onChange={setFilters} />
      <PendingNotes acquisitionId={acquisition.id} />
      {timeline.isPending && !timeline.data && <Spinner />}
      {timeline.data && messages.length === 0 && <Text>{t('timeline.empty')}</Text>}
      {messages.length > 0 && shown.length === 0 && <Text>{t('timeline.noneMatch')}</Text>}
      <ol className={styles.list} data-testid="timeline" ref={listRef}>
        {shown.map((m, i) => (
          <li
            key={m.messageId}
            className={`${styles.item} ${i % 2 === 0 ? styles.left : styles.right}`}
            data-message-id={m.messageId}
            data-linked={linked === m.messageId || undefined}
            tabIndex={linked === m.messageId ? -1 : undefined}
          >
            <MessageCard message={m} acquisitionId={acquisition.id} />
          </li>
        ))}
      </ol>
    </section>
  );
}
