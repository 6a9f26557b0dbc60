import type { MultiPolygon, Polygon, Position } from 'geojson';
import { BufferedLine } from './buffered-line';
import type { Inner } from './containment';
import { split } from './edge-intervals';
import { bufferPolyline } from './line-buffer';
import { PolygonIndex, boxesOverlap, indexesIntersect } from './polygon-index';
import type { TAreaGeometry } from './types';

/** Polylines are checked as the area 10 m around them (spec 001 section 9). */
export const POLYLINE_BUFFER_METRES = 10;

export type Areal = Polygon | MultiPolygon;

const pathsOf = (geometry: TAreaGeometry): Position[][] | undefined =>
  geometry.type === 'LineString'
    ? [geometry.coordinates]
    : geometry.type === 'MultiLineString'
      ? geometry.coordinates
      : undefined;

/** The polygons of an area: polygons as they are, polylines buffered by 10 m (overlapping capsules). */
export function arealOf(geometry: TAreaGeometry): Areal {
  if (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') return geometry;
  return bufferPolyline(pathsOf(geometry) ?? [], POLYLINE_BUFFER_METRES);
}

/** The index of an area: buffered polylines use the nonzero rule so their overlapping capsules read as one. */
export function indexOf(geometry: TAreaGeometry, areal: Areal): PolygonIndex {
  const isPolygon = geometry.type === 'Polygon' || geometry.type === 'MultiPolygon';
  return new PolygonIndex(areal, isPolygon ? 'evenodd' : 'nonzero');
}

/**
 * An area as the checks test it: a polygon's index, or a polyline with its 10 m tested as a distance
 * (no buffer polygon is built).
 */
export function innerOf(geometry: TAreaGeometry): Inner {
  const paths = pathsOf(geometry);
  return paths ? new BufferedLine(paths, POLYLINE_BUFFER_METRES) : new PolygonIndex(geometry as Areal);
}

/**
 * Whether an area and a polygon share a point. A buffered line meets it when a path starts inside it, a ring
 * of it starts within the buffer, or one of its edges comes within the buffer distance of the line.
 */
export function areaMeets(area: Inner, polygon: PolygonIndex): boolean {
  if (area instanceof PolygonIndex) return indexesIntersect(area, polygon);
  if (!boxesOverlap(area.box, polygon.box)) return false;
  if (area.ringStarts.some((s) => polygon.contains(area.edges[s * 4], area.edges[s * 4 + 1]))) return true;
  const e = polygon.edges;
  if (polygon.ringStarts.some((s) => area.contains(e[s * 4], e[s * 4 + 1]))) return true;
  for (const o of polygon.edgesNear(area.box)) {
    if (split(e, o, [area], area.metres).near.length > 0) return true;
  }
  return false;
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
