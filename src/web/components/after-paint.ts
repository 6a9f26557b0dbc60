import { useEffect, useState } from 'react';
import { afterLargestPaint } from './largest-paint';

/**
 * True once `ready` has been true through a frame the browser painted and presented (largest-paint.ts). What a page
 * loads after its first text (a tab's code, its live stream) starts then, not in the render that shows the text: a
 * request started before that paint delays it on a busy phone and counts towards its largest paint (issue 27: the
 * timeline tab's 17 KB and the live stream before the header's LCP, 0.19-0.38 s in Lighthouse over HTTP/1.1).
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    return afterLargestPaint(performance.now(), () => setPainted(true));
  }, [ready, painted]);
  return ready && painted;
}
