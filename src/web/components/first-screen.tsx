import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { afterLargestPaint } from './largest-paint';
import { QuietBoundary } from './quiet-boundary';

/**
 * The first screen: the overview's table (the overview calls markFirstScreen), any other page once it is mounted
 * (FirstScreenRoutes), and at the latest FALLBACK_MS after the page's load event (the way-in screens: role selector,
 * GDPR). What the first screen does not need (the map, the outbox, menus, the service worker) loads after it, in an
 * idle moment, so it neither delays the table nor blocks its first input.
 */
const FALLBACK_MS = 10_000;
const IDLE_TIMEOUT_MS = 500;

let done = false;
let marked = false;
const listeners = new Set<() => void>();

function finish(): void {
  if (done) return;
  done = true;
  for (const listener of listeners) listener();
}

/** The first screen is on display: what waits for it loads once the browser is idle. */
export function markFirstScreen(): void {
  if (marked) return;
  marked = true;
  // The screen painted and presented first (its largest paint recorded): nothing fetched or run after it counts
  // towards that paint (issue 27: Dexie's file ended before the timeline header's LCP over HTTP/1.1).
  afterLargestPaint(performance.now(), () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(finish, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(finish, 0);
  });
}

if (typeof window !== 'undefined') {
  const fallback = () => setTimeout(markFirstScreen, FALLBACK_MS);
  if (document.readyState === 'complete') fallback();
  else window.addEventListener('load', fallback, { once: true });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Resolves once the first screen is on display and the browser had an idle moment (at once after that). */
export function afterFirstScreen(): Promise<void> {
  if (done) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = subscribe(() => {
      unsubscribe();
      resolve();
    });
  });
}

/**
 * True once the first screen is on display and the browser had an idle moment. The change is rendered as a
 * transition: React renders what loads after the first screen in slices and yields between them, so it never blocks
 * the main thread for long (a store read with useSyncExternalStore would render it all in one synchronous task).
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(done);
  useEffect(() => {
    if (ready) return;
    const show = () => startTransition(() => setReady(true));
    // Finished between this render and this effect: nothing would call the listener any more.
    if (done) show();
    const unsubscribe = subscribe(show);
    return () => {
      unsubscribe();
    };
  }, [ready]);
  return ready;
}

/**
 * Like React.lazy, but neither fetched nor rendered before the first screen is on display (the fallback until then).
 * A part that fails to load or render stays as its fallback (quiet-boundary.tsx): it never takes the page with it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function lazyAfterFirstScreen<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  fallback: ReactNode = null,
): (props: ComponentProps<T>) => ReactNode {
  const Component = lazy(load);
  return function AfterFirstScreen(props: ComponentProps<T>) {
    const ready = useAfterFirstScreen();
    if (!ready) return fallback;
    return (
      <QuietBoundary fallback={fallback}>
        <Suspense fallback={fallback}>
          <Component {...props} />
        </Suspense>
      </QuietBoundary>
    );
  };
}
