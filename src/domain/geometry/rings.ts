import type { LonLat, TAreaGeometry } from './types';

/** Shoelace area; positive for counter-clockwise rings (x east, y north). */
export function signedArea(ring: readonly LonLat[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    sum += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  return sum / 2;
}

/** Even-odd ray casting; points on the boundary may fall either way. */
export function pointInRing(point: LonLat, ring: readonly LonLat[]): boolean {
  const [x, y] = point;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function isClosed(ring: readonly LonLat[]): boolean {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return ring.length > 1 && first[0] === last[0] && first[1] === last[1];
}

/** minLon, minLat, maxLon, maxLat of a ring. */
function boxOf(ring: readonly LonLat[]): [number, number, number, number] {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of ring) {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return [minX, minY, maxX, maxY];
}

/** Returns the ring closed (last point equal to the first), as GeoJSON requires. */
export function closeRing(ring: LonLat[]): LonLat[] {
  return ring.length === 0 || isClosed(ring) ? ring : [...ring, [ring[0][0], ring[0][1]]];
}

/** Reverses in place when needed: the assembler owns the rings it is given. */
function wound(ring: LonLat[], counterClockwise: boolean, area = signedArea(ring)): LonLat[] {
  return area > 0 === counterClockwise ? ring : ring.reverse();
}

/**
 * Builds a Polygon or MultiPolygon from loose rings. With mixed orientations the shapefile rule holds
 * (clockwise rings are outer, counter-clockwise rings are holes of the outer ring holding them);
 * with one orientation every ring is an outer ring. Output follows RFC 7946 winding; rings may be reversed in place.
 */
export function assemblePolygons(rings: LonLat[][]): TAreaGeometry {
  const closed = rings.filter((r) => r.length > 0).map(closeRing);
  const areas = closed.map(signedArea);
  const mixed = areas.some((a) => a < 0) && areas.some((a) => a > 0);
  const polygons: LonLat[][][] = [];
  const holes: LonLat[][] = [];
  closed.forEach((ring, i) => {
    if (mixed && areas[i] > 0) holes.push(ring);
    else polygons.push([wound(ring, true, areas[i])]);
  });
  if (holes.length > 0) {
    // a bounding box per outer ring first: the ring test runs only on the outer rings whose box holds the point
    const boxes = polygons.map((p) => boxOf(p[0]));
    for (const hole of holes) {
      const [x, y] = hole[0];
      const index = polygons.findIndex((p, i) => {
        const b = boxes[i];
        return x >= b[0] && x <= b[2] && y >= b[1] && y <= b[3] && pointInRing(hole[0], p[0]);
      });
      if (index >= 0) polygons[index].push(wound(hole, false));
      else {
        polygons.push([wound(hole, true)]);
        boxes.push(boxOf(hole));
      }
    }
  }
  return polygons.length === 1
    ? { type: 'Polygon', coordinates: polygons[0] }
    : { type: 'MultiPolygon', coordinates: polygons };
}

export function assembleLines(paths: LonLat[][]): TAreaGeometry {
  const kept = paths.filter((p) => p.length > 0);
  return kept.length === 1
    ? { type: 'LineString', coordinates: kept[0] }
    : { type: 'MultiLineString', coordinates: kept };
}
