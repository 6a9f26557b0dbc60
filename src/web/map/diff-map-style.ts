import type { StyleSpecification } from 'maplibre-gl';
import { basemapSources, BASEMAP_LAYERS } from './area-map-style';

/** The diff view's zoom expansion (spec 001 s9: 1.3 in the diff view). */
export const DIFF_ZOOM_FACTOR = 1.3;

/** The outlines' colours: the previous area red and dashed, the new one blue and solid (the legend's swatches). */
export const DIFF_COLOURS = { previous: '#a4262c', next: '#0f6cbd' } as const;

const empty: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

/** The area diff's map: the same offline basemap as the other area maps, the previous and the new outlines over it. */
export function diffMapStyle(): StyleSpecification {
  return {
    version: 8,
    sources: { ...basemapSources(), previous: { type: 'geojson', data: empty }, next: { type: 'geojson', data: empty } },
    layers: [
      ...BASEMAP_LAYERS,
      { id: 'previous-fill', type: 'fill', source: 'previous', paint: { 'fill-color': DIFF_COLOURS.previous, 'fill-opacity': 0.12 } },
      { id: 'previous-line', type: 'line', source: 'previous', paint: { 'line-color': DIFF_COLOURS.previous, 'line-width': 2.5, 'line-dasharray': [3, 2] } },
      { id: 'next-fill', type: 'fill', source: 'next', paint: { 'fill-color': DIFF_COLOURS.next, 'fill-opacity': 0.18 } },
      { id: 'next-line', type: 'line', source: 'next', paint: { 'line-color': DIFF_COLOURS.next, 'line-width': 2 } },
    ],
  };
}
