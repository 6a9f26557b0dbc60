import { describe, expect, it } from 'vitest';
import texts from '../../../locales/nb/geometry-input.json';
import { GEOMETRY_INPUT, ZCheckedGeometryInput, geometryInputProblem } from '@/domain/geometry/geometry-input-schema';
import { MAX_VERTICES_PER_GEOMETRY, scanVertices } from '@/domain/geometry/limits';
import type { TAreaGeometry } from '@/domain/geometry/types';
import { packGeometry, unpackGeometry, unpackGeometryKeepingPacked } from '@/server/workers/packed-geometry';

const meta = { loadedFromFile: false, transformationToWgs84: null, csOriginWkId: 4326 };
const messagesOf = (geometry: unknown) => {
  const result = ZCheckedGeometryInput.safeParse({ ...meta, geometry });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};
const square: TAreaGeometry = { type: 'Polygon', coordinates: [[[2, 60], [3, 60], [3, 61], [2, 61], [2, 60]]] };

describe('the shared schema of an area', () => {
  it('accepts a well-formed polygon, multipolygon with a hole, and lines', () => {
    expect(messagesOf(square)).toEqual([]);
    const hole = [[2.2, 60.2], [2.4, 60.2], [2.4, 60.4], [2.2, 60.2]];
    expect(messagesOf({ type: 'MultiPolygon', coordinates: [[square.coordinates[0], hole]] })).toEqual([]);
    expect(messagesOf({ type: 'MultiLineString', coordinates: [[[2, 60], [3, 60, 5]]] })).toEqual([]);
  });

  it('refuses what is not a GeoJSON area of the four types', () => {
    for (const geometry of [null, 'x', { type: 'Point', coordinates: [2, 60] }, { type: 'Polygon' }, { type: 'Polygon', coordinates: [[[2, 'x']]] }, { type: 'LineString', coordinates: [] }, { type: 'LineString', coordinates: [[2, 60], [2]] }])
      expect(messagesOf(geometry)).toEqual(['geometry: geometry-input:malformed']);
  });

  it('counts the vertices before reading the shape, and stops counting past the limit', () => {
    const many = Array.from({ length: MAX_VERTICES_PER_GEOMETRY + 1 }, (_, i) => [2 + i * 1e-5, 60]);
    expect(messagesOf({ type: 'LineString', coordinates: [...many, 'not a position'] })).toEqual(['geometry: geometry-input:tooManyVertices']);
    expect(scanVertices({ coordinates: [many, many] }, 10).vertices).toBe(11);
    expect(messagesOf({ type: 'LineString', coordinates: many.slice(1) })).toEqual([]);
  });

  it('has a Norwegian text for every refusal', () => {
    for (const key of Object.values(GEOMETRY_INPUT)) expect(texts).toHaveProperty(key.replace('geometry-input:', ''));
  });

  it('tells the import the same as the calls', () => {
    expect(geometryInputProblem(square)).toBeNull();
    expect(geometryInputProblem({ type: 'LineString', coordinates: [[2, 60], [2, 60]] })).toBe('lineTooFewPoints');
  });
});

describe('geometries packed for the pool workers', () => {
  it('come back as they went, x and y of every position', () => {
    const multi: TAreaGeometry = { type: 'MultiPolygon', coordinates: [[square.coordinates[0]], [[[5, 61], [6, 61], [6, 62], [5, 61]]]] };
    const line: TAreaGeometry = { type: 'MultiLineString', coordinates: [[[1, 2], [3, 4]], [[5, 6], [7, 8], [9, 10]]] };
    for (const geometry of [square, multi, line]) expect(unpackGeometry(packGeometry(geometry))).toEqual(geometry);
  });

  it('of a parsed body keep their coordinates readable after being packed and sent to a worker (a draft checked, then stored)', () => {
    const lazy = unpackGeometryKeepingPacked(packGeometry(square));
    for (let i = 0; i < 2; i++) {
      const packed = packGeometry(lazy);
      // What a transfer to the worker does to the buffers: they are gone here.
      structuredClone(packed, { transfer: [packed.xy.buffer, packed.counts.buffer] });
      expect(packed.xy.length).toBe(0);
    }
    expect(lazy).toEqual(square);
    expect(JSON.parse(JSON.stringify(lazy))).toEqual(square);
    expect(unpackGeometry(packGeometry(lazy))).toEqual(square);
    // Coordinates replaced: packed from what is there now.
    const moved = { type: 'Polygon', coordinates: [[[5, 61], [6, 61], [6, 62], [5, 61]]] } as const;
    lazy.coordinates = moved.coordinates as unknown as typeof lazy.coordinates;
    expect(unpackGeometry(packGeometry(lazy))).toEqual(moved);
  });
});
