import 'maplibre-gl/dist/maplibre-gl.css';
import { Text } from '@fluentui/react-components';
import { Map as MapLibre, setWorkerUrl, type FilterSpecification, type GeoJSONSource, type LngLatBoundsLike } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { useEffect, useMemo, useRef, useState, useId } from 'react';
import { useTranslation } from '../components/use-translation';
import type { TBbox, TOverviewFilter } from '@/domain/overview/filter';
import type { TOverviewMapView } from '@/domain/schemas/overview';
import { MapLegend } from './map-legend';
import { mapViewBox, type TMapViewBox } from './map-view-box';
import { acquisitionFilter, LAYER_FILTERS, LAYER_GROUPS, overviewStyle, type LayerGroup } from './overview-map-style';
import { TimeSlider, type TPeriod } from './time-slider';
import { useMapFocus, type TMapFocus } from './use-map-focus';

setWorkerUrl(workerUrl);

/** Overview home: the whole shelf, from the North Sea to the Barents Sea (scale about 1:40,000,000 on a small panel). */
const HOME: LngLatBoundsLike = [[-10, 55.5], [38, 76]];

export interface OverviewMapProps {
  /** The acquisitions (and clusters) of the box asked for, under the filter and the period. */
  data: TOverviewMapView | undefined;
  /** A newer view is being fetched. */
  loading: boolean;
  filter: TOverviewFilter;
  focus: TMapFocus | null;
  /** The visible box, after each move (for 'in current view'). */
  onBounds: (bbox: TBbox) => void;
  /** The box and zoom level to ask the service for, when it changes (see mapViewBox). */
  onView: (view: TMapViewBox) => void;
  /** The time slider's period. */
  onPeriod: (period: TPeriod) => void;
}

/**
 * The overview map (maplibre-gl, in its own lazy chunk): offline basemap, acquisitions by status (outlines, points
 * and clusters as the service answers for the view), layer list, legend, time slider.
 */
export default function OverviewMap({ data, loading, filter, focus, onBounds, onView, onPeriod }: OverviewMapProps) {
  const { t } = useTranslation('overview');
  const alternativeId = useId();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibre | null>(null);
  const [period, setPeriod] = useState<TPeriod | null>(null);
  const [visible, setVisible] = useState<Record<LayerGroup, boolean>>({ land: true, shelf: true, acquisitions: true });
  const boundsRef = useRef(onBounds);
  boundsRef.current = onBounds;
  const viewRef = useRef(onView);
  viewRef.current = onView;
  const periodRef = useRef(onPeriod);
  periodRef.current = onPeriod;
  useEffect(() => {
    if (period) periodRef.current(period);
  }, [period]);
  // How many moves have ended (a data attribute, so tests can wait for a zoom to finish).
  const [moves, setMoves] = useState(0);

  useEffect(() => {
    const instance = new MapLibre({
      container: container.current!,
      style: overviewStyle(),
      bounds: HOME,
      attributionControl: false,
      dragRotate: false,
      pitchWithRotate: false,
    });
    let asked = '';
    const report = () => {
      const b = instance.getBounds();
      const bbox: TBbox = [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
      boundsRef.current(bbox);
      const view = mapViewBox(bbox, instance.getZoom());
      const key = `${view.bbox.join(',')}@${view.zoom}`;
      if (key !== asked) {
        asked = key;
        viewRef.current(view);
      }
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
    if (map && data) (map.getSource('acquisitions') as GeoJSONSource).setData(data as unknown as GeoJSON.FeatureCollection);
  }, [map, data]);

  // The service answers under the filter and period; the same filter on the map hides at once what a change drops,
  // before the next answer arrives. Clusters are the service's; the acquisition zoomed to is drawn whatever the
  // filter and the time slider say.
  const focusId = focus?.id;
  const mapFilter = useMemo(() => {
    if (!period) return null;
    const chosen = acquisitionFilter(filter, period.from, period.to);
    return (focusId ? ['any', ['==', ['get', 'id'], focusId], chosen] : chosen) as FilterSpecification;
  }, [filter, period, focusId]);
  useEffect(() => {
    if (!map || !mapFilter) return;
    for (const layer of LAYER_GROUPS.acquisitions) {
      if (layer === 'acquisitions-cluster') continue;
      map.setFilter(layer, ['all', ...LAYER_FILTERS[layer], mapFilter] as FilterSpecification);
    }
  }, [map, mapFilter]);

  useEffect(() => {
    if (!map) return;
    for (const group of Object.keys(LAYER_GROUPS) as LayerGroup[]) {
      for (const layer of LAYER_GROUPS[group]) map.setLayoutProperty(layer, 'visibility', visible[group] ? 'visible' : 'none');
    }
  }, [map, visible]);

  useMapFocus(map, focus);

  const shown = data?.total ?? 0;

  return (
    <section aria-label={t('map.label')} aria-describedby={alternativeId} style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 400 }}>
      <div style={{ position: 'relative', flex: 1, minHeight: 300 }}>
        <div ref={container} data-testid="overview-map" data-moves={moves} data-loading={loading} data-features={data?.features.length ?? 0} data-clustered={data?.clustered ?? false} style={{ position: 'absolute', inset: 0 }} />
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
