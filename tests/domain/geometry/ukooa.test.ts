import { describe, expect, it } from 'vitest';
import { fromWgs84 } from '@/domain/geometry/crs';
import { importUkooa } from '@/domain/geometry/ukooa';
import { ed50P190, receivers, surveyWgs84 } from './fixtures/survey';
import { ED50_UTM31_HEADERS, headerRecord, positionRecord } from './fixtures/ukooa-writer';
import { codeOf } from './fixtures/error-code';

const metres = (a: number[], b: number[]) => Math.hypot((a[0] - b[0]) * 55_800, (a[1] - b[1]) * 111_200);


describe('importUkooa', () => {
  it('reads lines by name in ED50 UTM 31N and gives the hull as the area, loaded from file', () => {
    const { text, shots } = ed50P190(3, 40);
    const result = importUkooa(text);
    expect(result.surveyArea).toBe('NORDSJOEN TEST 3D');
    expect(result.pointCount).toBe(120);
    expect(result.lineNames).toEqual(['NS26-1001', 'NS26-1002', 'NS26-1003']);
    expect(result.lines?.csOriginWkId).toBe(23031);
    expect(result.lines?.transformationToWgs84).toBe(1613);
    expect(result.area?.loadedFromFile).toBe(true);
    const paths = result.lines?.geometry.coordinates as number[][][];
    expect(paths[1]).toHaveLength(40);
    paths.flat().forEach((p, i) => expect(metres(p, shots[i].lonLat)).toBeLessThan(0.2));
    const hull = (result.area?.geometry.coordinates as number[][][])[0];
    expect(hull.length).toBeLessThan(20); // a rectangle, closed, with a few near-collinear vertices
    for (const corner of [shots[0], shots[39], shots[80], shots[119]]) {
      expect(hull.some((p) => metres(p, corner.lonLat) < 0.2)).toBe(true);
    }
  });

  it('adds receiver groups to the area only', () => {
    const { text } = ed50P190(2, 10);
    const [east, north] = fromWgs84([[2.6, 58.7]], 23031, 1613)[0];
    const withReceivers = text.replace('EOF', `${receivers(east, north)}\nEOF`);
    const result = importUkooa(withReceivers);
    expect(result.pointCount).toBe(23);
    expect(result.lineNames).toHaveLength(2);
    const hull = (result.area?.geometry.coordinates as number[][][])[0];
    expect(hull.some((p) => metres(p, [2.6, 58.7]) < 2)).toBe(true);
  });

  it('reads latitude/longitude when the header gives no projection, and tolerates CRLF', () => {
    const headers = [headerRecord('1400', 'GEODETIC DATUM', 'WGS84 WGS 1984')];
    const record = positionRecord({
      type: 'V',
      line: 'L1',
      point: 1,
      lat: 60.5,
      lon: 4.25,
      easting: 0,
      northing: 0,
    });
    const record2 = positionRecord({
      type: 'V',
      line: 'L1',
      point: 2,
      lat: 60.6,
      lon: 4.3,
      easting: 0,
      northing: 0,
    });
    const blankGrid = (r: string) => r.slice(0, 46) + ' '.repeat(18) + r.slice(64);
    const result = importUkooa([...headers, blankGrid(record), blankGrid(record2)].join('\r\n'));
    expect(result.lines?.csOriginWkId).toBe(4326);
    expect(result.lines?.transformationToWgs84).toBeNull();
    const path = result.lines?.geometry.coordinates as number[][][];
    expect(path[0][0][0]).toBeCloseTo(4.25, 6);
    expect(path[0][0][1]).toBeCloseTo(60.5, 6);
    expect(result.area).toBeNull(); // two points span no area
  });

  it('tolerates spaces for leading zeros, left-justified numbers and negative eastings', () => {
    const headers = [
      headerRecord('1500', 'DATUM', 'WGS84'),
      headerRecord('1800', 'PROJ', 'UTM'),
      headerRecord('2200', 'CM', '9.0 E'),
    ];
    const base = positionRecord({
      type: 'S',
      line: 'X',
      point: 1,
      lat: 60.0,
      lon: 9.0,
      easting: 500000,
      northing: 6651411.2,
    });
    const leftJustified = base.slice(0, 46) + '500000.0 6651411.2' + base.slice(64);
    const negative = base.slice(0, 46) + '-123456.0' + '6651411.2' + base.slice(64);
    const result = importUkooa([...headers, leftJustified, negative, 'EOF', ''].join('\n'));
    expect(result.lines?.csOriginWkId).toBe(32632);
    const [first, second] = (result.lines?.geometry.coordinates as number[][][])[0];
    expect(first[0]).toBeCloseTo(9, 6);
    expect(first[1]).toBeCloseTo(60, 5);
    expect(second[0]).toBeLessThan(-2);

    const spaced = positionRecord({
      type: 'S',
      line: 'Y',
      point: 1,
      lat: 60 + 30 / 60 + 1.5 / 3600,
      lon: 5 + 2 / 60,
      easting: 0,
      northing: 0,
    });
    expect(spaced.slice(25, 46)).toBe('603001.50N0050200.00E');
    const untidy = spaced.slice(0, 25) + '6030 1.5 N  5 2 0.00E' + ' '.repeat(18) + spaced.slice(64);
    const geo = importUkooa([headerRecord('1400', 'DATUM', 'WGS 84'), untidy, untidy].join('\n'));
    const point = (geo.lines?.geometry.coordinates as number[][][])[0][0];
    expect(point[1]).toBeCloseTo(60 + 30 / 60 + 1.5 / 3600, 8);
    expect(point[0]).toBeCloseTo(5 + 2 / 60, 8);
  });

  it('converts grid coordinates given in feet (H2000)', () => {
    const headers = [
      headerRecord('1500', 'DATUM', 'WGS84'),
      headerRecord('1900', 'ZONE', '32N'),
      headerRecord('2000', 'GRID UNITS', '2 FEET'),
    ];
    const feet = (m: number) => m / 0.3048;
    const rec = (point: number, northing: number) =>
      positionRecord({
        type: 'S',
        line: 'F',
        point,
        lat: 0,
        lon: 0,
        easting: feet(500000),
        northing: feet(northing),
      });
    const result = importUkooa([...headers, rec(1, 6651411.19), rec(2, 6652000)].join('\n'));
    const first = (result.lines?.geometry.coordinates as number[][][])[0][0];
    expect(first[0]).toBeCloseTo(9, 5);
    expect(first[1]).toBeCloseTo(60, 5);
  });

  it('gives the spec error for each broken file', () => {
    expect(codeOf(() => importUkooa('60.5 3.2\n61 4\n'))).toBe('LoadingUkooaFile');
    expect(codeOf(() => importUkooa(ED50_UTM31_HEADERS.join('\n')))).toBe('NoGeometryFound');
    const { text } = ed50P190(1, 3);
    const lines = text.split('\n');
    const badEasting = lines.map((l, i) =>
      i === ED50_UTM31_HEADERS.length ? l.slice(0, 46) + '  12x45.0' + l.slice(55) : l,
    );
    expect(codeOf(() => importUkooa(badEasting.join('\n')))).toBe('UnableToParsePoint');
    const badMinutes = lines.map((l, i) =>
      i === ED50_UTM31_HEADERS.length ? l.slice(0, 25) + '587512.00N' + l.slice(35) : l,
    );
    expect(codeOf(() => importUkooa(badMinutes.join('\n'), { epsg: 4230 }))).toBe('PointConversionError');
    expect(codeOf(() => importUkooa(text.replace('31N   ', '17N   ').replace('003 00 00.000E', '')))).toBe(
      'CrsNotOnNorwegianShelf',
    );
    const noDatum = text.split('\n').filter((l) => !l.startsWith('H14') && !l.startsWith('H15'));
    // the records' own latitude/longitude tell the datum (International 1924 ellipsoid) and zone
    expect(importUkooa(noDatum.join('\n')).lines?.csOriginWkId).toBe(23031);
    const gridOnly = noDatum.map((l) =>
      l.startsWith('S') ? l.slice(0, 25) + ' '.repeat(21) + l.slice(46) : l,
    );
    expect(codeOf(() => importUkooa(gridOnly.join('\n')))).toBe('UkooaGridUndetermined');
    expect(importUkooa(gridOnly.join('\n'), { epsg: 23031 }).pointCount).toBe(3);
    expect(codeOf(() => importUkooa(text, { epsg: 2154 }))).toBe('CrsCodeNotSupported');
    expect(codeOf(() => importUkooa(new Uint8Array(52_428_801)))).toBe('FileTooLarge');
  });

  it('reads the grid from H1800/H1900/H2200 in whatever combination and never drops receivers', () => {
    const shots = surveyWgs84(1, 18).map((s) => s.lonLat);
    const [ed50, grid] = [fromWgs84(shots, 4230, 1613), fromWgs84(shots, 23031, 1613)];
    const body: string[] = [];
    shots.forEach((_, i) => {
      const [lon, lat] = ed50[i];
      const [easting, northing] = grid[i];
      body.push(
        positionRecord({ type: 'S', line: 'NPD2D-0917', point: 101 + i, lat, lon, easting, northing }),
      );
      for (let r = 0; r < 35; r++) body.push(receivers(easting - 200 - 37.5 * r, northing + 30));
    });
    const headers = [
      headerRecord('0100', 'SURVEY AREA', 'NORDSJOEN 2D'),
      headerRecord('1400', 'GEODETIC DATUM', 'ED50 International 1924 6378388.000 297.000'),
      headerRecord('1800', 'PROJECTION', '0001Metres'),
      headerRecord('1900', 'ZONE', 'UTM Zone 31 North'),
      headerRecord('2000', 'GRID UNITS', '1Metres 1.000000000000'),
    ];
    const result = importUkooa([...headers, ...body, 'EOF'].join('\n'));
    expect(result.area?.csOriginWkId).toBe(23031);
    expect(result.records).toEqual({ H: 5, S: 18, R: 630 });
    expect(result.receiverCount).toBe(1890);
    expect(result.pointCount).toBe(1908);
    expect(result.skippedReceivers).toBe(0);

    // the zone only as a central meridian, the datum only in an EPSG-named H1800
    const meridian = [
      headerRecord('1800', 'PROJECTION', 'ED50 / UTM (EPSG:23031)'),
      headerRecord('2200', 'CENTRAL MERIDIAN', '3.0 E'),
    ];
    expect(importUkooa([...meridian, ...body].join('\n')).pointCount).toBe(1908);

    // a datum without zone: the records' latitude/longitude pick zone 31
    const noZone = [headerRecord('1500', 'DATUM', 'ED50'), headerRecord('1800', 'PROJECTION', '001 UTM')];
    expect(importUkooa([...noZone, ...body].join('\n')).lines?.csOriginWkId).toBe(23031);

    // a Lambert grid is not read as UTM; the user's choice reads it, and a geographic choice counts what it leaves
    const lambert = [
      headerRecord('1500', 'DATUM', 'ED50'),
      headerRecord('1800', 'PROJECTION', '006 LAMBERT'),
    ];
    expect(codeOf(() => importUkooa([...lambert, ...body].join('\n')))).toBe('UkooaGridUndetermined');
    expect(importUkooa([...lambert, ...body].join('\n'), { epsg: 23031 }).pointCount).toBe(1908);
    const geographic = importUkooa([...lambert, ...body].join('\n'), { epsg: 4230 });
    expect(geographic.pointCount).toBe(18);
    expect(geographic.skippedReceivers).toBe(1890);
  });

  it('counts records of other types instead of dropping them unseen', () => {
    const { text } = ed50P190(1, 4);
    const result = importUkooa(text.replace('EOF', 'X  relation record\nEOF'));
    expect(result.records).toEqual({ H: ED50_UTM31_HEADERS.length, S: 4, other: 1 });
  });

  // Its speed is measured in `npm run bench geometry`.
  it('parses and projects 100,000 points', () => {
    const { text } = ed50P190(100, 1000);
    const bytes = new TextEncoder().encode(text);
    const result = importUkooa(bytes);
    expect(result.pointCount).toBe(100_000);
    expect(result.lineNames).toHaveLength(100);
  });
});
