import { type Areal, PolygonIndex, areaMeets, arealOf, indexOf, innerOf } from './area-ops';
import { type Inner, hasPartInside, hasPartOutside, pointOutside } from './containment';
import { NCS_OUTLINE } from './data/ncs-outline';
import { keepEdgeArray } from './edge-buffers';
import { cachedIndex } from './index-cache';
import type { OceanArea, SeaArea } from './data/sea-areas';
import { assignOceanArea } from './ocean-area';
import { shelfBorderName } from './shelf-borders';
import type { TAreaGeometry } from './types';

/** Codes of geometry validation; messages under 'validation' in locales/nb/geometry.json. */
export type GeometryIssueCode =
  | 'invalidRing'
  | 'outsideShelf'
  | 'crossesShelfEdge'
  | 'areaNotMatchingLicences'
  | 'partlyOutsideLicences'
  | 'netOutsideGross'
  | 'restrictionAreaOverlap';

export interface GeometryIssue {
  code: GeometryIssueCode;
  area: 'net' | 'gross';
  /** Names of the restriction areas overlapped; for crossesShelfEdge, of the shelf border crossed. */
  names?: string[];
}

export interface RestrictionArea {
  id?: string | number;
  name: string;
  geometry: Areal;
}

export interface ValidateAreasInput {
  net?: TAreaGeometry | null;
  gross?: TAreaGeometry | null;
  /** Licence shapes of the draft; when absent or empty the licence check is skipped (the caller knows if licences are required). */
  licences?: readonly Areal[];
  restrictions?: readonly RestrictionArea[];
  seaAreas?: readonly SeaArea[];
  shelf?: Areal;
}

export interface ValidateAreasResult {
  /** Blocking: invalid rings, outside the shelf, and the critical 'area does not match licences'. */
  errors: GeometryIssue[];
  /** Not blocking: crossing the shelf's border, partly outside the licences, net outside gross, restriction-area overlap (spec 002 sections 5, 8). */
  warnings: GeometryIssue[];
  oceanArea: OceanArea | null;
}

const isPosition = (p: unknown) =>
  Array.isArray(p) && p.length >= 2 && Number.isFinite(p[0]) && Number.isFinite(p[1]);

/** An array of at least `min` positions (a plain loop: a path may hold 100,000 points). */
function isPath(path: unknown, min: number): boolean {
  if (!Array.isArray(path) || path.length < min) return false;
  for (let i = 0; i < path.length; i++) if (!isPosition(path[i])) return false;
  return true;
}
const isPolygon = (rings: unknown) =>
  Array.isArray(rings) && rings.length > 0 && rings.every((r) => isPath(r, 4));

/** Rings non-empty, points with at least 2 finite coordinates (spec 000 section 5), enough points for the type. */
function isWellFormed(geometry: TAreaGeometry): boolean {
  const coordinates: unknown = geometry.coordinates;
  if (!Array.isArray(coordinates)) return false;
  switch (geometry.type) {
    case 'LineString':
      return isPath(coordinates, 2);
    case 'MultiLineString':
      return coordinates.length > 0 && coordinates.every((path) => isPath(path, 2));
    case 'Polygon':
      return isPolygon(coordinates);
    case 'MultiPolygon':
      return coordinates.length > 0 && coordinates.every(isPolygon);
    default:
      return false;
  }
}

/** The areas checked, with the indexes built of them. */
type Areas = Partial<Record<'net' | 'gross', { geometry: TAreaGeometry; index: Inner }>>;

/** The indexes of the shapes the areas are checked against. */
interface FixedIndexes {
  shelf: PolygonIndex[];
  licences: PolygonIndex[];
  restrictions: { index: PolygonIndex; name: string }[];
}

/** Validates the net and gross areas of a draft; the same code runs in the browser, offline, and in the service. */
export function validateAreas(input: ValidateAreasInput): ValidateAreasResult {
  const shelf = [cachedIndex(input.shelf ?? NCS_OUTLINE)];
  const licences = (input.licences ?? []).map(cachedIndex);
  const restrictions = (input.restrictions ?? []).map((r) => ({
    index: cachedIndex(r.geometry),
    name: r.name,
  }));
  const areas: Areas = {};
  try {
    return checkAreas(input, areas, { shelf, licences, restrictions });
  } finally {
    // the areas' indexes end here: their edge arrays serve the next check (src/domain/geometry/edge-buffers.ts)
    for (const { index } of Object.values(areas)) keepEdgeArray(index.edges);
  }
}

/** The checks of validateAreas; the indexes it builds of the areas are left in `areas`. */
function checkAreas(
  input: ValidateAreasInput,
  areas: Areas,
  { shelf, licences, restrictions }: FixedIndexes,
): ValidateAreasResult {
  const errors: GeometryIssue[] = [];
  const warnings: GeometryIssue[] = [];
  for (const area of ['net', 'gross'] as const) {
    const geometry = input[area];
    if (!geometry) continue;
    if (!isWellFormed(geometry)) {
      errors.push({ code: 'invalidRing', area });
      continue;
    }
    const index = innerOf(geometry);
    areas[area] = { geometry, index };
    // exact, edges and not only vertices: wholly off the shelf blocks, crossing its border warns and names it
    if (!hasPartInside(index, shelf)) errors.push({ code: 'outsideShelf', area });
    else {
      const outside = pointOutside(index, shelf);
      if (outside) warnings.push({ code: 'crossesShelfEdge', area, names: [shelfBorderName(...outside)] });
    }
    if (licences.length > 0) {
      // an area meeting the licences only along their borders lies in none of them
      if (!hasPartInside(index, licences)) {
        errors.push({ code: 'areaNotMatchingLicences', area });
      } else if (hasPartOutside(index, licences)) {
        warnings.push({ code: 'partlyOutsideLicences', area });
      }
    }
    const overlapped = restrictions.filter((r) => areaMeets(index, r.index)).map((r) => r.name);
    if (overlapped.length > 0) warnings.push({ code: 'restrictionAreaOverlap', area, names: overlapped });
  }
  const { net, gross } = areas;
  if (net && gross && hasPartOutside(net.index, [asOuter(gross.geometry, gross.index)])) {
    warnings.push({ code: 'netOutsideGross', area: 'net' });
  }
  const main = input.gross && gross ? input.gross : input.net && net ? input.net : undefined;
  return { errors, warnings, oceanArea: main ? assignOceanArea(main, input.seaAreas) : null };
}

/** An area as the outer side of a check: a polygon's index, a polyline's 10 m buffer as capsules (rare: a line gross). */
function asOuter(geometry: TAreaGeometry, index: Inner): PolygonIndex {
  return index instanceof PolygonIndex ? index : indexOf(geometry, arealOf(geometry));
}
