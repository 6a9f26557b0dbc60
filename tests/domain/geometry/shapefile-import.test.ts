import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fromWgs84 } from '@/domain/geometry/crs';
import { importShapefileZip } from '@/domain/geometry/shapefile-import';
import { PRJ, SHAPE_TYPE, type Xy, writeShp } from './fixtures/shapefile-writer';
import { forgeDeclaredSizes, zipShapefile } from './fixtures/zip';
import { codeOfAsync } from './fixtures/error-code';

/** Clockwise square (a shapefile outer ring) around lon/lat, closed. */
function square(lon: number, lat: number, size: number): Xy[] {
  return [
    [lon, lat],
    [lon, lat + size],
    [lon + size, lat + size],
    [lon + size, lat],
    [lon, lat],
  ];
}


describe('importShapefileZip', () => {
  it('reads a WGS 84 polygon with a hole, marked as loaded from file', async () => {
    const hole = [...square(3.2, 60.2, 0.2)].reverse();
    const zip = zipShapefile(SHAPE_TYPE.Polygon, [[square(3, 60, 1), hole]], PRJ.WGS84);
    const result = await importShapefileZip(zip, { fileName: 'Område.ZIP' });
    expect(result.loadedFromFile).toBe(true);
    expect(result.csOriginWkId).toBe(4326);
    expect(result.transformationToWgs84).toBeNull();
    expect(result.geometry.type).toBe('Polygon');
    const rings = result.geometry.coordinates as number[][][];
    expect(rings).toHaveLength(2);
    const near = (ring: number[][], lon: number, lat: number) =>
      ring.some((p) => Math.abs(p[0] - lon) + Math.abs(p[1] - lat) < 1e-9);
    expect(near(rings[0], 4, 61)).toBe(true);
    expect(near(rings[1], 3.4, 60.4)).toBe(true);
    expect(near(rings[0], 3.4, 60.4)).toBe(false);
  });

  it('projects an ED50 UTM 31N layer with the southern transformation, and reads .shz', async () => {
    const ring = fromWgs84(square(2, 58, 0.5), 23031, 1613) as Xy[];
    const result = await importShapefileZip(zipShapefile(SHAPE_TYPE.Polygon, [[ring]], PRJ.ED50_UTM31), {
      fileName: 'a.shz',
    });
    expect(result.csOriginWkId).toBe(23031);
    expect(result.transformationToWgs84).toBe(1613);
    const outer = (result.geometry.coordinates as number[][][])[0];
    const corner = outer.find((p) => Math.abs(p[0] - 2.5) < 1e-4 && Math.abs(p[1] - 58.5) < 1e-4);
    expect(corner).toBeDefined();
  });

  it('merges several polygon records into a MultiPolygon and reads polylines', async () => {
    const multi = await importShapefileZip(
      zipShapefile(SHAPE_TYPE.Polygon, [[square(3, 60, 1)], [], [square(5, 60, 1)]], PRJ.WGS84),
    );
    expect(multi.geometry.type).toBe('MultiPolygon');
    const line = fromWgs84(
      [
        [9, 60],
        [9.5, 60.5],
        [10, 61],
      ],
      32632,
    ) as Xy[];
    const lines = await importShapefileZip(zipShapefile(SHAPE_TYPE.Polyline, [[line]], PRJ.WGS84_UTM32));
    expect(lines.geometry.type).toBe('LineString');
    expect((lines.geometry.coordinates as number[][])[1][0]).toBeCloseTo(9.5, 6);
  });

  it('reads PolygonZ and PolygonM (multipart records, holes) and PolylineZ/M like their plain types, Z and M left out', async () => {
    const hole = [...square(3.2, 60.2, 0.2)].reverse();
    const records = [[square(3, 60, 1), hole, square(5, 60, 1)], [square(7, 60, 0.5)]];
    const plain = await importShapefileZip(zipShapefile(SHAPE_TYPE.Polygon, records, PRJ.WGS84));
    expect(plain.geometry.type).toBe('MultiPolygon');
    expect((plain.geometry.coordinates as number[][][][]).map((p) => p.length)).toEqual([2, 1, 1]);
    for (const type of [SHAPE_TYPE.PolygonZ, SHAPE_TYPE.PolygonM]) {
      const zm = await importShapefileZip(zipShapefile(type, records, PRJ.WGS84));
      expect(zm.geometry).toEqual(plain.geometry);
    }
    const path = [
      [3, 60],
      [3.5, 60.5],
      [4, 61],
    ] as Xy[];
    const line = await importShapefileZip(
      zipShapefile(SHAPE_TYPE.Polyline, [[path], [path.slice(1)]], PRJ.WGS84),
    );
    for (const type of [SHAPE_TYPE.PolylineZ, SHAPE_TYPE.PolylineM]) {
      const zm = await importShapefileZip(zipShapefile(type, [[path], [path.slice(1)]], PRJ.WGS84));
      expect(zm.geometry).toEqual(line.geometry);
      expect((zm.geometry.coordinates as number[][][]).flat().every((p) => p.length === 2)).toBe(true);
    }
  });

  it('checks the geometry type against the allowed types', async () => {
    const lines = zipShapefile(
      SHAPE_TYPE.Polyline,
      [
        [
          [
            [3, 60],
            [4, 61],
          ],
        ],
      ],
      PRJ.WGS84,
    );
    expect(await codeOfAsync(() => importShapefileZip(lines, { allowedTypes: ['Polygon'] }))).toBe(
      'InvalidGeometryType',
    );
    expect((await importShapefileZip(lines, { allowedTypes: ['LineString'] })).geometry.type).toBe(
      'LineString',
    );
    const points = zipShapefile(SHAPE_TYPE.Point, [[[[3, 60]]]], PRJ.WGS84);
    expect(await codeOfAsync(() => importShapefileZip(points))).toBe('InvalidGeometryType');
  });

  it('gives the spec error for each broken archive', async () => {
    const polygon = [[square(3, 60, 1)]];
    expect(await codeOfAsync(() => importShapefileZip(zipShapefile(SHAPE_TYPE.Polygon, polygon, undefined)))).toBe(
      'importMissingPrjFileError',
    );
    expect(await codeOfAsync(() => importShapefileZip(zipShapefile(SHAPE_TYPE.Polygon, [[]], PRJ.WGS84)))).toBe(
      'EmptyShapeFile',
    );
    expect(
      await codeOfAsync(() => importShapefileZip(zipShapefile(SHAPE_TYPE.Polygon, polygon, 'LOCAL_CS["x"]'))),
    ).toBe('NotSupportetPrjStringCode');
    expect(await codeOfAsync(() => importShapefileZip(zipSync({ 'readme.txt': new Uint8Array([65]) })))).toBe(
      'NoGeometryFound',
    );
    expect(
      await codeOfAsync(() =>
        importShapefileZip(zipShapefile(SHAPE_TYPE.Polygon, polygon, PRJ.WGS84), { fileName: 'a.kml' }),
      ),
    ).toBe('FileExtenstionNotSupported');
    const farAway = zipShapefile(SHAPE_TYPE.Polygon, [[square(-80, 30, 1)]], PRJ.WGS84);
    expect(await codeOfAsync(() => importShapefileZip(farAway))).toBe('CrsNotOnNorwegianShelf');
  });

  it('refuses a file whose magic bytes are not a zip, at once', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 not a zip at all');
    expect(await codeOfAsync(() => importShapefileZip(pdf))).toBe('NotAZipFile');
    expect(await codeOfAsync(() => importShapefileZip(new Uint8Array(0)))).toBe('NotAZipFile');
  });

  it('refuses a truncated .shp', async () => {
    const { shp } = writeShp(SHAPE_TYPE.Polygon, [[square(3, 60, 1)], [square(5, 60, 1)]]);
    const zip = zipSync({
      'a.shp': shp.subarray(0, shp.length - 20),
      'a.prj': new TextEncoder().encode(PRJ.WGS84),
    });
    expect(await codeOfAsync(() => importShapefileZip(zip))).toBe('importUnableToReadFileError');
    const cutZip = zipShapefile(SHAPE_TYPE.Polygon, [[square(3, 60, 1)]], PRJ.WGS84);
    expect(await codeOfAsync(() => importShapefileZip(cutZip.subarray(0, cutZip.length - 40)))).toBe(
      'importUnableToReadFileError',
    );
  });

  it("refuses '../' and absolute paths", async () => {
    const prj = new TextEncoder().encode(PRJ.WGS84);
    expect(await codeOfAsync(() => importShapefileZip(zipSync({ '../evil.prj': prj })))).toBe('UnsafeZipPath');
    expect(await codeOfAsync(() => importShapefileZip(zipSync({ 'a/../../evil.prj': prj })))).toBe(
      'UnsafeZipPath',
    );
    expect(await codeOfAsync(() => importShapefileZip(zipSync({ '/etc/evil.prj': prj })))).toBe('UnsafeZipPath');
    expect(await codeOfAsync(() => importShapefileZip(zipSync({ 'C:\\evil.prj': prj })))).toBe('UnsafeZipPath');
  });

  // How fast they are refused is measured in `npm run bench geometry`.
  it('refuses zip bombs without inflating them', async () => {
    const zeros = new Uint8Array(20 * 1024 * 1024);
    const bomb = zipSync({ 'a.shp': zeros, 'a.prj': new TextEncoder().encode(PRJ.WGS84) }, { level: 9 });
    expect(bomb.length).toBeLessThan(100_000);
    expect(await codeOfAsync(() => importShapefileZip(bomb))).toBe('ZipBomb');

    const declaredHuge = forgeDeclaredSizes(
      zipShapefile(SHAPE_TYPE.Polygon, [[square(3, 60, 1)]], PRJ.WGS84),
      150 * 1024 * 1024,
    );
    expect(await codeOfAsync(() => importShapefileZip(declaredHuge))).toBe('ZipBomb');

    const small = zipSync({
      'a.shp': new Uint8Array(5 * 1024 * 1024),
      'a.prj': new TextEncoder().encode(PRJ.WGS84),
    });
    const lying = forgeDeclaredSizes(small, 1000, '.shp');
    expect(await codeOfAsync(() => importShapefileZip(lying))).toBe('ZipBomb');
  });

  it('reads layers in folders, skips hidden and macOS files, and refuses archives of too many entries', async () => {
    const { shp } = writeShp(SHAPE_TYPE.Polygon, [[square(3, 60, 1)]]);
    const prj = new TextEncoder().encode(PRJ.WGS84);
    const nested = zipSync({
      'data/': new Uint8Array(0),
      './data/Omr.SHP': shp,
      './data/omr.prj': prj,
      '__MACOSX/data/._omr.shp': new Uint8Array(10),
      'data/.omr.shp': new Uint8Array(3),
    });
    expect((await importShapefileZip(nested)).geometry.type).toBe('Polygon');
    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i < 1001; i++) many[`f${i}.txt`] = new Uint8Array(1);
    expect(await codeOfAsync(() => importShapefileZip(zipSync(many)))).toBe('ZipBomb');
  });

  it('refuses an oversized .prj without reading it', async () => {
    const { shp } = writeShp(SHAPE_TYPE.Polygon, [[square(3, 60, 1)]]);
    const zip = zipSync({ 'a.shp': shp, 'a.prj': new Uint8Array(100_000).fill(91) });
    expect(await codeOfAsync(() => importShapefileZip(zip))).toBe('NotSupportetPrjStringCode');
  });

  it('refuses a 51 MB file before reading it', async () => {
    const big = new Uint8Array(51 * 1024 * 1024);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    expect(await codeOfAsync(() => importShapefileZip(big))).toBe('FileTooLarge');
  });
});
