import { z } from 'zod';
import { defineCall } from '../contract';
import { parseQueryString } from '../overview/query-string';
import { calendarDate, zText } from './safe-input';
import { DEFAULT_ORDER, DEFAULT_ORDER_BY, DEFAULT_PAGE_SIZE, ORDER_BY, PAGE_SIZES } from '../overview/sort';

export const ZDateType = z.enum(['planned', 'actual']);
export const ZBbox = z.tuple([z.number(), z.number(), z.number(), z.number()]);

/** One row of the overview (spec 002 s3 'List item'), plus the geometry's box for 'zoom to'. */
export const ZOverviewListItem = z.object({
  id: z.uuid(),
  npdId: z.number().int(),
  name: z.string(),
  type: z.number().int().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  startDateType: ZDateType,
  endDateType: ZDateType,
  accomplishmentStatus: z.number().int(),
  oceanArea: z.string().nullable(),
  isDraft: z.boolean(),
  hasGeometry: z.boolean(),
  isInfo: z.boolean(),
  isDue: z.boolean(),
  isStar: z.boolean(),
  isFlagged: z.boolean(),
  bbox: ZBbox.nullable(),
  /** May the viewer open the case (its page)? A company user opens only its own company's (canOpenAcquisition). */
  canOpen: z.boolean().optional(),
});
export type TOverviewListItem = z.infer<typeof ZOverviewListItem>;

/** The filter Query string (see domain/overview/query-string.ts); a malformed one is a 400 naming the fault. */
const ZFilterQuery = zText()
  .max(4000)
  .default('')
  .superRefine((value, ctx) => {
    const parsed = parseQueryString(value);
    if (!parsed.ok) for (const message of parsed.errors) ctx.addIssue({ code: 'custom', message });
  });

const caseInsensitive = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (typeof v === 'string' ? values.find((x) => x.toLowerCase() === v.toLowerCase()) ?? v : v), z.enum(values));

const ZOrderQuery = {
  Query: ZFilterQuery,
  OrderBy: caseInsensitive(ORDER_BY).default(DEFAULT_ORDER_BY),
  Order: caseInsensitive(['asc', 'desc'] as const).default(DEFAULT_ORDER),
  PageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: `PageSize must be one of ${PAGE_SIZES.join(', ')}` })
    .default(DEFAULT_PAGE_SIZE),
};

export const ZOverviewViewQuery = z.object({
  Page: z.coerce.number().int().min(1, { message: 'Page starts at 1' }).max(1_000_000).default(1),
  ...ZOrderQuery,
});
export type TOverviewViewQuery = z.input<typeof ZOverviewViewQuery>;

export const ZOverviewPage = z.object({
  items: z.array(ZOverviewListItem),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TOverviewPage = z.infer<typeof ZOverviewPage>;

export const overviewViewCall = defineCall({
  method: 'GET',
  path: '/Overview/view',
  query: ZOverviewViewQuery,
  response: ZOverviewPage,
  auth: 'context',
});

/** The page (1-based) that holds the acquisition with this npdId under the given filter and sort; 404 when none does. */
export const overviewPageByNpdIdCall = defineCall({
  method: 'GET',
  path: '/Overview/view/getPageByNpdId/{id}',
  params: z.object({ id: z.coerce.number().int({ message: 'id must be an npdId (integer)' }).min(0).max(2_147_483_647) }),
  query: z.object(ZOrderQuery),
  response: z.object({ page: z.number().int(), npdId: z.number().int(), id: z.uuid() }),
  auth: 'context',
});

/** The npdIds of every visible acquisition the filter Query matches, ascending. */
export const overviewNpdIdsCall = defineCall({
  method: 'GET',
  path: '/Overview/view/npdIds',
  query: z.object({ query: ZFilterQuery }),
  response: z.array(z.number().int()),
  auth: 'context',
});

/** Properties of one acquisition on the overview map. */
export const ZOverviewFeatureProperties = z.object({
  id: z.string(),
  npdId: z.number(),
  name: z.string(),
  status: z.number(),
  type: z.number().nullable(),
  oceanArea: z.string().nullable(),
  lawCategory: z.number().nullable(),
  govtReason: z.number().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type TOverviewFeatureProperties = z.infer<typeof ZOverviewFeatureProperties>;

export interface TOverviewFeature {
  type: 'Feature';
  geometry: { type: 'Polygon' | 'MultiPolygon' | 'LineString' | 'MultiLineString' | 'Point'; coordinates: unknown };
  properties: TOverviewFeatureProperties;
}

/** The display geometry (simplified) of every visible acquisition; only the envelope is checked on the client (10,000 features). */
export const ZOverviewGeometry = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(z.custom<TOverviewFeature>((v) => typeof v === 'object' && v !== null)),
  /** When the service computed it (ISO date-time). */
  generatedAt: z.string(),
});
export type TOverviewGeometry = z.infer<typeof ZOverviewGeometry>;

export const overviewGeometryCall = defineCall({
  method: 'GET',
  path: '/AcquisitionMap/getoverviewgeometry',
  response: ZOverviewGeometry,
  auth: 'context',
});

/** The map's box as 'minLon,minLat,maxLon,maxLat' (WGS 84 degrees). */
const ZMapBbox = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    const n = value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
    const ok = n.length === 4 && n.every(Number.isFinite) && n[0] <= n[2] && n[1] <= n[3] && n[0] >= -360 && n[2] <= 360 && n[1] >= -90 && n[3] <= 90;
    if (!ok) {
      ctx.addIssue({ code: 'custom', message: 'bbox must be minLon,minLat,maxLon,maxLat (degrees, min <= max)' });
      return z.NEVER;
    }
    return n as [number, number, number, number];
  });

export const ZOverviewMapQuery = z.object({
  bbox: ZMapBbox,
  /** The map's zoom (maplibre, 512-pixel tiles); outlines are simplified per whole zoom level. */
  zoom: z.coerce.number({ message: 'zoom must be a number from 0 to 24' }).min(0).max(24),
  /** The overview's filter Query (its 'in current view' box does not apply to the map). */
  query: ZFilterQuery,
  /** The time slider's period: acquisitions whose period meets [from, to]. */
  from: calendarDate('from must be a date (YYYY-MM-DD)').optional(),
  to: calendarDate('to must be a date (YYYY-MM-DD)').optional(),
  /** An acquisition drawn whatever the filter and period say (the one zoomed to), when the viewer may see it. */
  include: z.uuid({ message: 'include must be an acquisition id (uuid)' }).optional(),
});
export type TOverviewMapQuery = z.input<typeof ZOverviewMapQuery>;

/** A group of acquisitions drawn as one circle (when the box holds too many to draw one by one). */
export interface TOverviewClusterFeature {
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: { id: string; cluster: true; count: number; status: number };
}

/** The overview map's data for one box and zoom. */
export const ZOverviewMapView = z.object({
  type: z.literal('FeatureCollection'),
  /** Acquisitions (outline simplified for the zoom, or a point when smaller than a few pixels) or clusters. */
  features: z.array(z.custom<TOverviewFeature | TOverviewClusterFeature>((v) => typeof v === 'object' && v !== null)),
  /** How many acquisitions meet the box, the filter and the period (each cluster's count included). */
  total: z.number().int(),
  /** True when the acquisitions are grouped in clusters (too many for the box at this zoom). */
  clustered: z.boolean(),
  generatedAt: z.string(),
});
export type TOverviewMapView = z.infer<typeof ZOverviewMapView>;

/**
 * The overview map's geometry for the box and zoom shown (issue 27): what the viewer may see under the overview's
 * filter and the time slider's period; outlines simplified per zoom level, small ones as points, clusters when many.
 */
export const overviewMapCall = defineCall({
  method: 'GET',
  path: '/AcquisitionMap/overviewmap',
  query: ZOverviewMapQuery,
  response: ZOverviewMapView,
  auth: 'context',
});

/**
 * DELETE /Draft/{id}: deletes a draft (status Utkast 99) the caller may see and delete (spec 002 s2 row action).
 * Lives with the overview until the draft wizard takes it over.
 */
export const deleteDraftCall = defineCall({
  method: 'DELETE',
  path: '/Draft/{id}',
  params: z.object({ id: z.uuid({ message: 'id must be an acquisition id (uuid)' }) }),
  response: z.void(),
  auth: 'context',
  permission: 'delete:acquisition',
});
