import { readFileSync } from 'node:fs';
import { booleanPointInPolygon } from '@turf/turf';
import { describe, expect, it } from 'vitest';
import { AccomplishmentStatus } from '@/domain/enums/accomplishment-status';
import { AcquisitionMainType } from '@/domain/enums/acquisition-type';
import { OceanArea } from '@/domain/enums/ocean-area';
import { generateAcquisitions } from '@/server/db/seed/overview-generator';
import { displayGeometryOf } from '@/server/db/queries/display-geometry';

const shelf = JSON.parse(readFileSync('public/basemap/shelf.json', 'utf8')) as GeoJSON.FeatureCollection<GeoJSON.Polygon>;

describe('generated acquisitions', () => {
  const rows = generateAcquisitions(2000, { today: '2026-11-21', seed: 3 });

  it('cover every status, main type and ocean area, with unique ids and npdIds', () => {
    expect(new Set(rows.map((r) => r.acquisition.status))).toEqual(new Set(Object.values(AccomplishmentStatus)));
    expect(new Set(rows.map((r) => r.acquisition.type))).toEqual(new Set(Object.values(AcquisitionMainType).filter((t) => t !== -1)));
    expect(new Set(rows.map((r) => r.acquisition.oceanArea))).toEqual(new Set(Object.values(OceanArea)));
    expect(new Set(rows.map((r) => r.acquisition.id)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.acquisition.npdId)).size).toBe(rows.length);
    expect(rows.every((r) => r.acquisition.plannedStartDate <= r.acquisition.plannedEndDate)).toBe(true);
  });

  it('put every area on the Norwegian shelf, and only some drafts lack one', () => {
    const withArea = rows.filter((r) => r.gross);
    expect(rows.filter((r) => !r.gross).every((r) => r.acquisition.status === AccomplishmentStatus.Utkast)).toBe(true);
    expect(withArea.length).toBeGreaterThan(rows.length * 0.9);
    for (const r of withArea) {
      const box = displayGeometryOf(r.gross!.geometry, null)!.bbox;
      const centre: [number, number] = [(box[0] + box[2]) / 2, (box[1] + box[3]) / 2];
      expect(booleanPointInPolygon(centre, shelf.features[0]), `${r.acquisition.name} ${centre}`).toBe(true);
    }
  });

  it('simplifies the display geometry and keeps its box', () => {
    const polygon = rows.find((r) => r.gross?.geometry.type === 'Polygon')!.gross!.geometry;
    const display = displayGeometryOf(polygon, null)!;
    const parsed = JSON.parse(display.json) as { type: string; coordinates: number[][][] };
    expect(parsed.type).toBe('Polygon');
    expect(parsed.coordinates[0].length).toBeLessThanOrEqual((polygon.coordinates as number[][][])[0].length);
    expect(display.bbox[0]).toBeLessThan(display.bbox[2]);
    expect(displayGeometryOf(null, null)).toBeNull();
  });
});
