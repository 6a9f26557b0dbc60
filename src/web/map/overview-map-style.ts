import type { ExpressionSpecification, FilterSpecification, StyleSpecification } from 'maplibre-gl';
import { AccomplishmentStatus } from '@/domain/enums/accomplishment-status';
import { typesWithDetails } from '@/domain/enums/acquisition-type';
import type { TOverviewFilter } from '@/domain/overview/filter';
import { basemapSources } from './area-map-style';
import { STATUS_COLOURS } from './status-colours';


export const LAYER_GROUPS = {
  land: ['land-fill', 'land-coast'],
  shelf: ['shelf-line'],
  acquisitions: ['acquisitions-fill', 'acquisitions-line', 'acquisitions-point', 'acquisitions-cluster'],
} as const;

const isCluster: ExpressionSpecification = ['has', 'cluster'];
/** What each acquisition layer draws (the map's filter is added to these, except on clusters). */
export const LAYER_FILTERS: Record<Exclude<(typeof LAYER_GROUPS.acquisitions)[number], 'acquisitions-cluster'>, ExpressionSpecification[]> = {
  'acquisitions-fill': [['==', ['geometry-type'], 'Polygon']],
  'acquisitions-line': [['!=', ['geometry-type'], 'Point']],
  'acquisitions-point': [['==', ['geometry-type'], 'Point'], ['!', isCluster]],
};
export type LayerGroup = keyof typeof LAYER_GROUPS;

const statusColour: ExpressionSpecification = [
  'match',
  ['get', 'status'],
  ...Object.values(AccomplishmentStatus).flatMap((s) => [s, STATUS_COLOURS[s]]),
  STATUS_COLOURS[AccomplishmentStatus.Ikke_Kjent],
] as unknown as ExpressionSpecification;

/** The map style: sea background, land, coastline, the shelf outline and the acquisitions coloured by status. No glyphs or sprites. */
export function overviewStyle(): StyleSpecification {
  const empty: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };
  return {
    version: 8,
    sources: {
      ...basemapSources(),
      acquisitions: { type: 'geojson', data: empty, promoteId: 'id' },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#dbe9f4' } },
      { id: 'land-fill', type: 'fill', source: 'land', paint: { 'fill-color': '#f3f1ea' } },
      { id: 'land-coast', type: 'line', source: 'land', paint: { 'line-color': '#8a8886', 'line-width': 0.6 } },
      { id: 'shelf-line', type: 'line', source: 'shelf', paint: { 'line-color': '#004e8c', 'line-width': 1.2, 'line-dasharray': [3, 2] } },
      {
        id: 'acquisitions-fill',
        type: 'fill',
        source: 'acquisitions',
        filter: ['all', ...LAYER_FILTERS['acquisitions-fill']],
        paint: { 'fill-color': statusColour, 'fill-opacity': ['case', ['boolean', ['feature-state', 'selected'], false], 0.7, 0.35] },
      },
      {
        id: 'acquisitions-line',
        type: 'line',
        source: 'acquisitions',
        filter: ['all', ...LAYER_FILTERS['acquisitions-line']],
        paint: { 'line-color': statusColour, 'line-width': ['case', ['boolean', ['feature-state', 'selected'], false], 3, 1.4] },
      },
      // Acquisitions a few pixels across at this zoom: a dot in the status colour.
      {
        id: 'acquisitions-point',
        type: 'circle',
        source: 'acquisitions',
        filter: ['all', ...LAYER_FILTERS['acquisitions-point']],
        paint: {
          'circle-color': statusColour,
          'circle-radius': ['case', ['boolean', ['feature-state', 'selected'], false], 6, 3.5],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 0.8,
        },
      },
      // Many acquisitions in one place (the service's clusters): a circle growing with the count, in the commonest status.
      {
        id: 'acquisitions-cluster',
        type: 'circle',
        source: 'acquisitions',
        filter: isCluster,
        paint: {
          'circle-color': statusColour,
          'circle-opacity': 0.55,
          'circle-radius': ['min', 22, ['+', 5, ['*', 2.2, ['log2', ['get', 'count']]]]],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1.2,
        },
      },
    ],
  };
}

/**
 * The map's filter: the table's filter (without the 'in current view' box) and the time slider's period
 * [from, to]: an acquisition is drawn when its period meets it (missing dates count as open ends).
 */
export function acquisitionFilter(filter: TOverviewFilter, from: string, to: string): FilterSpecification {
  const clauses: ExpressionSpecification[] = [
    ['<=', ['coalesce', ['get', 'startDate'], '0000-00-00'], to],
    ['>=', ['coalesce', ['get', 'endDate'], '9999-12-31'], from],
  ];
  const inList = (prop: string, values: (string | number)[]) => {
    if (values.length) clauses.push(['in', ['get', prop], ['literal', values]] as ExpressionSpecification);
  };
  inList('status', filter.statuses);
  inList('type', typesWithDetails(filter.types));
  inList('oceanArea', filter.oceanAreas);
  inList('lawCategory', filter.lawCategories);
  inList('govtReason', filter.govtReasons);
  if (filter.fromDate) clauses.push(['>=', ['coalesce', ['get', 'startDate'], ''], filter.fromDate]);
  if (filter.toDate) clauses.push(['<=', ['coalesce', ['get', 'startDate'], '9999-12-31'], filter.toDate]);
  return ['all', ...clauses];
}
