import { isNotNull } from 'drizzle-orm';
import { DRAFT_STATUS } from '../../../domain/enums/accomplishment-status';
import { visibilityGroupOf, visibilityOf, type TViewer } from '../../../domain/visibility';
import type { Db } from '../../db/client';
import { featurePropertiesOf } from './feature-properties';
import { acquisitionGeometries } from '../../db/schema/index';
import { overviewSnapshot, type OverviewSnapshot, type TOverviewRow } from '../../db/read-models/overview-read-model';
import { gzipJoin, gzipPrefix, type TGzipPrefix } from './gzip-join';

export interface TGeometryBody {
  json: string;
  gzip: Buffer;
}

function featureOf(row: TOverviewRow, display: string): string {
  return `{"type":"Feature","geometry":${display},"properties":${JSON.stringify(featurePropertiesOf(row))}}`;
}

interface TShared {
  prefix: TGzipPrefix;
  sharedCount: number;
  /** Feature text of each draft with an area, by acquisition id. */
  drafts: Map<string, string>;
}

/**
 * Per snapshot: every acquisition that is not a draft (everyone with a role sees them) as the start of
 * the FeatureCollection, gzipped once; drafts are kept apart, since who sees them depends on the viewer.
 */
function sharedOf(db: Db, snapshot: OverviewSnapshot): Promise<TShared> {
  return snapshot.derive('geometry:shared', async () => {
    const displays = await db
      .select({ id: acquisitionGeometries.acquisitionId, display: acquisitionGeometries.display })
      .from(acquisitionGeometries)
      .where(isNotNull(acquisitionGeometries.display));
    const byId = new Map(displays.map((d) => [d.id, d.display!]));
    const shared: string[] = [];
    const drafts = new Map<string, string>();
    for (const row of snapshot.rows) {
      const display = byId.get(row.id);
      if (!display) continue;
      if (row.status === DRAFT_STATUS) drafts.set(row.id, featureOf(row, display));
      else shared.push(featureOf(row, display));
    }
    const start = `{"type":"FeatureCollection","generatedAt":"${snapshot.loadedAt.toISOString()}","features":[${shared.join(',')}`;
    return { prefix: await gzipPrefix(start), sharedCount: shared.length, drafts };
  });
}

/**
 * The display geometry of every acquisition the viewer may see, as a GeoJSON FeatureCollection:
 * the shared start (computed once per snapshot, and at start-up) joined with the viewer's own drafts.
 */
export async function overviewGeometry(db: Db, viewer: TViewer): Promise<TGeometryBody> {
  const snapshot = await overviewSnapshot(db);
  return snapshot.derive(`geometry:${visibilityGroupOf(viewer)}`, async () => {
    const { prefix, sharedCount, drafts } = await sharedOf(db, snapshot);
    const visible = visibilityOf(viewer);
    const own = snapshot.rows.filter((row) => drafts.has(row.id) && visible(row)).map((row) => drafts.get(row.id)!);
    const ending = `${own.length && sharedCount ? ',' : ''}${own.join(',')}]}`;
    return { json: prefix.text + ending, gzip: await gzipJoin(prefix, ending) };
  });
}
