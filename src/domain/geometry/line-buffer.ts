import type { MultiPolygon, Position } from 'geojson';

const METRES_PER_DEGREE = (6_371_008.8 * Math.PI) / 180;
const CAP_STEPS = 6;

/**
 * The area within `metres` of a polyline, as one capsule (a rectangle with rounded ends) per segment,
 * counter-clockwise. The capsules overlap at the joints: read them with the nonzero fill rule
 * (PolygonIndex 'nonzero'), which gives their union. Local equirectangular scale per segment;
 * for 10 m the error is a few centimetres.
 */
export function bufferPolyline(paths: readonly Position[][], metres: number): MultiPolygon {
  const capsules: Position[][][] = [];
  for (const path of paths) {
    if (path.length === 1) capsules.push([capsule(path[0], path[0], metres)]);
    for (let i = 0; i + 1 < path.length; i++) capsules.push([capsule(path[i], path[i + 1], metres)]);
  }
  return { type: 'MultiPolygon', coordinates: capsules };
}

function capsule(p: Position, q: Position, metres: number): Position[] {
  const latitude = ((p[1] + q[1]) / 2) * (Math.PI / 180);
  const kx = METRES_PER_DEGREE * Math.cos(latitude); // metres per degree of longitude here
  const ky = METRES_PER_DEGREE;
  const dx = (q[0] - p[0]) * kx;
  const dy = (q[1] - p[1]) * ky;
  const heading = dx === 0 && dy === 0 ? 0 : Math.atan2(dy, dx);
  const ring: Position[] = [];
  // around q from the right side (-90°) through the front to the left side (+90°), then around p
  for (const [centre, from] of [
    [q, heading - Math.PI / 2],
    [p, heading + Math.PI / 2],
  ] as const) {
    for (let s = 0; s <= CAP_STEPS; s++) {
      const angle = from + (Math.PI * s) / CAP_STEPS;
      ring.push([centre[0] + (metres * Math.cos(angle)) / kx, centre[1] + (metres * Math.sin(angle)) / ky]);
    }
  }
  ring.push([ring[0][0], ring[0][1]]);
  return ring;
}
