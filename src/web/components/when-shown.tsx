import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAfterFirstScreen } from './first-screen';

/** How close to the viewport the placeholder must come before its content loads (on it: below the fold is not used). */
const ROOT_MARGIN = '0px';

/**
 * Renders its children only after the first screen is on display and once its place is on (or near) the screen;
 * until then the placeholder holds the place. Keeps heavy parts (the map and its library) out of the first load.
 */
export function WhenShown({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const ready = useAfterFirstScreen();
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    // Observed only from the first screen on: where the placeholder stood while the page was loading does not count.
    if (!ready || seen || !box.current) return;
    if (typeof IntersectionObserver === 'undefined') return setSeen(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), {
      rootMargin: ROOT_MARGIN,
    });
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [ready, seen]);

  if (ready && seen) return children;
  return (
    <div ref={box} style={{ height: '100%' }}>
      {placeholder}
    </div>
  );
}
