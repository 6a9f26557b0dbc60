/** How long after the frame is painted the wait lasts at most for the browser to record its largest paint. */
const LARGEST_PAINT_WAIT_MS = 250;

const recordsLargestPaint = () =>
  typeof PerformanceObserver !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');

/**
 * Calls `then` once a frame painted after `since` (a performance.now() time) has been presented: where the browser
 * records largest paints, when it records one after `since` (at most LARGEST_PAINT_WAIT_MS after the next frame: a
 * page whose largest text came earlier records none); elsewhere in the task after the next frame. A frame's paint is
 * presented a little after the task that painted it (tens of ms in a headless browser): a request started in between
 * still counts towards the page's largest paint (issue 27). Answers a cancel.
 */
export function afterLargestPaint(since: number, then: () => void): () => void {
  let finished = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  const stop = () => {
    finished = true;
    observer?.disconnect();
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
  const done = () => {
    if (finished) return;
    stop();
    then();
  };
  if (recordsLargestPaint()) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) done();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  // The frame callback runs just before the paint; a task queued from it runs after that paint.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(done, observer ? LARGEST_PAINT_WAIT_MS : 0);
  });
  return stop;
}
