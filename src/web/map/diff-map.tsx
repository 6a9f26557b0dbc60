import 'maplibre-gl/dist/maplibre-gl.css';
import { Map as MapLibre, setWorkerUrl, type GeoJSONSource } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { useEffect, useId, useRef, useState } from 'react';
import { boundsOf } from '@/domain/geometry/bounds';
import type { TAreaGeometry } from '@/domain/geometry/types';
import { trackBasemap } from './basemap-state';
import { DIFF_ZOOM_FACTOR, diffMapStyle } from './diff-map-style';
import { toCollection } from './map-features';
import { expandBbox } from './use-map-focus';

setWorkerUrl(workerUrl);

export interface DiffMapProps {
  previous: readonly TAreaGeometry[];
  next: readonly TAreaGeometry[];
  /** The map region's name and its text alternative (the list under the map says what changed). */
  label: string;
  alternative: string;
  height: number;
}

/**
 * The area diff's map (its own lazy chunk): the previous and the new outlines over the offline basemap the other
 * area maps use, fitted to both grown by the diff view's factor (1.3). data-ready turns 'true' when the map has
 * drawn with both outlines; data-basemap names the basemap sources it holds loaded by then, data-bounds the view
 * (west south east north) and data-outlines the box of both outlines.
 */
export default function DiffMap({ previous, next, label, alternative, height }: DiffMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const alternativeId = useId();
  const [map, setMap] = useState<MapLibre | null>(null);
  const [ready, setReady] = useState<{ basemap: string; bounds: string; outlines: string } | null>(null);
  const loadedBasemap = useRef<() => string>(() => '');

  useEffect(() => {
    const instance = new MapLibre({
      container: container.current!,
      style: diffMapStyle(),
      attributionControl: false,
      dragRotate: false,
      pitchWithRotate: false,
      doubleClickZoom: false,
    });
    instance.on('load', () => setMap(instance));
    loadedBasemap.current = trackBasemap(instance);
    return () => instance.remove();
  }, []);

  // The outlines by value: a new array of the same outlines (the dialog drawn again as the comment is typed) is no change.
  const outlines = JSON.stringify([previous, next]);
  useEffect(() => {
    if (!map) return;
    setReady(null);
    (map.getSource('previous') as GeoJSONSource | undefined)?.setData(toCollection(previous));
    (map.getSource('next') as GeoJSONSource | undefined)?.setData(toCollection(next));
    const box = boundsOf([...previous, ...next]);
    // Fitted again when the box changes size (a phone turned, the dialog narrowed): both outlines stay in view.
    const fit = () => {
      if (!box) return;
      const [w, s, e, n] = expandBbox(box, DIFF_ZOOM_FACTOR);
      map.fitBounds([[w, s], [e, n]], { maxZoom: 11, duration: 0, padding: 8 });
    };
    fit();
    const settle = () => {
      const shown = map.getBounds();
      setReady({
        basemap: loadedBasemap.current(),
        bounds: [shown.getWest(), shown.getSouth(), shown.getEast(), shown.getNorth()].map((v) => v.toFixed(4)).join(' '),
        outlines: (box ?? []).map((v) => v.toFixed(4)).join(' '),
      });
    };
    const refit = () => {
      fit();
      map.once('idle', settle);
    };
    map.once('idle', settle);
    map.on('resize', refit);
    return () => {
      map.off('idle', settle);
      map.off('resize', refit);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the outlines are compared by value (outlines)
  }, [map, outlines]);

  return (
    <>
      <div
        ref={container}
        data-testid="diff-map"
        data-zoom={DIFF_ZOOM_FACTOR}
        data-ready={ready ? 'true' : 'false'}
        data-basemap={ready?.basemap ?? ''}
        data-bounds={ready?.bounds ?? ''}
        data-outlines={ready?.outlines ?? ''}
        role="region"
        aria-label={label}
        aria-describedby={alternativeId}
        style={{ position: 'relative', width: '100%', height }}
      />
      <span id={alternativeId} hidden>
        {alternative}
      </span>
    </>
  );
}
