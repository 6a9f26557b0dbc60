import type { Db } from '../../db/client';
import { acquisitionGeometries } from '../../db/schema/index';
import type { TGeometryInput } from '../../../domain/geometry/types';
import { displayGeometryOf } from './display-geometry';

/**
 * Stores the gross and net area of an acquisition (either may be null) with the display geometry
 * and box the overview map reads. Every feature that writes an acquisition's areas calls this.
 */
export async function saveAcquisitionGeometry(
  db: Db,
  acquisitionId: string,
  areas: { gross: TGeometryInput | null; net: TGeometryInput | null },
): Promise<void> {
  const display = displayGeometryOf(areas.gross?.geometry, areas.net?.geometry);
  const values = {
    gross: areas.gross,
    net: areas.net,
    display: display?.json ?? null,
    minLon: display?.bbox[0] ?? null,
    minLat: display?.bbox[1] ?? null,
    maxLon: display?.bbox[2] ?? null,
    maxLat: display?.bbox[3] ?? null,
    updatedAt: new Date(),
  };
  await db
    .insert(acquisitionGeometries)
    .values({ acquisitionId, ...values })
    .onConflictDoUpdate({ target: acquisitionGeometries.acquisitionId, set: values });
}
