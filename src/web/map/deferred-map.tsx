import { BusySpinner } from '../components/busy-spinner';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { MAP_PANEL_HEIGHT } from './map-panel';

/**
 * How near the screen (px) a map's box must come before its map (maplibre, 300 KB of script and a second of work at a
 * phone's speed) is loaded: on the screen itself, so a map below a phone's first screen is not loaded until scrolled to.
 */
const NEAR_SCREEN = '0px';

/**
 * A map's box of its final height, holding the map (children: a lazy component) only once the page's text is shown
 * (an idle moment after the first paint) and the box is then on the screen: the script and work of maplibre come
 * after the text, not at all for a map below the first screen until it is scrolled to, and the page does not shift
 * when they do. The box is looked at only after the idle moment: a box that stood on the screen while the page's
 * data was still arriving, and was pushed below it, does not count (issue 27).
 */
export function DeferredMap({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || mounted) return;
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      if (typeof IntersectionObserver === 'undefined') return setMounted(true);
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) setMounted(true);
        },
        { rootMargin: NEAR_SCREEN },
      );
      observer.observe(element);
    };
    const idleId = typeof requestIdleCallback === 'function' ? requestIdleCallback(watch, { timeout: 1500 }) : undefined;
    const timer = idleId === undefined ? setTimeout(watch, 200) : undefined;
    return () => {
      if (idleId !== undefined) cancelIdleCallback(idleId);
      if (timer !== undefined) clearTimeout(timer);
      observer?.disconnect();
    };
  }, [mounted]);
  const placeholder = (
    <div style={{ height: MAP_PANEL_HEIGHT, display: 'grid', placeItems: 'center' }}>
      <BusySpinner size="small" />
    </div>
  );
  return (
    <div ref={box} style={{ minHeight: MAP_PANEL_HEIGHT }} data-testid="deferred-map">
      {mounted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
