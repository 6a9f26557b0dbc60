import { boxPolygon } from '../../../domain/geometry/box-area';
import type { LicenceShape } from '../schema/reference';

type Box = [west: number, south: number, east: number, north: number];
const box = ([w, s, e, n]: Box): LicenceShape => boxPolygon(w, s, e, n);

/** A corridor of about `halfWidth` degrees either side of a route (a simple parallelogram chain). */
function corridor(route: [number, number][], halfWidth: number): LicenceShape {
  const polygons = route.slice(1).map(([x2, y2], i) => {
    const [x1, y1] = route[i];
    const dx = x2 - x1;
    const dy = y2 - y1;
    const length = Math.hypot(dx, dy) || 1;
    const [nx, ny] = [(-dy / length) * halfWidth, (dx / length) * halfWidth];
    return [
      [
        [x1 + nx, y1 + ny],
        [x2 + nx, y2 + ny],
        [x2 - nx, y2 - ny],
        [x1 - nx, y1 - ny],
        [x1 + nx, y1 + ny],
      ],
    ];
  });
  return { type: 'MultiPolygon', coordinates: polygons };
}

/**
 * DEMO restriction areas (not official data): approximate safety zones around producing fields, a gas
 * pipeline corridor, a power cable corridor and a spawning ground, for the map warning 'overlap with a
 * restriction area'. Positions are rounded public locations; shapes are invented.
 */
export const DEMO_RESTRICTION_AREAS: {
  id: string;
  name: string;
  category: string;
  geometry: LicenceShape;
}[] = [
  {
    id: 'demo-field-troll',
    name: 'Troll (sikkerhetssone, demo)',
    category: 'field',
    geometry: box([3.55, 60.55, 3.85, 60.85]),
  },
  {
    id: 'demo-field-ekofisk',
    name: 'Ekofisk (sikkerhetssone, demo)',
    category: 'field',
    geometry: box([3.1, 56.45, 3.35, 56.6]),
  },
  {
    id: 'demo-field-sverdrup',
    name: 'Johan Sverdrup (sikkerhetssone, demo)',
    category: 'field',
    geometry: box([2.7, 58.75, 2.9, 58.95]),
  },
  {
    id: 'demo-pipeline-langeled',
    name: 'Langeled rørledningskorridor (demo)',
    category: 'pipeline',
    geometry: corridor(
      [
        [6.95, 62.85],
        [4.6, 61.9],
        [2.9, 60.2],
        [1.95, 58.4],
      ],
      0.02,
    ),
  },
  {
    id: 'demo-cable-skagerrak',
    name: 'Kabelkorridor Skagerrak (demo)',
    category: 'cable',
    geometry: corridor(
      [
        [7.95, 58.1],
        [8.6, 57.5],
        [9.4, 57.2],
      ],
      0.015,
    ),
  },
  {
    id: 'demo-spawning-lofoten',
    name: 'Gytefelt torsk, Lofoten (demo)',
    category: 'spawning',
    geometry: box([12.5, 67.6, 15.0, 68.4]),
  },
];
