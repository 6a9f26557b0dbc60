import { describe, expect, it } from 'vitest';
import { PolygonIndex, indexesIntersect } from '@/domain/geometry/polygon-index';
import { convexHull } from '@/domain/geometry/hull';
import { assemblePolygons, signedArea } from '@/domain/geometry/rings';
import { box, ellipse } from './fixtures/shapes';

describe('PolygonIndex', () => {
  it('tests points against rings with holes and boundaries', () => {
    const withHole = {
      type: 'Polygon' as const,
      coordinates: [box(0, 0, 10, 10).coordinates[0], box(4, 4, 6, 6).coordinates[0]],
    };
    const index = new PolygonIndex(withHole);
    expect(index.contains(1, 1)).toBe(true);
    expect(index.contains(5, 5)).toBe(false);
    expect(index.contains(0, 5)).toBe(true); // on the boundary
    expect(index.contains(11, 5)).toBe(false);
  });

  it('agrees with a plain ray cast on a many-sided polygon', () => {
    const index = new PolygonIndex(ellipse(0, 0, 2, 1, 5000));
    for (let i = 0; i < 200; i++) {
      const x = Math.cos(i) * 2.2;
      const y = Math.sin(i * 1.7) * 1.1;
      expect(index.contains(x, y), `${x},${y}`).toBe((x / 2) ** 2 + y ** 2 < 1);
    }
  });

  it('finds every edge passing through a box, long slanted edges too, and tests points on them as inside', () => {
    // a star of long spikes: its edges cross many cells of the index diagonally
    const ring: number[][] = [];
    for (let i = 0; i < 400; i++) {
      const a = (2 * Math.PI * i) / 400;
      const r = i % 2 === 0 ? 3 : 0.2;
      ring.push([r * Math.cos(a) * 1.7, r * Math.sin(a)]);
    }
    ring.push(ring[0]);
    const index = new PolygonIndex({ type: 'Polygon', coordinates: [ring] });
    const e = index.edges;
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let k = 0; k < 300; k++) {
      const [x, y, size] = [random() * 10 - 5, random() * 6 - 3, random() * 0.2];
      const box: [number, number, number, number] = [x, y, x + size, y + size];
      const found = new Set(index.edgesNear(box));
      for (let o = 0; o < e.length; o += 4) {
        // a point of the edge inside the box: the edge must be found
        const passes = Array.from({ length: 101 }, (_, j) => j / 100).some((t) => {
          const [px, py] = [e[o] + t * (e[o + 2] - e[o]), e[o + 1] + t * (e[o + 3] - e[o + 1])];
          return px >= box[0] && px <= box[2] && py >= box[1] && py <= box[3];
        });
        if (passes) expect(found.has(o), `edge ${o / 4} in box ${box.join(',')}`).toBe(true);
      }
      const o = 4 * Math.floor(random() * (e.length / 4));
      const t = random();
      expect(index.contains(e[o] + t * (e[o + 2] - e[o]), e[o + 1] + t * (e[o + 3] - e[o + 1]))).toBe(true);
    }
  });

  it('finds intersections by crossing edges alone, and disjoint areas', () => {
    const tall = new PolygonIndex(box(4, 0, 6, 10));
    const wide = new PolygonIndex(box(0, 4, 10, 6)); // a plus sign: no vertex of one lies inside the other
    expect(indexesIntersect(tall, wide)).toBe(true);
    expect(indexesIntersect(tall, new PolygonIndex(box(7, 0, 9, 10)))).toBe(false);
    expect(indexesIntersect(tall, new PolygonIndex(box(4.5, 4.5, 5, 5)))).toBe(true); // contained
  });
});

describe('rings and hull', () => {
  it('assembles shapefile rings: clockwise outer, counter-clockwise hole, RFC 7946 winding out', () => {
    const outer = [...box(0, 0, 10, 10).coordinates[0]].reverse() as [number, number][];
    const hole = box(4, 4, 6, 6).coordinates[0] as [number, number][];
    const other = [...box(20, 0, 30, 10).coordinates[0]].reverse() as [number, number][];
    const result = assemblePolygons([outer, hole, other]);
    expect(result.type).toBe('MultiPolygon');
    const polygons = result.coordinates as [number, number][][][];
    expect(polygons[0]).toHaveLength(2);
    expect(signedArea(polygons[0][0])).toBeGreaterThan(0);
    expect(signedArea(polygons[0][1])).toBeLessThan(0);
  });

  it('gives the convex hull, or nothing for collinear points', () => {
    const hull = convexHull([
      [0, 0],
      [2, 0],
      [1, 1],
      [2, 2],
      [0, 2],
      [1, 0.5],
    ]);
    expect(hull).toEqual([
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
      [0, 0],
    ]);
    expect(
      convexHull([
        [0, 0],
        [1, 1],
        [2, 2],
      ]),
    ).toEqual([]);
  });
});
