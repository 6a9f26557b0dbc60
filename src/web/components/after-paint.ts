import { useEffect, useState } from 'react';

/**
 * True once `ready` has been true through a frame the browser painted. What a page loads after its first text (a
 * tab's code) starts then, not in the render that shows the text: a fetch started before that paint delays it on a
 * busy phone and counts towards its largest paint (issue 27: the timeline tab's 17 KB before the header's LCP).
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs just before the paint; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, painted]);
  return ready && painted;
}
