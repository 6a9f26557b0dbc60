import type { DraftAreaCheckInput } from '../../domain/draft/draft-area-check';
import type { TAreaGeometry } from '../../domain/geometry/types';

/**
 * A geometry as typed arrays, so that it reaches a pool worker by transfer (zero copy) instead of the structured clone
 * of one array per position (hundreds of milliseconds on the event loop for 100,000 positions). Only x and y are kept.
 */
export interface PackedGeometry {
  type: string;
  /** Element counts of each nesting level, depth first (rings of a polygon, then positions of each ring...). */
  counts: Int32Array;
  /** x, y of every position in order. */
  xy: Float64Array;
}

interface Geo {
  type: string;
  coordinates: unknown;
}
const DEPTH: Record<string, number> = { LineString: 1, MultiPoint: 1, Polygon: 2, MultiLineString: 2, MultiPolygon: 3 };

/** Geometries unpacked from a worker's packing, with that packing: packed again for the price of a copy. */
const packedOf = new WeakMap<object, PackedGeometry>();

export function packGeometry(geometry: Geo): PackedGeometry {
  // A copy of the remembered packing (a memcpy): the copy's buffers move to the worker, the original stays for the
  // lazy coordinates (a draft checked, then stored).
  const known = packedOf.get(geometry);
  if (known) return { type: known.type, counts: known.counts.slice(), xy: known.xy.slice() };
  const depth = DEPTH[geometry.type];
  if (depth === undefined) throw new Error(`cannot pack ${geometry.type}`);
  const counts: number[] = [];
  const xy: number[] = [];
  const walk = (node: unknown[], level: number): void => {
    if (level === 0) {
      xy.push(node[0] as number, node[1] as number);
      return;
    }
    counts.push(node.length);
    for (const child of node) walk(child as unknown[], level - 1);
  };
  walk(geometry.coordinates as unknown[], depth);
  return { type: geometry.type, counts: Int32Array.from(counts), xy: Float64Array.from(xy) };
}

export function unpackGeometry<G extends Geo = TAreaGeometry>(packed: PackedGeometry): G {
  let c = 0;
  let p = 0;
  const read = (level: number): unknown[] => {
    if (level === 0) {
      const position = [packed.xy[p], packed.xy[p + 1]];
      p += 2;
      return position;
    }
    const n = packed.counts[c++];
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) out[i] = read(level - 1);
    return out;
  };
  return { type: packed.type, coordinates: read(DEPTH[packed.type]) } as G;
}

/**
 * A geometry of a parsed body whose coordinates are unpacked only when something reads them (a draft being stored),
 * and which remembers its packing, so that its next packGeometry costs nothing. POST /Draft/Validate never reads them
 * on the event loop: 50,000 positions would be 50,000 small arrays to allocate there and, while the check runs,
 * promote to the old generation and collect again (most of the call's cost on the event loop).
 */
export function unpackGeometryKeepingPacked<G extends Geo = TAreaGeometry>(packed: PackedGeometry): G {
  const geometry = { type: packed.type } as G;
  let coordinates: unknown;
  Object.defineProperty(geometry, 'coordinates', {
    enumerable: true,
    configurable: true,
    get: () => (coordinates ??= unpackGeometry(packed).coordinates),
    set(value: unknown) {
      // Replaced: packed again from what is there now.
      coordinates = value;
      packedOf.delete(geometry);
    },
  });
  packedOf.set(geometry, packed);
  return geometry;
}

type WithGeometry<T> = Omit<T, 'geometry'> & { geometry: PackedGeometry };

/** checkDraftAreas' input with every geometry packed. */
export interface PackedAreaCheckInput {
  net: WithGeometry<NonNullable<DraftAreaCheckInput['net']>> | null;
  gross: WithGeometry<NonNullable<DraftAreaCheckInput['gross']>> | null;
  licences: PackedGeometry[];
  restrictions: WithGeometry<NonNullable<DraftAreaCheckInput['restrictions']>[number]>[];
  seaAreas?: WithGeometry<NonNullable<DraftAreaCheckInput['seaAreas']>[number]>[];
}

const packed = <T extends { geometry: Geo }>(item: T) => ({ ...item, geometry: packGeometry(item.geometry) });
const unpacked = <T extends { geometry: PackedGeometry }, G extends Geo>(item: T) => ({
  ...item,
  geometry: unpackGeometry<G>(item.geometry),
});

export function packAreaCheck(input: DraftAreaCheckInput): { task: PackedAreaCheckInput; transfer: ArrayBuffer[] } {
  const task: PackedAreaCheckInput = {
    net: input.net && packed(input.net),
    gross: input.gross && packed(input.gross),
    licences: input.licences.map(packGeometry),
    restrictions: (input.restrictions ?? []).map(packed),
    seaAreas: input.seaAreas?.map(packed),
  };
  const all = [task.net?.geometry, task.gross?.geometry, ...task.licences, ...task.restrictions.map((r) => r.geometry), ...(task.seaAreas ?? []).map((s) => s.geometry)];
  const transfer = all.flatMap((g) => (g ? [g.counts.buffer as ArrayBuffer, g.xy.buffer as ArrayBuffer] : []));
  return { task, transfer };
}

export function unpackAreaCheck(task: PackedAreaCheckInput): DraftAreaCheckInput {
  return {
    net: task.net && unpacked(task.net),
    gross: task.gross && unpacked(task.gross),
    licences: task.licences.map((g) => unpackGeometry(g)),
    restrictions: task.restrictions.map((r) => unpacked(r)),
    seaAreas: task.seaAreas?.map((s) => unpacked(s)),
  } as DraftAreaCheckInput;
}
