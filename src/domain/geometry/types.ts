import { z } from 'zod';

/**
 * Geometry of a net or gross area, in WGS 84 lon/lat, stored as GeoJSON (docs/decisions.md):
 * the spec's "rings" are the coordinate arrays. Polylines are LineString/MultiLineString.
 */
export type LonLat = [number, number];

/** A point: at least 2 finite coordinates (spec 000 section 5: rings of points with >= 2 coordinates). */
const ZPosition = z.array(z.number().finite()).min(2);
const ZRing = z.array(ZPosition).min(1);

export const ZAreaGeometry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Polygon'), coordinates: z.array(ZRing).min(1) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ZRing).min(1)).min(1) }),
  z.object({ type: z.literal('LineString'), coordinates: ZRing }),
  z.object({ type: z.literal('MultiLineString'), coordinates: z.array(ZRing).min(1) }),
]);
export type TAreaGeometry = z.infer<typeof ZAreaGeometry>;

/** The spec's geometry types (spec 000: Polyline, LineString, Polygon). */
export type TGeometryKind = 'Polygon' | 'Polyline' | 'LineString';

/** grossGeometry / netGeometry of a draft (spec 002 section 3). */
export const ZGeometryInput = z.object({
  geometry: ZAreaGeometry,
  loadedFromFile: z.boolean(),
  /** EPSG code of the transformation used to reach WGS 84 (1613, 1612, 1149), null when none was needed. */
  transformationToWgs84: z.number().int().nullable(),
  /** EPSG code of the coordinate system the geometry was given in. */
  csOriginWkId: z.number().int(),
});
export type TGeometryInput = z.infer<typeof ZGeometryInput>;

/** The spec's kind of a GeoJSON geometry type. */
export function geometryKind(geometry: TAreaGeometry): 'Polygon' | 'Polyline' {
  return geometry.type === 'Polygon' || geometry.type === 'MultiPolygon' ? 'Polygon' : 'Polyline';
}
