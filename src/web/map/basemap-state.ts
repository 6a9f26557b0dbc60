import type { Map as MapLibre } from 'maplibre-gl';
import { BASEMAP_SOURCE_IDS } from './area-map-style';

/**
 * Follows a map's basemap sources from its creation and answers a function naming those it holds loaded (the maps'
 * data-basemap). The basemap is fetched by maplibre's worker, and a source whose fetch failed counts as loaded to
 * maplibre: it is left out.
 */
export function trackBasemap(map: MapLibre): () => string {
  const failed = new Set<string>();
  map.on('error', (event) => {
    const sourceId = (event as { sourceId?: unknown }).sourceId;
    if (typeof sourceId === 'string') failed.add(sourceId);
  });
  return () =>
    BASEMAP_SOURCE_IDS.filter((id) => !failed.has(id) && map.getSource(id) && map.isSourceLoaded(id)).join(' ');
}
