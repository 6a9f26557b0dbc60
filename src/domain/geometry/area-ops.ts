import type { MultiPolygon, Polygon, Position } from 'geojson';
import { bufferPolyline } from './line-buffer';
import { PolygonIndex, indexesIntersect } from './polygon-index';
import type { TAreaGeometry } from './types';

/** Polylines are checked as the area 10 m around them (spec 001 section 9). */
export const POLYLINE_BUFFER_METRES = 10;

export type Areal = Polygon | MultiPolygon;

/** The polygons of an area: polygons as they are, polylines buffered by 10 m (overlapping capsules). */
export function arealOf(geometry: TAreaGeometry): Areal {
  if (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') return geometry;
  const paths = geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates;
  return bufferPolyline(paths, POLYLINE_BUFFER_METRES);
}

/** The index of an area: buffered polylines use the nonzero rule so their overlapping capsules read as one. */
export function indexOf(geometry: TAreaGeometry, areal: Areal): PolygonIndex {
  const isPolygon = geometry.type === 'Polygon' || geometry.type === 'MultiPolygon';
  return new PolygonIndex(areal, isPolygon ? 'evenodd' : 'nonzero');
}

export function pointInAny(point: Position, areas: readonly PolygonIndex[]): boolean {
  return areas.some((area) => area.contains(point[0], point[1]));
}

/** Whether every outer vertex of `inner` lies in the union of `outer` (ignores edges that cross out and back). */
export function verticesInside(inner: Areal, outer: readonly PolygonIndex[]): boolean {
  const polygons = inner.type === 'Polygon' ? [inner.coordinates] : inner.coordinates;
  // holes do not decide whether an area lies inside another: only the outer rings are tested
  return polygons.every((polygon) => polygon[0].every((point) => pointInAny(point, outer)));
}

export { PolygonIndex, indexesIntersect };
