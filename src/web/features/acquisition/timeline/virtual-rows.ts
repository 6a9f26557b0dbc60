import type { VirtualItem } from '@tanstack/react-virtual';

/** A child of the timeline's list: a message's card (by its index in the list), or the room of cards not rendered. */
export type TTimelineRow = { index: number; key: VirtualItem['key'] } | { key: string; spacer: number };

/**
 * The list's children for the cards the virtualizer renders (in index order): each card in its place, and a spacer
 * (its height) for every run of cards not rendered, before, between (a focused card kept far away) and after them.
 * The children stand in a grid with `gap` between them, as the virtualizer counts them; `top` is where the list starts
 * in the document (the virtualizer's scrollMargin) and `size` the whole list's height (getTotalSize).
 */
export function timelineRows(
  items: readonly VirtualItem[],
  top: number,
  size: number,
  gap: number,
): TTimelineRow[] {
  const rows: TTimelineRow[] = [];
  // Where the next child starts.
  let next = top;
  for (const item of items) {
    // Half a pixel: measured heights are fractions, and a run of none is no spacer.
    if (item.start > next + 0.5)
      rows.push({ key: `before-${String(item.key)}`, spacer: Math.max(0, item.start - next - gap) });
    rows.push({ index: item.index, key: item.key });
    next = item.end + gap;
  }
  const end = top + size;
  if (items.length === 0) {
    if (size > 0) rows.push({ key: 'after', spacer: size });
  } else if (end > next + 0.5) rows.push({ key: 'after', spacer: end - next });
  return rows;
}
