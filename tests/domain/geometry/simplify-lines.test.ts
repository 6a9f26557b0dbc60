import { describe, expect, it } from 'vitest';
import { importGeometryFile } from '@/domain/geometry/import-file';
import { simplifyPath } from '@/domain/geometry/simplify-lines';
import type { LonLat } from '@/domain/geometry/types';
import { ed50P190 } from './fixtures/survey';

/** Distance in metres from p to the segment a-b (local scale at 60°N). */
function distanceToSegment(p: LonLat, a: LonLat, b: LonLat): number {
  const k = Math.cos((60 * Math.PI) / 180) * 111_320;
  const [px, py, ax, ay, bx, by] = [p[0] * k, p[1] * 111_320, a[0] * k, a[1] * 111_320, b[0] * k, b[1] * 111_320];
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

describe('survey lines simplified at import', () => {
  // 2,000 shot points 25 m apart wandering 0.3 m, with one bend of 200 m halfway.
  const line: LonLat[] = Array.from({ length: 2000 }, (_, i) => [
    3 + (i * 25) / 55_660,
    60 + (Math.sin(i) * 0.3) / 111_320 + (i > 1000 ? ((i - 1000) * 0.2) / 111_320 : 0),
  ]);

  it('keeps the ends and the bend, and no shot point further than 1 m from the kept line', async () => {
    const kept = simplifyPath(line);
    expect(kept.length).toBeLessThan(20);
    expect(kept[0]).toEqual(line[0]);
    expect(kept.at(-1)).toEqual(line.at(-1));
    for (const p of line) {
      const nearest = Math.min(...kept.slice(1).map((b, i) => distanceToSegment(p, kept[i], b)));
      expect(nearest).toBeLessThanOrEqual(1 + 1e-9);
    }
  });

  it('is what the import gives for a UKOOA file read as lines', async () => {
    const { text } = ed50P190(3, 400);
    const lines = await importGeometryFile('survey.p190', new TextEncoder().encode(text), { allowedTypes: ['Polyline'] });
    const paths = lines.geometry.coordinates as number[][][];
    expect(paths).toHaveLength(3);
    // Straight sail lines keep little more than their ends.
    for (const path of paths) expect(path.length).toBeLessThan(10);
  });
});
