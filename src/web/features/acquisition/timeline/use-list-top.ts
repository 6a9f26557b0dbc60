import { useLayoutEffect, useState } from 'react';

/**
 * Where the timeline's list starts in the document (px), for the window virtualizer's scrollMargin: below the page's
 * header, tabs, filter and the changes waiting on this device, any of which can change height.
 *
 * The browser's scroll anchoring is off while the timeline is shown: the virtualizer keeps the reader's card in place
 * itself (a card measured above the screen, a message arriving at the top), and the two together moved the page
 * twice. So when something above the list grows or shrinks while the list's top is above the screen, the page is
 * scrolled by as much here, as the browser did.
 */
export function useListTop(list: React.RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const body = document.body;
    const anchoring = body.style.overflowAnchor;
    body.style.overflowAnchor = 'none';
    let current: number | null = null;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().top + window.scrollY);
      if (next === current) return;
      if (current !== null && window.scrollY > current) window.scrollBy(0, next - current);
      current = next;
      setTop(next);
    };
    measure();
    // Something above the list that changes height changes the height of an element that holds both (the window's
    // width too, their widths).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    for (let holder = element.parentElement; holder; holder = holder.parentElement) observer?.observe(holder);
    return () => {
      observer?.disconnect();
      body.style.overflowAnchor = anchoring;
    };
  }, [list]);
  return top;
}
