import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import {
  SUPPORTED_EPSG,
  datumOf,
  ed50TransformationFor,
  fromWgs84,
  proj4Definition,
  toWgs84,
  utmZoneOf,
} from '@/domain/geometry/crs';
import { GeometryImportError } from '@/domain/geometry/errors';

/** Great-circle distance in metres (haversine), enough for shifts of tens of metres. */
function metres(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLon = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371008.8 * Math.asin(Math.sqrt(h));
}

describe('crs', () => {
  it('lists every code of the spec', () => {
    for (const code of [4230, 4326, 3857, 23031, 23035, 32631, 32635, 25831, 25835])
      expect(SUPPORTED_EPSG).toContain(code);
    expect(SUPPORTED_EPSG).toHaveLength(18);
    expect(datumOf(23032)).toBe('ED50');
    expect(datumOf(25833)).toBe('ETRS89');
    expect(utmZoneOf(32633)).toBe(33);
    expect(utmZoneOf(4326)).toBeUndefined();
  });

  it('converts a UTM 32N WGS 84 point on the central meridian to its lon/lat', () => {
    // Meridian arc to 60°N on WGS 84 is 6,654,072.82 m; times k0 0.9996.
    const { points, transformationToWgs84 } = toWgs84([[500000, 6651411.19]], 32632);
    expect(points[0][0]).toBeCloseTo(9, 7);
    expect(points[0][1]).toBeCloseTo(60, 6);
    expect(transformationToWgs84).toBeNull();
  });

  it('converts web mercator', () => {
    const { points } = toWgs84([[1113194.9079, 8399737.8898]], 3857);
    expect(points[0][0]).toBeCloseTo(10, 6);
    expect(points[0][1]).toBeCloseTo(60, 6);
  });

  it('shifts an ED50 point by about 100 m with EPSG:1613 south of 62°N', () => {
    const { points, transformationToWgs84 } = toWgs84([[3, 60]], 4230);
    expect(transformationToWgs84).toBe(1613);
    const shift = metres([3, 60], points[0]);
    expect(shift).toBeGreaterThan(80);
    expect(shift).toBeLessThan(140);
    expect(points[0][0]).toBeLessThan(3); // WGS 84 lies west and south of ED50 in the North Sea
    expect(points[0][1]).toBeLessThan(60);
  });

  it('uses EPSG:1612 north of 62°N, and the two differ by metres only', () => {
    expect(ed50TransformationFor(61.99)).toBe(1613);
    expect(ed50TransformationFor(62)).toBe(1612);
    const north = toWgs84([[20, 72]], 4230);
    expect(north.transformationToWgs84).toBe(1612);
    expect(metres([20, 72], north.points[0])).toBeGreaterThan(50);
    const south = toWgs84([[3, 61.9]], 4230).points[0];
    const forcedNorth = fromWgs84([south], 4230, 1612)[0];
    const diff = metres(fromWgs84([south], 4230, 1613)[0], forcedNorth);
    expect(diff).toBeGreaterThan(0.1);
    expect(diff).toBeLessThan(20);
  });

  it('round-trips ED50 UTM 31N through WGS 84 and picks the region from the UTM latitude', () => {
    const wgs: [number, number][] = [
      [2.5, 58.5],
      [3.5, 58.7],
    ];
    const utm = fromWgs84(wgs, 23031, 1613);
    const back = toWgs84(utm, 23031);
    expect(back.transformationToWgs84).toBe(1613);
    back.points.forEach((p, i) => expect(metres(p, wgs[i])).toBeLessThan(0.01));
  });

  it('treats ETRS89 as WGS 84 within a metre', () => {
    const utm = fromWgs84([[15, 68]], 25833);
    const { points, transformationToWgs84 } = toWgs84(utm, 25833);
    expect(transformationToWgs84).toBe(1149);
    expect(metres(points[0], [15, 68])).toBeLessThan(1);
  });

  it('refuses an unsupported code and a point that cannot be projected', () => {
    expect(() => proj4Definition(2154)).toThrow(GeometryImportError);
    expect(() => toWgs84([[1, 1]], 32617)).toThrowError(/CrsCodeNotSupported/);
    expect(() => toWgs84([[Number.NaN, 1]], 32632)).toThrowError(/ErrorProjectingGeometry/);
  });

  it('interpolates the ED50 shift within a millimetre of the exact 7-parameter transformation', () => {
    const points: [number, number][] = [];
    for (let i = 0; i < 500; i++) points.push([1 + ((i * 7.31) % 6), 56.5 + ((i * 3.77) % 5)]);
    const utm = fromWgs84(points, 23031, 1613);
    const { points: fast, transformationToWgs84 } = toWgs84(utm, 23031);
    expect(transformationToWgs84).toBe(1613);
    const exact = proj4(proj4Definition(23031, 1613), proj4Definition(4326));
    utm.forEach((p, i) => expect(metres(exact.forward(p) as [number, number], fast[i])).toBeLessThan(0.001));
    const north: [number, number][] = points.map(([lon, lat]) => [lon + 14, lat + 13]);
    const shifted = toWgs84(north, 4230);
    expect(shifted.transformationToWgs84).toBe(1612);
    const exactNorth = proj4(proj4Definition(4230, 1612), proj4Definition(4326));
    north.forEach((p, i) =>
      expect(metres(exactNorth.forward(p) as [number, number], shifted.points[i])).toBeLessThan(0.001),
    );
  });
});
