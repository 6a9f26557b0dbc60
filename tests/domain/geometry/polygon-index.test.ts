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
