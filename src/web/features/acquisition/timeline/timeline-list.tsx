import { makeStyles, tokens } from '@fluentui/react-components';
import type { Virtualizer } from '@tanstack/react-virtual';
import { memo } from 'react';
import type { TTimelineMessage } from '@/domain/schemas/messages';
import { MessageCard } from './message-card';
import { TIMELINE_GAP } from './use-timeline-window';
import { timelineRows } from './virtual-rows';

const DOT = 12;
/** A card renders again when its message changes, not at each scroll (the list renders again as its window moves). */
const Card = memo(MessageCard);
const useStyles = makeStyles({
  // Cards alternate left and right of a vertical line; on a narrow screen they stand right of a line at the left.
  list: {
    position: 'relative',
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: `${TIMELINE_GAP}px`,
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
    '&[data-linked]': {
      outline: `2px solid ${tokens.colorBrandStroke1}`,
      outlineOffset: '4px',
      borderRadius: tokens.borderRadiusMedium,
    },
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
    '@media (max-width: 720px)': {
      justifySelf: 'stretch',
      '::after': { right: 'auto', left: `-${DOT * 2}px` },
    },
  },
  right: {
    justifySelf: 'end',
    '::after': { left: `calc(0px - ${tokens.spacingHorizontalXL} - ${DOT / 2}px)` },
    '@media (max-width: 720px)': { justifySelf: 'stretch', '::after': { left: `-${DOT * 2}px` } },
  },
});

interface TimelineListProps {
  messages: TTimelineMessage[];
  virtualizer: Virtualizer<Window, HTMLLIElement>;
  /** Where the list starts in the document (the virtualizer's scrollMargin). */
  top: number;
  acquisitionId: string;
  /** The message a link opened the case at (?message=). */
  linked: string | null;
  /** Focus went to a card or into it (the element focused). */
  onFocusCard: (messageId: string, element: Element) => void;
  listRef: React.Ref<HTMLOListElement>;
}

/**
 * The timeline's cards, newest first: an ordered list of all the messages held, of which only those on and near the
 * screen are rendered (the rest is spacers the assistive technologies do not see); each card says its place in the
 * whole (aria-posinset of aria-setsize).
 */
export function TimelineList({
  messages,
  virtualizer,
  top,
  acquisitionId,
  linked,
  onFocusCard,
  listRef,
}: TimelineListProps) {
  const styles = useStyles();
  const rows = timelineRows(virtualizer.getVirtualItems(), top, virtualizer.getTotalSize(), TIMELINE_GAP);
  return (
    <ol className={styles.list} data-testid="timeline" ref={listRef}>
      {rows.map((row) => {
        if ('spacer' in row)
          return <li key={row.key} aria-hidden="true" style={{ height: `${row.spacer}px` }} />;
        const m = messages[row.index];
        if (!m) return null;
        return (
          <li
            key={m.messageId}
            ref={virtualizer.measureElement}
            data-index={row.index}
            id={`message-${m.messageId}`}
            className={`${styles.item} ${row.index % 2 === 0 ? styles.left : styles.right}`}
            data-message-id={m.messageId}
            data-linked={linked === m.messageId || undefined}
            aria-setsize={messages.length}
            aria-posinset={row.index + 1}
            tabIndex={-1}
            onFocus={(event) => onFocusCard(m.messageId, event.target)}
          >
            <Card message={m} acquisitionId={acquisitionId} />
          </li>
        );
      })}
    </ol>
  );
}
