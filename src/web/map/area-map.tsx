import 'maplibre-gl/dist/maplibre-gl.css';
import { Map as MapLibre, setWorkerUrl, type GeoJSONSource, type LngLatBoundsLike } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { useEffect, useRef, useState, useId } from 'react';
import { useTranslation } from '../components/use-translation';
import { boundsOf } from '@/domain/geometry/bounds';
import type { LonLat, TAreaGeometry } from '@/domain/geometry/types';
import { areaMapStyle, type AreaSource } from './area-map-style';
import { trackBasemap } from './basemap-state';
import { MAP_PANEL_HEIGHT } from './map-panel';
import { sketchFeatures, toCollection } from './map-features';
import { expandBbox } from './use-map-focus';

setWorkerUrl(workerUrl);

/** Map zoom expansion of the area map (spec 002 s9, spec 001 s9), panel height 400, sketch debounce 200 ms. */
export const AREA_ZOOM_EXPANSION = 1.5;
export const MAP_SKETCH_DEBOUNCE_MS = 200;
const NONE: readonly TAreaGeometry[] = [];
const HOME: LngLatBoundsLike = [
  [-4, 55.5],
  [36, 74],
];

export interface AreaMapProps {
  gross: TAreaGeometry | null | undefined;
  net: TAreaGeometry | null | undefined;
  licences: readonly GeoJSON.Geometry[];
  restrictions: readonly { name: string; geometry: GeoJSON.Geometry }[];
  /** The vertices being drawn; null (or absent: a read-only map) when not drawing. */
  sketch?: { points: LonLat[]; kind: 'Polygon' | 'LineString' } | null;
  onAddVertex?: (point: LonLat) => void;
  /** The test id of the map's element ('draft-map' in the wizard). */
  testId?: string;
  /** The done areas of the weekly reports (the week-report list's map, issue 25); the map fits them too. */
  done?: readonly TAreaGeometry[];
  /** The map region's name and its text alternative, when not the acquisition's areas. */
  label?: string;
  alternative?: string;
}

/**
 * The map of one acquisition's areas (its own lazy chunk), in the draft wizard and on the acquisition page: licences,
 * restriction areas, gross and net areas; a click adds a vertex while drawing.
 */
export default function AreaMap({
  gross,
  net,
  licences,
  restrictions,
  sketch = null,
  onAddVertex,
  testId = 'area-map',
  done = NONE,
  label,
  alternative,
}: AreaMapProps) {
  const { t } = useTranslation('map');
  const alternativeId = useId();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibre | null>(null);
  const addVertex = useRef(onAddVertex);
  addVertex.current = onAddVertex;
  const loadedBasemap = useRef<() => string>(() => '');
  const drawing = useRef(false);
  drawing.current = sketch !== null;

  useEffect(() => {
    const instance = new MapLibre({
      container: container.current!,
      style: areaMapStyle(),
      bounds: HOME,
      attributionControl: false,
      dragRotate: false,
      pitchWithRotate: false,
      doubleClickZoom: false,
    });
    instance.on('load', () => setMap(instance));
    loadedBasemap.current = trackBasemap(instance);
    instance.on('click', (event) => {
      if (drawing.current) addVertex.current?.([event.lngLat.lng, event.lngLat.lat]);
    });
    return () => instance.remove();
  }, []);

  // The basemap's sources the map holds loaded (data-basemap): fetched by maplibre's worker, from the service worker's
  // precache when offline.
  const [basemap, setBasemap] = useState('');
  useEffect(() => {
    if (!map) return;
    const settle = () => setBasemap(loadedBasemap.current());
    map.on('idle', settle);
    return () => {
      map.off('idle', settle);
    };
  }, [map]);

  const setData = (source: AreaSource, data: GeoJSON.FeatureCollection) =>
    (map?.getSource(source) as GeoJSONSource | undefined)?.setData(data);

  useEffect(() => {
    if (!map) return;
    setData('gross', toCollection(gross ? [gross] : []));
    setData('net', toCollection(net ? [net] : []));
    setData('done', toCollection(done));
    setData('licences', toCollection(licences));
    setData('restrictions', toCollection(restrictions.map((r) => r.geometry)));
    const box = boundsOf([gross, net, ...done].filter(Boolean) as TAreaGeometry[]) ?? boundsOf(licences);
    if (box) {
      const [w, s, e, n] = expandBbox(box, AREA_ZOOM_EXPANSION);
      map.fitBounds(
        [
          [w, s],
          [e, n],
        ],
        { maxZoom: 11, duration: 0 },
      );
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, gross, net, done, licences, restrictions]);

  // The sketch is redrawn 200 ms after the last vertex (spec 002 s9).
  useEffect(() => {
    if (!map) return;
    const timer = setTimeout(
      () => setData('sketch', sketchFeatures(sketch)),
      sketch?.points.length ? MAP_SKETCH_DEBOUNCE_MS : 0,
    );
    map.getCanvas().style.cursor = sketch ? 'crosshair' : '';
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, sketch]);

  return (
    <>
      <div
      ref={container}
      data-testid={testId}
      data-ready={map ? 'true' : 'false'}
      data-basemap={basemap}
      role="region"
      aria-label={label ?? t('areaLabel')}
      aria-describedby={alternativeId}
      style={{ position: 'relative', width: '100%', height: MAP_PANEL_HEIGHT }}
      />
      {/* The map's text alternative (WCAG 1.1.1): the coordinate list beside it holds the same area as text. */}
      <span id={alternativeId} hidden>
        {alternative ?? t('areaAlternative')}
      </span>
    </>
  );
}
