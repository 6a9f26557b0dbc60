import type { Db } from '../client';
import { acquisitionActualDates, acquisitionGeometries, acquisitions } from '../schema/index';
import { displayGeometryOf } from '../queries/display-geometry';
import type { TGeneratedAcquisition } from './overview-generator';

const BATCH = 250;

/** Inserts generated acquisitions with their areas (display geometry precomputed) and actual dates, in batches. */
export async function insertGeneratedAcquisitions(db: Db, rows: readonly TGeneratedAcquisition[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    await db.insert(acquisitions).values(batch.map((r) => r.acquisition));
    const geometries = batch
      .filter((r) => r.gross || r.net)
      .map((r) => {
        const display = displayGeometryOf(r.gross?.geometry, r.net?.geometry);
        return {
          acquisitionId: r.acquisition.id,
          gross: r.gross,
          net: r.net,
          display: display?.json ?? null,
          minLon: display?.bbox[0] ?? null,
          minLat: display?.bbox[1] ?? null,
          maxLon: display?.bbox[2] ?? null,
          maxLat: display?.bbox[3] ?? null,
        };
      });
    if (geometries.length) await db.insert(acquisitionGeometries).values(geometries);
    const actual = batch.filter((r) => r.actual).map((r) => ({ acquisitionId: r.acquisition.id, ...r.actual! }));
    if (actual.length) await db.insert(acquisitionActualDates).values(actual);
  }
}
