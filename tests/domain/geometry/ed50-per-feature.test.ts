import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importShapefileZip } from '@/domain/geometry/shapefile-import';
import { readShp } from '@/domain/geometry/shp-reader';
import type { LonLat } from '@/domain/geometry/types';
import { extractZipEntry, readZipEntries } from '@/domain/geometry/zip-reader';

const TOWGS84: Record<number, string> = {
  1613: '-90.365,-101.13,-123.384,0.333,0.077,0.894,1.994',
  1612: '-116.641,-56.931,-110.559,0.893,0.921,-0.917,-3.52',
};

function hasCs2cs(): boolean {
  try {
    execFileSync('cs2cs', [], { stdio: 'ignore' });
    return true;
  } catch (error) {
    return (error as { code?: string }).code !== 'ENOENT';
  }
}

/** PROJ's cs2cs on every point: from `from` to `to` (proj strings), 9 decimals. */
function cs2cs(points: readonly LonLat[], from: string, to: string): LonLat[] {
  const out = execFileSync('cs2cs', [...from.split(' '), '+to', ...to.split(' '), '-f', '%.10f'], {
    input: points.map(([x, y]) => `${x} ${y}`).join('\n') + '\n',
  }).toString();
  return out
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).slice(0, 2).map(Number) as LonLat);
}

const metres = (a: LonLat, b: LonLat) =>
  Math.hypot((a[0] - b[0]) * 111_195 * Math.cos((a[1] * Math.PI) / 180), (a[1] - b[1]) * 111_195);

const fixture = (name: string) => readFileSync(`tests/fixtures/geometry/${name}`);
const UTM31 = '+proj=utm +zone=31 +ellps=intl +units=m';

async function records(zip: Uint8Array): Promise<LonLat[][]> {
  const entries = readZipEntries(zip);
  const shp = entries.find((e) => e.name.endsWith('.shp'));
  if (!shp) throw new Error('no .shp');
  const layer = readShp(await extractZipEntry(zip, shp));
  expect(layer.recordStarts).toEqual(layer.parts.map((_, i) => i)); // one ring a record
  return layer.parts;
}

/** The outer rings of the import, back in the file's (clockwise) order. */
async function importedRings(zip: Uint8Array): Promise<LonLat[][]> {
  const { geometry } = await importShapefileZip(zip);
  if (geometry.type !== 'MultiPolygon') throw new Error(geometry.type);
  return geometry.coordinates.map((polygon) => [...(polygon[0] as LonLat[])].reverse());
}

describe.skipIf(!hasCs2cs())('ED50 -> WGS 84 per feature (PROJ cs2cs as reference)', () => {
  it('takes EPSG:1613 or EPSG:1612 by each feature own latitude: every vertex within 1 cm of PROJ', async () => {
    const zip = fixture('ed50-felt-62n.zip');
    const source = await records(zip);
    const rings = await importedRings(zip);
    const used = new Set<number>();
    source.forEach((ring, i) => {
      const ed50 = cs2cs(ring, UTM31, '+proj=longlat +ellps=intl');
      const lats = ed50.map((p) => p[1]);
      const transformation = (Math.min(...lats) + Math.max(...lats)) / 2 >= 62 ? 1612 : 1613;
      used.add(transformation);
      const expected = cs2cs(
        ring,
        `${UTM31} +towgs84=${TOWGS84[transformation]}`,
        '+proj=longlat +datum=WGS84',
      );
      expect(rings[i]).toHaveLength(expected.length);
      const worst = Math.max(...expected.map((p, k) => metres(p, rings[i][k])));
      expect(worst, `feature ${i + 1} (EPSG:${transformation})`).toBeLessThan(0.01);
    });
    expect([...used].sort()).toEqual([1612, 1613]);
  });

  it('gives every feature the same coordinates whatever the order of the features in the file (same features sorted by name descending)', async () => {
    const forward = await importedRings(fixture('ed50-felt-62n.zip'));
    const reversed = await importedRings(fixture('ed50-felt-62n-omvendt.zip'));
    const byFirstVertex = (rings: LonLat[][]) => [...rings].sort((a, b) => a[0][0] - b[0][0]);
    expect(reversed).not.toEqual(forward);
    expect(byFirstVertex(reversed)).toEqual(byFirstVertex(forward));
  });

  it('a feature straddling 62°N is shifted by one transformation, not split at the parallel', async () => {
    const zip = fixture('ed50-felt-62n.zip');
    const source = await records(zip);
    const rings = await importedRings(zip);
    const straddling = source.findIndex((ring) => {
      const lats = cs2cs(ring, UTM31, '+proj=longlat +ellps=intl').map((p) => p[1]);
      return Math.min(...lats) < 62 && Math.max(...lats) > 62;
    });
    expect(straddling).toBeGreaterThanOrEqual(0);
    const north = cs2cs(
      source[straddling],
      `${UTM31} +towgs84=${TOWGS84[1612]}`,
      '+proj=longlat +datum=WGS84',
    );
    north.forEach((p, k) => expect(metres(p, rings[straddling][k])).toBeLessThan(0.01));
  });
});
