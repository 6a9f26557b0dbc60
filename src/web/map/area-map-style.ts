import type { StyleSpecification } from 'maplibre-gl';

/** Sources the area map fills; each takes a GeoJSON FeatureCollection. */
export const AREA_SOURCES = ['licences', 'restrictions', 'gross', 'net', 'done', 'sketch'] as const;
export type AreaSource = (typeof AREA_SOURCES)[number];

export const AREA_COLOURS = { gross: '#0f6cbd', net: '#c55a11', done: '#5c2e91', sketch: '#8a0063' } as const;

const empty: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

const areaLayers = (id: 'gross' | 'net' | 'done' | 'sketch', colour: string): StyleSpecification['layers'] => [
  {
    id: `${id}-fill`,
    type: 'fill',
    source: id,
    filter: ['==', ['geometry-type'], 'Polygon'],
    paint: { 'fill-color': colour, 'fill-opacity': 0.25 },
  },
  { id: `${id}-line`, type: 'line', source: id, paint: { 'line-color': colour, 'line-width': 2 } },
  {
    id: `${id}-vertex`,
    type: 'circle',
    source: id,
    filter: ['==', ['geometry-type'], 'Point'],
    paint: { 'circle-color': colour, 'circle-radius': 4 },
  },
];

/**
 * The offline basemap every map draws first: land with its coast, and the shelf's outer limit (public/basemap, built by
 * scripts/build-basemap.mjs; precached by the service worker, so it is there at sea). Given as addresses, maplibre's
 * worker fetches and parses them: 300 KB of coordinates are neither parsed nor copied to the worker on the page's main
 * thread, nor part of the map's script (issue 27).
 */
export function basemapSources(): StyleSpecification['sources'] {
  // Absolute: the worker resolves a relative address against its own script's.
  const url = (file: string) => new URL(`/basemap/${file}.json`, window.location.origin).href;
  return { land: { type: 'geojson', data: url('land') }, shelf: { type: 'geojson', data: url('shelf') } };
}

/** The basemap's sources (by id): what a map must hold before it shows anything over it. */
export const BASEMAP_SOURCE_IDS = ['land', 'shelf'] as const;

export const BASEMAP_LAYERS: StyleSpecification['layers'] = [
  { id: 'sea', type: 'background', paint: { 'background-color': '#dbe9f4' } },
  { id: 'land-fill', type: 'fill', source: 'land', paint: { 'fill-color': '#f3f1ea' } },
  {
    id: 'land-coast',
    type: 'line',
    source: 'land',
    paint: { 'line-color': '#8a8886', 'line-width': 0.6 },
  },
  {
    id: 'shelf-line',
    type: 'line',
    source: 'shelf',
    paint: { 'line-color': '#004e8c', 'line-width': 1.2, 'line-dasharray': [3, 2] },
  },
];

/** The area map: the offline basemap, licence shapes, restriction areas, gross and net areas, and the sketch being drawn. */
export function areaMapStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      ...basemapSources(),
      ...Object.fromEntries(AREA_SOURCES.map((s) => [s, { type: 'geojson', data: empty }])),
    },
    layers: [
      ...BASEMAP_LAYERS,
      {
        id: 'licences-fill',
        type: 'fill',
        source: 'licences',
        paint: { 'fill-color': '#107c10', 'fill-opacity': 0.12 },
      },
      {
        id: 'licences-line',
        type: 'line',
        source: 'licences',
        paint: { 'line-color': '#107c10', 'line-width': 1.5 },
      },
      {
        id: 'restrictions-line',
        type: 'line',
        source: 'restrictions',
        paint: { 'line-color': '#c50f1f', 'line-width': 1.5, 'line-dasharray': [2, 1] },
      },
      ...areaLayers('gross', AREA_COLOURS.gross),
      ...areaLayers('net', AREA_COLOURS.net),
      ...areaLayers('done', AREA_COLOURS.done),
      ...areaLayers('sketch', AREA_COLOURS.sketch),
    ],
  };
}
