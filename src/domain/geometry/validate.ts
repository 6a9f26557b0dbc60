import { type Areal, PolygonIndex, arealOf, indexOf, indexesIntersect, verticesInside } from './area-ops';
import { hasPartInside, hasPartOutside } from './containment';
import { NCS_OUTLINE } from './data/ncs-outline';
import type { OceanArea, SeaArea } from './data/sea-areas';
import { assignOceanArea } from './ocean-area';
import type { TAreaGeometry } from './types';

/** Codes of geometry validation; messages under 'validation' in locales/nb/geometry.json. */
export type GeometryIssueCode =
  | 'invalidRing'
  | 'outsideShelf'
  | 'areaNotMatchingLicences'
  | 'partlyOutsideLicences'
  | 'netOutsideGross'
  | 'restrictionAreaOverlap';

export interface GeometryIssue {
  code: GeometryIssueCode;
  area: 'net' | 'gross';
  /** Names of the restriction areas overlapped. */
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
  /** Not blocking: partly outside the licences, net outside gross, restriction-area overlap (spec 002 sections 5, 8). */
  warnings: GeometryIssue[];
  oceanArea: OceanArea | null;
}

const isPosition = (p: unknown) =>
  Array.isArray(p) && p.length >= 2 && Number.isFinite(p[0]) && Number.isFinite(p[1]);
const isPath = (path: unknown, min: number) =>
  Array.isArray(path) && path.length >= min && path.every(isPosition);
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

/** Validates the net and gross areas of a draft; the same code runs in the browser, offline, and in the service. */
export function validateAreas(input: ValidateAreasInput): ValidateAreasResult {
  const errors: GeometryIssue[] = [];
  const warnings: GeometryIssue[] = [];
  const shelf = [new PolygonIndex(input.shelf ?? NCS_OUTLINE)];
  const licences = (input.licences ?? []).map((l) => new PolygonIndex(l));
  const restrictions = (input.restrictions ?? []).map((r) => ({
    index: new PolygonIndex(r.geometry),
    name: r.name,
  }));
  const areals: Partial<Record<'net' | 'gross', { geometry: Areal; index: PolygonIndex }>> = {};

  for (const area of ['net', 'gross'] as const) {
    const geometry = input[area];
    if (!geometry) continue;
    if (!isWellFormed(geometry)) {
      errors.push({ code: 'invalidRing', area });
      continue;
    }
    const polygons = arealOf(geometry);
    const areal = { geometry: polygons, index: indexOf(geometry, polygons) };
    areals[area] = areal;
    if (!verticesInside(areal.geometry, shelf)) errors.push({ code: 'outsideShelf', area });
    if (licences.length > 0) {
      // an area meeting the licences only along their borders lies in none of them
      if (!hasPartInside(areal.index, licences)) {
        errors.push({ code: 'areaNotMatchingLicences', area });
      } else if (hasPartOutside(areal.index, licences)) {
        warnings.push({ code: 'partlyOutsideLicences', area });
      }
    }
    const overlapped = restrictions.filter((r) => indexesIntersect(areal.index, r.index)).map((r) => r.name);
    if (overlapped.length > 0) warnings.push({ code: 'restrictionAreaOverlap', area, names: overlapped });
  }
  if (areals.net && areals.gross && hasPartOutside(areals.net.index, [areals.gross.index])) {
    warnings.push({ code: 'netOutsideGross', area: 'net' });
  }
  const main = input.gross && areals.gross ? input.gross : input.net && areals.net ? input.net : undefined;
  return { errors, warnings, oceanArea: main ? assignOceanArea(main, input.seaAreas) : null };
}
