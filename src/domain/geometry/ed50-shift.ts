import { GeometryImportError } from './errors';
import type { LonLat } from './types';

const GRID_STEP_DEGREES = 0.1;
const MAX_NODES = 10_000;

/** Which of two transformations (0 or 1) each part uses, or 'point' for each point by its latitude (>= northFrom: 1). */
export type ShiftChoice = Uint8Array | { northFrom: number };

const choiceOf = (choose: ShiftChoice, part: number, lat: number): number =>
  choose instanceof Uint8Array ? choose[part] : lat >= choose.northFrom ? 1 : 0;

interface Grid {
  minLon: number;
  minLat: number;
  step: number;
  nx: number;
  ny: number;
  dLon: Float64Array;
  dLat: Float64Array;
  exact: (point: LonLat) => number[];
}

function bounds(parts: readonly LonLat[][], choose: ShiftChoice): Float64Array {
  // per transformation: minLon, minLat, maxLon, maxLat
  const b = new Float64Array([
    Infinity,
    Infinity,
    -Infinity,
    -Infinity,
    Infinity,
    Infinity,
    -Infinity,
    -Infinity,
  ]);
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p];
    for (let k = 0; k < part.length; k++) {
      const lon = part[k][0];
      const lat = part[k][1];
      if (!Number.isFinite(lon) || !Number.isFinite(lat))
        throw new GeometryImportError('ErrorProjectingGeometry');
      const o = choiceOf(choose, p, lat) * 4;
      if (lon < b[o]) b[o] = lon;
      if (lat < b[o + 1]) b[o + 1] = lat;
      if (lon > b[o + 2]) b[o + 2] = lon;
      if (lat > b[o + 3]) b[o + 3] = lat;
    }
  }
  return b;
}

function buildGrid(
  [minLon, minLat, maxLon, maxLat]: ArrayLike<number> & Iterable<number>,
  exact: (point: LonLat) => number[],
): Grid | undefined {
  if (!(minLon <= maxLon)) return undefined;
  const spanArea = (maxLon - minLon + GRID_STEP_DEGREES) * (maxLat - minLat + GRID_STEP_DEGREES);
  const step = Math.max(GRID_STEP_DEGREES, Math.sqrt(spanArea / MAX_NODES));
  const nx = Math.max(2, Math.ceil((maxLon - minLon) / step) + 1);
  const ny = Math.max(2, Math.ceil((maxLat - minLat) / step) + 1);
  // nodes are computed when a point first needs them (NaN until then): outlines touch few of a grid's cells
  const dLon = new Float64Array(nx * ny).fill(Number.NaN);
  const dLat = new Float64Array(nx * ny).fill(Number.NaN);
  return { minLon, minLat, step, nx, ny, dLon, dLat, exact };
}

/** Computes the grid node at index k (row j = k / nx, column i = k % nx) by the exact transformation. */
function computeNode(grid: Grid, k: number): void {
  const i = k % grid.nx;
  const j = (k - i) / grid.nx;
  const node: LonLat = [grid.minLon + i * grid.step, grid.minLat + j * grid.step];
  const shifted = grid.exact(node);
  if (!Number.isFinite(shifted[0]) || !Number.isFinite(shifted[1]))
    throw new GeometryImportError('ErrorProjectingGeometry');
  grid.dLon[k] = shifted[0] - node[0];
  grid.dLat[k] = shifted[1] - node[1];
}

/**
 * Applies ED50 -> WGS 84 datum shifts to ED50 lon/lat points in place (overwriting them: the caller owns them), each point by the transformation
 * `choose` gives it (0 or 1 of `exact`). Each exact 7-parameter transformation is computed on a grid over the
 * points that use it (0.1° or coarser; a node is computed when a point first needs it) and interpolated bilinearly: the shift changes by millimetres per
 * kilometre, so the interpolation stays within a millimetre of the exact result (tested) at a fraction of the
 * cost for large files. Returns how many points used each transformation.
 */
export function applyEd50Shift(
  parts: readonly LonLat[][],
  exact: readonly [(point: LonLat) => number[], (point: LonLat) => number[]],
  choose: ShiftChoice,
): [number, number] {
  const b = bounds(parts, choose);
  const grids = [buildGrid(b.subarray(0, 4), exact[0]), buildGrid(b.subarray(4, 8), exact[1])];
  const counts: [number, number] = [0, 0];
  const perPart = choose instanceof Uint8Array ? choose : undefined;
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p];
    const partGrid = perPart ? grids[perPart[p]] : undefined;
    for (let k = 0; k < part.length; k++) {
      const point = part[k];
      const lon = point[0];
      const lat = point[1];
      const which = perPart ? perPart[p] : choiceOf(choose, p, lat);
      const grid = (partGrid ?? grids[which]) as Grid;
      counts[which]++;
      const { nx, dLon, dLat, step } = grid;
      const fx = (lon - grid.minLon) / step;
      const fy = (lat - grid.minLat) / step;
      const i = Math.min(Math.floor(fx), nx - 2);
      const j = Math.min(Math.floor(fy), grid.ny - 2);
      const tx = fx - i;
      const ty = fy - j;
      const a = j * nx + i;
      const c = a + nx;
      if (Number.isNaN(dLon[a])) computeNode(grid, a);
      if (Number.isNaN(dLon[a + 1])) computeNode(grid, a + 1);
      if (Number.isNaN(dLon[c])) computeNode(grid, c);
      if (Number.isNaN(dLon[c + 1])) computeNode(grid, c + 1);
      const w00 = (1 - tx) * (1 - ty);
      const w10 = tx * (1 - ty);
      const w01 = (1 - tx) * ty;
      const w11 = tx * ty;
      point[0] = lon + w00 * dLon[a] + w10 * dLon[a + 1] + w01 * dLon[c] + w11 * dLon[c + 1];
      point[1] = lat + w00 * dLat[a] + w10 * dLat[a + 1] + w01 * dLat[c] + w11 * dLat[c + 1];
    }
  }
  return counts;
}
