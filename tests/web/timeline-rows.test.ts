import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VirtualItem } from '@tanstack/react-virtual';
import { timelineRows, type TTimelineRow } from '@/web/features/acquisition/timeline/virtual-rows';

const GAP = 12;

/** Items of the given heights from `top` on, `gap` apart, as the virtualizer measures them. */
function measured(sizes: number[], top: number): VirtualItem[] {
  let start = top;
  return sizes.map((size, index) => {
    const item = { key: `m${index}`, index, start, size, end: start + size, lane: 0 };
    start = item.end + GAP;
    return item;
  });
}

/** Lays the rows out as the grid does (each child `GAP` after the one before): where each card starts, and the end. */
function layOut(
  rows: TTimelineRow[],
  heights: number[],
  top: number,
): { starts: Map<number, number>; end: number } {
  const starts = new Map<number, number>();
  let at = top;
  rows.forEach((row, i) => {
    if (i > 0) at += GAP;
    if ('spacer' in row) at += row.spacer;
    else {
      starts.set(row.index, at);
      at += heights[row.index]!;
    }
  });
  return { starts, end: at };
}

describe('timelineRows', () => {
  it('puts spacers before and after the cards rendered, and none at an edge reached', () => {
    const items = measured([100, 200, 150, 120], 400);
    const total = items.at(-1)!.end - 400;
    expect(timelineRows(items.slice(1, 3), 400, total, GAP)).toEqual([
      { key: 'before-m1', spacer: 100 },
      { index: 1, key: 'm1' },
      { index: 2, key: 'm2' },
      { key: 'after', spacer: 120 },
    ]);
    expect(timelineRows(items, 400, total, GAP).every((row) => !('spacer' in row))).toBe(true);
    expect(timelineRows([], 400, 0, GAP)).toEqual([]);
  });

  it('lays every card rendered where the virtualizer has it, and the list as high as the whole', () => {
    const arbitrary = fc
      .array(fc.integer({ min: 40, max: 600 }), { minLength: 1, maxLength: 60 })
      .chain((sizes) =>
        fc.tuple(fc.constant(sizes), fc.subarray(sizes.map((_, i) => i)), fc.integer({ min: 0, max: 2000 })),
      );
    fc.assert(
      fc.property(arbitrary, ([sizes, rendered, top]) => {
        const items = measured(sizes, top);
        const total = items.at(-1)!.end - top;
        const rows = timelineRows(
          rendered.map((i) => items[i]!),
          top,
          total,
          GAP,
        );
        const { starts, end } = layOut(rows, sizes, top);
        for (const i of rendered) expect(starts.get(i)).toBe(items[i]!.start);
        expect(end).toBe(top + total);
        expect(rows.filter((row) => 'spacer' in row).every((row) => 'spacer' in row && row.spacer >= 0)).toBe(
          true,
        );
      }),
    );
  });
});
