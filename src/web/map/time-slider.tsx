import { Text } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../components/use-translation';
import { dateOfStop, grownWindow, initialWindow, SLIDER_DEBOUNCE_MS, SLIDER_STOPS, type TSliderWindow } from '@/domain/overview/time-slider';
import { formatDate } from '../components/format-date';

export interface TPeriod {
  from: string;
  to: string;
}

const todayIso = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Oslo' });

/**
 * The overview map's time slider: 200 stops from today to four months ahead (the window grows by
 * 30 days when a thumb reaches its end, up to 12 months). Two thumbs choose a period; changes reach
 * the map 250 ms after the last move.
 */
export function TimeSlider({ onChange }: { onChange: (period: TPeriod) => void }) {
  const { t } = useTranslation('overview');
  const today = useRef(todayIso()).current;
  const [window, setWindow] = useState<TSliderWindow>(() => initialWindow(today));
  const [stops, setStops] = useState<[number, number]>([0, SLIDER_STOPS - 1]);
  const from = dateOfStop(window, stops[0]);
  const to = dateOfStop(window, stops[1]);
  const report = useRef(onChange);
  report.current = onChange;

  useEffect(() => {
    const timer = setTimeout(() => report.current({ from, to }), SLIDER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [from, to]);

  const move = (index: 0 | 1, stop: number) => {
    const next: [number, number] = index === 0 ? [Math.min(stop, stops[1]), stops[1]] : [stops[0], Math.max(stop, stops[0])];
    const grown = grownWindow(window, next[index], today);
    if (grown !== window) {
      // Keep the chosen dates where they were in the longer window.
      const span = (d: string, w: TSliderWindow) => (Date.parse(d) - Date.parse(w.start)) / (Date.parse(w.end) - Date.parse(w.start));
      next[0] = Math.round(span(dateOfStop(window, next[0]), grown) * (SLIDER_STOPS - 1));
      next[1] = Math.round(span(dateOfStop(window, next[1]), grown) * (SLIDER_STOPS - 1));
      setWindow(grown);
    }
    setStops(next);
  };

  return (
    <fieldset style={{ border: 'none', margin: 0, padding: '4px 8px', display: 'grid', gridTemplateColumns: 'auto 1fr auto', gap: '2px 8px', alignItems: 'center' }}>
      <legend style={{ fontWeight: 600, padding: 0 }}>{t('map.timeSlider')}</legend>
      <label htmlFor="slider-from">{t('map.from')}</label>
      <input id="slider-from" type="range" min={0} max={SLIDER_STOPS - 1} step={1} value={stops[0]} onChange={(e) => move(0, Number(e.target.value))} aria-valuetext={formatDate(from)} />
      <Text data-testid="slider-from-date">{formatDate(from)}</Text>
      <label htmlFor="slider-to">{t('map.to')}</label>
      <input id="slider-to" type="range" min={0} max={SLIDER_STOPS - 1} step={1} value={stops[1]} onChange={(e) => move(1, Number(e.target.value))} aria-valuetext={formatDate(to)} />
      <Text data-testid="slider-to-date">{formatDate(to)}</Text>
    </fieldset>
  );
}
