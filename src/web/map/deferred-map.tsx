import { BusySpinner } from '../components/busy-spinner';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { MAP_PANEL_HEIGHT } from './map-panel';

/** How near the screen (px) a map's box must come before its map (maplibre, 300 KB of script) is loaded. */
const NEAR_SCREEN = '300px';

/**
 * A map's box of its final height, holding the map (children: a lazy component) only once the page's text is shown
 * (an idle moment after the first paint) and the box is on or near the screen: the script and work of maplibre come
 * after the text, and the page does not shift when they do.
 */
export function DeferredMap({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || mounted) return;
    let idle = false;
    let near = typeof IntersectionObserver === 'undefined';
    const maybeMount = () => idle && near && setMounted(true);
    const idleId = typeof requestIdleCallback === 'function' ? requestIdleCallback(() => ((idle = true), maybeMount()), { timeout: 1500 }) : undefined;
    const timer = idleId === undefined ? setTimeout(() => ((idle = true), maybeMount()), 200) : undefined;
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => {
            if (entries.some((e) => e.isIntersecting)) {
              near = true;
              maybeMount();
            }
          }, { rootMargin: NEAR_SCREEN });
    observer?.observe(element);
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
