import type { TBbox } from '@/domain/overview/filter';

/** What the overview map asks the service for: a box and a whole zoom level. */
export interface TMapViewBox {
  bbox: TBbox;
  zoom: number;
}

/** Grid steps per 512-pixel tile: the asked box snaps to an eighth of a tile. */
const STEPS_PER_TILE = 8;
const MAX_LAT = 85;

/**
 * The box to ask for when the map shows `bbox` at `zoom`: the view grown by half its size on each side (small pans
 * stay inside it), its edges snapped outward to a grid of an eighth of a tile at the whole zoom level, so that nearby
 * views ask the same box (one answer cached and kept offline for them all).
 */
export function mapViewBox([w, s, e, n]: TBbox, zoom: number): TMapViewBox {
  const level = Math.max(0, Math.min(24, Math.floor(zoom)));
  const step = 360 / 2 ** level / STEPS_PER_TILE;
  const dx = (e - w) / 2;
  const dy = (n - s) / 2;
  const down = (v: number) => Math.floor(v / step) * step;
  const up = (v: number) => Math.ceil(v / step) * step;
  const fix = (v: number) => Number(v.toFixed(6));
  return {
    bbox: [
      fix(Math.max(-180, down(w - dx))),
      fix(Math.max(-MAX_LAT, down(s - dy))),
      fix(Math.min(180, up(e + dx))),
      fix(Math.min(MAX_LAT, up(n + dy))),
    ],
    zoom: level,
  };
}
