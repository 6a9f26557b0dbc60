import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { simplify } from '@turf/turf';
import { inArray } from 'drizzle-orm';
import type { TBbox, TOverviewFilter } from '../../../domain/overview/filter';
import { bboxesMeet } from '../../../domain/overview/filter';
import { periodMeets } from '../../../domain/overview/time-slider';
import type { TOverviewMapView } from '../../../domain/schemas/overview';
import { toQueryString } from '../../../domain/overview/query-string';
import { visibilityGroupOf, visibilityOf, type TViewer } from '../../../domain/visibility';
import type { Db } from '../../db/client';
import { acquisitionGeometries } from '../../db/schema/index';
import { overviewSnapshot, type OverviewSnapshot, type TOverviewRow } from '../../db/read-models/overview-read-model';
import { matchingRows } from '../overview/query-overview';
import { featurePropertiesOf } from './feature-properties';

/** At most this many acquisitions are drawn one by one; a box holding more is drawn as clusters. */
export const MAX_FEATURES = 1500;
/** A cluster cell's side in pixels. */
export const CELL_PX = 48;
/** An acquisition whose box is smaller than this many pixels at the zoom is drawn as a point. */
export const POINT_PX = 4;
/** From this zoom on, the stored display geometry (simplified at about 300 m) is drawn as it is. */
export const FULL_DETAIL_ZOOM = 8;

const TILE = 512;
const gzip = promisify(gzipCallback);

/** Degrees of longitude per pixel at a zoom (maplibre's 512-pixel tiles). */
export const degreesPerPixel = (zoom: number) => 360 / (TILE * 2 ** zoom);

const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (Math.max(-85, Math.min(85, lat)) * Math.PI) / 360));

/** Pixel position of a point at a zoom (web mercator, origin top left). */
function pixelOf(lon: number, lat: number, zoom: number): [number, number] {
  const size = TILE * 2 ** zoom;
  return [((lon + 180) / 360) * size, ((1 - mercatorY(lat) / Math.PI) / 2) * size];
}

/** The larger side of a box in pixels at a zoom. */
export function pixelSize([w, s, e, n]: TBbox, zoom: number): number {
  const [x0, y0] = pixelOf(w, n, zoom);
  const [x1, y1] = pixelOf(e, s, zoom);
  return Math.max(x1 - x0, y1 - y0);
}

const centreOf = ([w, s, e, n]: TBbox): [number, number] => [round((w + e) / 2, 4), round((s + n) / 2, 4)];
const round = (n: number, decimals: number) => Math.round(n * 10 ** decimals) / 10 ** decimals;


const feature = (geometry: string, row: TOverviewRow) => `{"type":"Feature","geometry":${geometry},"properties":${JSON.stringify(featurePropertiesOf(row))}}`;
const pointOf = (row: TOverviewRow) => `{"type":"Point","coordinates":${JSON.stringify(centreOf(row.bbox!))}}`;

function roundDeep(coords: unknown, decimals: number): unknown {
  if (typeof coords === 'number') return round(coords, decimals);
  return (coords as unknown[]).map((c) => roundDeep(c, decimals));
}

/**
 * The stored display geometry simplified for a zoom level below FULL_DETAIL_ZOOM: tolerance one pixel,
 * coordinates rounded to a tenth of a pixel (at least 0.001 degree).
 */
export function simplifiedFor(display: string, zoom: number): string {
  if (zoom >= FULL_DETAIL_ZOOM) return display;
  const tolerance = degreesPerPixel(zoom);
  const decimals = Math.min(3, Math.max(1, Math.ceil(-Math.log10(tolerance / 10))));
  const geometry = JSON.parse(display) as { type: string; coordinates: unknown };
  const simplified = simplify(geometry as never, { tolerance, highQuality: false, mutate: true }) as unknown as typeof geometry;
  return JSON.stringify({ type: simplified.type, coordinates: roundDeep(simplified.coordinates, decimals) });
}

/** The outlines kept: at most this many, and this many bytes of text (a full-detail outline may be several KB). */
const MAX_OUTLINES = 20_000;
const MAX_OUTLINE_BYTES = 16 * 1024 * 1024;

/** Outlines simplified per zoom level, kept per snapshot (dropped when any area changes), up to the bounds above. */
async function outlinesOf(db: Db, snapshot: OverviewSnapshot, ids: string[], zoom: number): Promise<Map<string, string>> {
  const kept = await snapshot.derive('map:outlines', async () => ({ bytes: 0, outlines: new Map<string, string | null>() }));
  const cache = kept.outlines;
  const out = new Map<string, string>();
  const missing: string[] = [];
  for (const id of ids) {
    const kept = cache.get(`${zoom}:${id}`);
    if (kept === undefined) missing.push(id);
    else if (kept !== null) out.set(id, kept);
  }
  for (let i = 0; i < missing.length; i += 1000) {
    const batch = missing.slice(i, i + 1000);
    const found = await db
      .select({ id: acquisitionGeometries.acquisitionId, display: acquisitionGeometries.display })
      .from(acquisitionGeometries)
      .where(inArray(acquisitionGeometries.acquisitionId, batch));
    const byId = new Map(found.map((f) => [f.id, f.display]));
    if (cache.size + batch.length > MAX_OUTLINES || kept.bytes > MAX_OUTLINE_BYTES) {
      cache.clear();
      kept.bytes = 0;
    }
    for (const id of batch) {
      const display = byId.get(id);
      const outline = display ? simplifiedFor(display, zoom) : null;
      cache.set(`${zoom}:${id}`, outline);
      kept.bytes += outline?.length ?? 0;
      if (outline) out.set(id, outline);
    }
  }
  return out;
}

interface TCell {
  count: number;
  lon: number;
  lat: number;
  statuses: Map<number, number>;
  first: TOverviewRow;
}

/** Groups the rows in cells of CELL_PX at the zoom: a cell of one is that acquisition's point, else a cluster. */
function clustersOf(rows: readonly TOverviewRow[], zoom: number): string[] {
  const cells = new Map<string, TCell>();
  for (const row of rows) {
    const [lon, lat] = centreOf(row.bbox!);
    const [x, y] = pixelOf(lon, lat, zoom);
    const key = `${Math.floor(x / CELL_PX)}:${Math.floor(y / CELL_PX)}`;
    let cell = cells.get(key);
    if (!cell) cells.set(key, (cell = { count: 0, lon: 0, lat: 0, statuses: new Map(), first: row }));
    cell.count++;
    cell.lon += lon;
    cell.lat += lat;
    cell.statuses.set(row.status, (cell.statuses.get(row.status) ?? 0) + 1);
  }
  const out: string[] = [];
  for (const [key, cell] of cells) {
    if (cell.count === 1) {
      out.push(feature(pointOf(cell.first), cell.first));
      continue;
    }
    let status = cell.first.status;
    for (const [s, n] of cell.statuses) if (n > cell.statuses.get(status)!) status = s;
    const coordinates = [round(cell.lon / cell.count, 4), round(cell.lat / cell.count, 4)];
    out.push(
      `{"type":"Feature","geometry":{"type":"Point","coordinates":${JSON.stringify(coordinates)}},"properties":${JSON.stringify({ id: `cluster:${zoom}:${key}`, cluster: true, count: cell.count, status })}}`,
    );
  }
  return out;
}

export interface TOverviewMapRequest {
  bbox: TBbox;
  zoom: number;
  filter: TOverviewFilter;
  from?: string;
  to?: string;
  include?: string;
  /** MAX_FEATURES unless given (tests). */
  maxFeatures?: number;
}

/**
 * The overview map for one box and zoom: the rows the viewer may see under the overview's filter (the same
 * matchingRows as the table, without its 'in current view' box) whose box meets the map's and whose period meets the
 * time slider's. Up to MAX_FEATURES are drawn one by one (an outline simplified for the zoom, or a point when
 * smaller than POINT_PX); more are grouped in clusters. Only the outlines drawn are read from the database.
 */
export async function overviewMap(db: Db, viewer: TViewer, request: TOverviewMapRequest): Promise<{ json: string; view: Omit<TOverviewMapView, 'features'> }> {
  // Whole zoom levels: a box answers the same for any zoom within a level (and caches so).
  const level = Math.floor(request.zoom);
  const band = Math.min(FULL_DETAIL_ZOOM, level);
  const snapshot = await overviewSnapshot(db);
  const rows = await matchingRows(db, viewer, { filter: { ...request.filter, bbox: undefined }, orderBy: 'npdId', order: 'asc' });
  const { bbox, from, to } = request;
  const hits = rows.filter(
    (row) => row.bbox !== null && bboxesMeet(row.bbox, bbox) && (!from || !to || periodMeets(row.startDate, row.endDate, from, to)),
  );
  const total = hits.length;
  let included: TOverviewRow | undefined;
  if (request.include && !hits.some((r) => r.id === request.include)) {
    const row = snapshot.rows.find((r) => r.id === request.include);
    if (row?.bbox && visibilityOf(viewer)(row)) included = row;
  }

  const clustered = hits.length > (request.maxFeatures ?? MAX_FEATURES);
  const drawn = clustered ? [] : hits;
  const outlined = [...drawn, ...(included ? [included] : [])].filter((row) => pixelSize(row.bbox!, level) >= POINT_PX || row === included);
  const outlines = await outlinesOf(db, snapshot, outlined.map((r) => r.id), band);
  const features = clustered ? clustersOf(hits, level) : [];
  for (const row of [...drawn, ...(included ? [included] : [])]) {
    const outline = outlines.get(row.id);
    features.push(feature(outline ?? pointOf(row), row));
  }
  const view = { type: 'FeatureCollection' as const, total, clustered, generatedAt: snapshot.loadedAt.toISOString() };
  const head = JSON.stringify(view).slice(0, -1);
  return { json: `${head},"features":[${features.join(',')}]}`, view };
}

/** An answer serialized once, gzipped once when first asked. */
export interface TMapBody {
  json: Buffer;
  gzip: () => Promise<Buffer>;
}

/** Answers kept per snapshot (dropped when any acquisition changes), up to this many bytes of JSON and gzip. */
const MAX_KEPT_BYTES = 24 * 1024 * 1024;

/**
 * overviewMap's answer, kept per viewer group, filter, period, box and zoom level for the snapshot: the same view asked
 * again (another user of the group, a pan back) costs a lookup.
 */
export async function overviewMapBody(db: Db, viewer: TViewer, request: TOverviewMapRequest): Promise<TMapBody> {
  const snapshot = await overviewSnapshot(db);
  const kept = await snapshot.derive('map:answers', async () => ({ bytes: 0, answers: new Map<string, Promise<TMapBody>>() }));
  const key = [
    visibilityGroupOf(viewer),
    toQueryString({ ...request.filter, bbox: undefined }),
    request.from,
    request.to,
    request.bbox.join(','),
    Math.floor(request.zoom),
    request.include,
  ].join('|');
  let answer = kept.answers.get(key);
  if (!answer) {
    answer = overviewMap(db, viewer, request).then(({ json }) => {
      const buffer = Buffer.from(json);
      let zipped: Promise<Buffer> | undefined;
      kept.bytes += buffer.length;
      if (kept.bytes > MAX_KEPT_BYTES) {
        kept.answers.clear();
        kept.bytes = buffer.length;
      }
      const zip = async () => {
        const done = await gzip(buffer, { level: 6 });
        kept.bytes += done.length;
        return done;
      };
      return { json: buffer, gzip: () => (zipped ??= zip()) };
    });
    answer.catch(() => kept.answers.delete(key));
    kept.answers.set(key, answer);
  }
  return answer;
}
