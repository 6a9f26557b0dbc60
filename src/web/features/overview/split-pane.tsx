import { useRef, useState, useSyncExternalStore, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from '../../components/use-translation';

const STORAGE_KEY = 'meldesystem.overview.split';
const MIN = 25;
const MAX = 80;

function storedRatio(): number {
  const value = Number(localStorage.getItem(STORAGE_KEY));
  return value >= MIN && value <= MAX ? value : 70;
}

const NARROW = '(max-width: 900px)';
const subscribeNarrow = (listener: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};
const isNarrow = () => window.matchMedia(NARROW).matches;

/** Table and map side by side with a divider the user drags (or moves with the arrow keys); the width is remembered. Stacked on small screens. */
export function SplitPane({ left, right }: { left: ReactNode; right: ReactNode }) {
  const { t } = useTranslation('overview');
  const [ratio, setRatio] = useState(storedRatio);
  const box = useRef<HTMLDivElement>(null);
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow, () => false);

  const set = (value: number) => {
    const clamped = Math.min(MAX, Math.max(MIN, value));
    setRatio(clamped);
    localStorage.setItem(STORAGE_KEY, String(clamped));
  };
  const drag = (event: PointerEvent<HTMLDivElement>) => {
    if (!(event.buttons & 1) || !box.current) return;
    const rect = box.current.getBoundingClientRect();
    set(((event.clientX - rect.left) / rect.width) * 100);
  };
  const keys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') set(ratio - 5);
    else if (event.key === 'ArrowRight') set(ratio + 5);
  };

  if (narrow) {
    // Small screens: the table above the map, no divider.
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, width: '100%' }}>
        <div style={{ overflowX: 'auto' }}>{left}</div>
        <div style={{ height: 480 }}>{right}</div>
      </div>
    );
  }
  return (
    <div ref={box} style={{ display: 'flex', flex: 1, minHeight: 0, width: '100%' }}>
      <div style={{ flex: `0 0 ${ratio}%`, minWidth: 0, overflow: 'auto' }}>{left}</div>
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label={t('map.divider')}
        aria-valuemin={MIN}
        aria-valuemax={MAX}
        aria-valuenow={Math.round(ratio)}
        tabIndex={0}
        onPointerDown={(e) => e.currentTarget.setPointerCapture(e.pointerId)}
        onPointerMove={drag}
        onKeyDown={keys}
        data-testid="split-divider"
        style={{ flex: '0 0 8px', cursor: 'col-resize', background: '#e1dfdd', touchAction: 'none' }}
      />
      <div style={{ flex: 1, minWidth: 0 }}>{right}</div>
    </div>
  );
}
