import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useMemo } from 'react';
import { TIMELINE_PAGE_SIZE } from '@/domain/case-dialogue/timeline-cursor';
import type { TTimelineMessage } from '@/domain/schemas/messages';
import { useListTop } from './use-list-top';

/** The gap between cards (px; tokens.spacingVerticalM). */
export const TIMELINE_GAP = 12;
/** A card's height before it is measured (px): a status change or report with a line of text, at either width. */
const ESTIMATED_CARD = 170;
/**
 * Cards rendered beyond each edge of the screen: about a phone's screen and a half of them (some 1,200 px), so a
 * swipe finds them drawn while the next ones render.
 */
const OVERSCAN = 6;
/**
 * A whole timeline of one page at most (no older page) renders all its cards, as it did before the window: a few dozen
 * cards cost little in the background render, and a short case keeps every card in the page (the browser's find, a
 * card far down). A longer one is windowed from its first page on.
 */
const ALL_UP_TO = TIMELINE_PAGE_SIZE;
/** An older page is asked for when the last card on screen is this near the end of the cards on hand. */
const NEAR_END = 10;

/**
 * The timeline's window (issue 27): only the cards on and near the screen are rendered, measured as they render, with
 * the page (the window) as the scroller and the list starting below the header (a short timeline renders all). The
 * card that had the focus stays rendered wherever it is (its focus is not lost to a scroll). A message arriving at the top while the user reads
 * further down leaves the cards read where they are; at the top of the list it shows.
 */
export function useTimelineWindow(
  messages: TTimelineMessage[],
  list: React.RefObject<HTMLElement | null>,
  keptId: string | null,
  /** Whether older pages are still to be had. */
  more: boolean,
) {
  const top = useListTop(list);
  const kept = useMemo(
    () => (keptId ? messages.findIndex((m) => m.messageId === keptId) : -1),
    [messages, keptId],
  );
  const rangeExtractor = useCallback(
    (range: Range) => {
      if (!more && range.count <= ALL_UP_TO) return Array.from({ length: range.count }, (_, i) => i);
      const indexes = defaultRangeExtractor(range);
      if (kept < 0 || kept >= range.count || indexes.includes(kept)) return indexes;
      return [...indexes, kept].sort((a, b) => a - b);
    },
    [kept, more],
  );
  const getItemKey = useCallback((index: number) => messages[index]?.messageId ?? index, [messages]);
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: messages.length,
    estimateSize: () => ESTIMATED_CARD,
    overscan: OVERSCAN,
    gap: TIMELINE_GAP,
    scrollMargin: top,
    getItemKey,
    rangeExtractor,
    // 'end': the card at the top of the screen keeps its place when the list changes at its start (the virtualizer's
    // anchoring of a chat's older messages); only while the list's start is above the screen.
    anchorTo: typeof window !== 'undefined' && window.scrollY > top ? 'end' : 'start',
  });
  const range = virtualizer.range;
  const nearEnd = messages.length === 0 || (range !== null && range.endIndex >= messages.length - NEAR_END);
  return { virtualizer, top, nearEnd };
}
