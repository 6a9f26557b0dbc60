import 'maplibre-gl/dist/maplibre-gl.css';
import { Text } from '@fluentui/react-components';
import { Map as MapLibre, setWorkerUrl, type FilterSpecification, type GeoJSONSource, type LngLatBoundsLike } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { useEffect, useMemo, useRef, useState, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { compileFilter, type TBbox, type TOverviewFilter } from '@/domain/overview/filter';
import { periodMeets } from '@/domain/overview/time-slider';
import type { TOverviewGeometry } from '@/domain/schemas/overview';
import land from '../../../public/basemap/land.json';
import shelf from '../../../public/basemap/shelf.json';
import { MapLegend } from './map-legend';
import { acquisitionFilter, LAYER_GROUPS, overviewStyle, type LayerGroup } from './overview-map-style';
import { TimeSlider, type TPeriod } from './time-slider';
import { useMapFocus, type TMapFocus } from './use-map-focus';

setWorkerUrl(workerUrl);

/** Overview home: the whole shelf, from the North Sea to the Barents Sea (scale about 1:40,000,000 on a small panel). */
const HOME: LngLatBoundsLike = [[-10, 55.5], [38, 76]];

export interface OverviewMapProps {
  geometry: TOverviewGeometry | undefined;
  filter: TOverviewFilter;
  focus: TMapFocus | null;
  /** The visible box, after each move (for 'in current view'). */
  onBounds: (bbox: TBbox) => void;
}

/** The overview map (maplibre-gl, in its own lazy chunk): offline basemap, acquisitions by status, layer list, legend, time slider. */
export default function OverviewMap({ geometry, filter, focus, onBounds }: OverviewMapProps) {
  const { t } = useTranslation('overview');
  const alternativeId = useId();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibre | null>(null);
  const [period, setPeriod] = useState<TPeriod | null>(null);
  const [visible, setVisible] = useState<Record<LayerGroup, boolean>>({ land: true, shelf: true, acquisitions: true });
  const boundsRef = useRef(onBounds);
  boundsRef.current = onBounds;
  // How many moves have ended (a data attribute, so tests can wait for a zoom to finish).
  const [moves, setMoves] = useState(0);

  useEffect(() => {
    const instance = new MapLibre({
      container: container.current!,
      style: overviewStyle(land as GeoJSON.FeatureCollection, shelf as GeoJSON.FeatureCollection),
      bounds: HOME,
      attributionControl: false,
      dragRotate: false,
      pitchWithRotate: false,
    });
    const report = () => {
      const b = instance.getBounds();
      boundsRef.current([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()]);
      setMoves((n) => n + 1);
    };
    instance.on('load', () => {
      setMap(instance);
      report();
    });
    instance.on('moveend', report);
    return () => instance.remove();
  }, []);

  useEffect(() => {
    if (map && geometry) (map.getSource('acquisitions') as GeoJSONSource).setData(geometry as unknown as GeoJSON.FeatureCollection);
  }, [map, geometry]);

  // The acquisition zoomed to is drawn whatever the filter and the time slider say.
  const focusId = focus?.id;
  const mapFilter = useMemo(() => {
    if (!period) return null;
    const chosen = acquisitionFilter(filter, period.from, period.to);
    return (focusId ? ['any', ['==', ['get', 'id'], focusId], chosen] : chosen) as FilterSpecification;
  }, [filter, period, focusId]);
  useEffect(() => {
    if (!map || !mapFilter) return;
    for (const layer of LAYER_GROUPS.acquisitions) map.setFilter(layer, (layer === 'acquisitions-fill' ? ['all', ['==', ['geometry-type'], 'Polygon'], mapFilter] : mapFilter) as FilterSpecification);
  }, [map, mapFilter]);

  useEffect(() => {
    if (!map) return;
    for (const group of Object.keys(LAYER_GROUPS) as LayerGroup[]) {
      for (const layer of LAYER_GROUPS[group]) map.setLayoutProperty(layer, 'visibility', visible[group] ? 'visible' : 'none');
    }
  }, [map, visible]);

  useMapFocus(map, focus);

  const shown = useMemo(() => {
    if (!geometry || !period) return 0;
    const matches = compileFilter({ ...filter, bbox: undefined });
    return geometry.features.filter(
      ({ properties: p }) => matches({ ...p, bbox: null }) && periodMeets(p.startDate, p.endDate, period.from, period.to),
    ).length;
  }, [geometry, filter, period]);

  return (
    <section aria-label={t('map.label')} aria-describedby={alternativeId} style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 400 }}>
      <div style={{ position: 'relative', flex: 1, minHeight: 300 }}>
        <div ref={container} data-testid="overview-map" data-moves={moves} style={{ position: 'absolute', inset: 0 }} />
        {/* The map's text alternative (WCAG 1.1.1): the table lists the same acquisitions. */}
        <span id={alternativeId} hidden>
          {t('map.alternative')}
        </span>
        <div style={{ position: 'absolute', top: 8, right: 8 }}>
          <MapLegend visible={visible} onToggle={(group, on) => setVisible((v) => ({ ...v, [group]: on }))} />
        </div>
      </div>
      <TimeSlider onChange={setPeriod} />
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, padding: '0 8px 4px', flexWrap: 'wrap' }}>
        <Text size={200} data-testid="map-shown-count" aria-live="polite">
          {t('map.shown', { count: shown })}
        </Text>
        <Text size={100}>{t('map.attribution')}</Text>
      </div>
    </section>
  );
}
