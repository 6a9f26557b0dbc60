import type { TAreaGeometry } from '@/domain/geometry/types';

/** One listed vertex: which path of the geometry (polygon ring or line) and the index within it. */
export interface VertexRef {
  path: number[];
  index: number;
  lon: number;
  lat: number;
}

type Path = number[][];

/** The editable paths: polygon rings (their closing point is not listed: it follows the first) and lines. */
function pathsOf(geometry: TAreaGeometry): { path: number[]; points: Path; closed: boolean }[] {
  switch (geometry.type) {
    case 'LineString':
      return [{ path: [], points: geometry.coordinates, closed: false }];
    case 'MultiLineString':
      return geometry.coordinates.map((points, i) => ({ path: [i], points, closed: false }));
    case 'Polygon':
      return geometry.coordinates.map((points, i) => ({ path: [i], points, closed: true }));
    case 'MultiPolygon':
      return geometry.coordinates.flatMap((rings, p) =>
        rings.map((points, r) => ({ path: [p, r], points, closed: true })),
      );
  }
}

const isClosed = (points: Path) =>
  points.length > 1 && points[0][0] === points.at(-1)![0] && points[0][1] === points.at(-1)![1];

export function listVertices(geometry: TAreaGeometry): VertexRef[] {
  return pathsOf(geometry).flatMap(({ path, points, closed }) =>
    (closed && isClosed(points) ? points.slice(0, -1) : points).map(([lon, lat], index) => ({
      path,
      index,
      lon,
      lat,
    })),
  );
}

/** A copy of the geometry with one vertex moved; the closing point of a ring follows its first point. */
export function setVertex(
  geometry: TAreaGeometry,
  ref: Pick<VertexRef, 'path' | 'index'>,
  lon: number,
  lat: number,
): TAreaGeometry {
  const copy = structuredClone(geometry);
  const target = pathsOf(copy).find((p) => p.path.join() === ref.path.join());
  if (!target) return geometry;
  const wasClosed = target.closed && isClosed(target.points);
  target.points[ref.index] = [lon, lat];
  if (wasClosed && ref.index === 0) target.points[target.points.length - 1] = [lon, lat];
  return copy;
}

/** A coordinate typed by the user: a decimal number (comma or point); NaN when it is not one. */
export function parseDecimal(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return /^[-+]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
