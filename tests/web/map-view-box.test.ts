import { describe, expect, it } from 'vitest';
import { mapViewBox } from '@/web/map/map-view-box';

describe('mapViewBox (what the overview map asks for)', () => {
  it('grows the view by half on each side, snaps outward to an eighth of a tile and takes the whole zoom level', () => {
    const view = mapViewBox([2, 58, 6, 60], 6.7);
    expect(view.zoom).toBe(6);
    const step = 360 / 2 ** 6 / 8;
    const [w, s, e, n] = view.bbox;
    expect(w).toBeLessThanOrEqual(0);
    expect(s).toBeLessThanOrEqual(57);
    expect(e).toBeGreaterThanOrEqual(8);
    expect(n).toBeGreaterThanOrEqual(61);
    for (const v of view.bbox) expect(Math.abs(v / step - Math.round(v / step))).toBeLessThan(1e-6);
  });

  it('asks the same box for a small pan, and stays inside the world', () => {
    expect(mapViewBox([2, 58, 6, 60], 6.2)).toEqual(mapViewBox([2.01, 58.01, 6.01, 60.01], 6.9));
    expect(mapViewBox([-170, -80, 170, 89], 0.5).bbox).toEqual([-180, -85, 180, 85]);
  });
});
