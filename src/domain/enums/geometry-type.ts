import { z } from 'zod';

/** Geometry types allowed for an area (spec 000 section 3). */
export const GeometryType = { Polyline: 'Polyline', LineString: 'LineString', Polygon: 'Polygon' } as const;
export type GeometryType = (typeof GeometryType)[keyof typeof GeometryType];
export const ZGeometryType = z.enum(GeometryType);
