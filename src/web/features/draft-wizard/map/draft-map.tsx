import 'maplibre-gl/dist/maplibre-gl.css';
import { Map as MapLibre, setWorkerUrl, type GeoJSONSource, type LngLatBoundsLike } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boundsOf } from '@/domain/geometry/bounds';
import type { LonLat, TAreaGeometry } from '@/domain/geometry/types';
import land from '../../../../../public/basemap/land.json';
import shelf from '../../../../../public/basemap/shelf.json';
import { expandBbox } from '../../../map/use-map-focus';
import { draftMapStyle, type DraftSource } from './draft-map-style';
import { sketchFeatures, toCollection } from './map-features';

setWorkerUrl(workerUrl);

/** Map zoom expansion of the draft map (spec 002 s9), panel height 400, sketch debounce 200 ms. */
export const DRAFT_ZOOM_EXPANSION = 1.5;
export const MAP_PANEL_HEIGHT = 400;
export const MAP_SKETCH_DEBOUNCE_MS = 200;
const HOME: LngLatBoundsLike = [
  [-4, 55.5],
  [36, 74],
];

export interface DraftMapProps {
  gross: TAreaGeometry | null | undefined;
  net: TAreaGeometry | null | undefined;
  licences: readonly GeoJSON.Geometry[];
  restrictions: readonly { name: string; geometry: GeoJSON.Geometry }[];
  /** The vertices being drawn; null when not drawing. */
  sketch: { points: LonLat[]; kind: 'Polygon' | 'LineString' } | null;
  onAddVertex: (point: LonLat) => void;
}

/** The wizard's map (its own lazy chunk): licences, restriction areas, gross and net areas; a click adds a vertex while drawing. */
export default function DraftMap({ gross, net, licences, restrictions, sketch, onAddVertex }: DraftMapProps) {
  const { t } = useTranslation('draft');
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibre | null>(null);
  const addVertex = useRef(onAddVertex);
  addVertex.current = onAddVertex;
  const drawing = useRef(false);
  drawing.current = sketch !== null;

  useEffect(() => {
    const instance = new MapLibre({
      container: container.current!,
      style: draftMapStyle(land as GeoJSON.FeatureCollection, shelf as GeoJSON.FeatureCollection),
      bounds: HOME,
      attributionControl: false,
      dragRotate: false,
      pitchWithRotate: false,
      doubleClickZoom: false,
    });
    instance.on('load', () => setMap(instance));
    instance.on('click', (event) => {
      if (drawing.current) addVertex.current([event.lngLat.lng, event.lngLat.lat]);
    });
    return () => instance.remove();
  }, []);

  const setData = (source: DraftSource, data: GeoJSON.FeatureCollection) =>
    (map?.getSource(source) as GeoJSONSource | undefined)?.setData(data);

  useEffect(() => {
    if (!map) return;
    setData('gross', toCollection(gross ? [gross] : []));
    setData('net', toCollection(net ? [net] : []));
    setData('licences', toCollection(licences));
    setData('restrictions', toCollection(restrictions.map((r) => r.geometry)));
    const box = boundsOf([gross, net].filter(Boolean) as TAreaGeometry[]) ?? boundsOf(licences);
    if (box) {
      const [w, s, e, n] = expandBbox(box, DRAFT_ZOOM_EXPANSION);
      map.fitBounds(
        [
          [w, s],
          [e, n],
        ],
        { maxZoom: 11, duration: 0 },
      );
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, gross, net, licences, restrictions]);

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
    <div
      ref={container}
      data-testid="draft-map"
      role="region"
      aria-label={t('area.mapLabel')}
      style={{ position: 'relative', width: '100%', height: MAP_PANEL_HEIGHT }}
    />
  );
}
