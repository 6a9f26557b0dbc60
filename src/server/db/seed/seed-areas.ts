import { SEA_AREAS } from '../../../domain/geometry/data/sea-areas';
import type { Db } from '../client';
import { restrictionAreas, seaAreas } from '../schema/index';
import { DEMO_RESTRICTION_AREAS } from './restriction-areas-demo';

/** Seed step: the approximate sea areas and the demo restriction areas (skips rows that exist). */
export async function seedDraftAreas(db: Db): Promise<void> {
  await db
    .insert(seaAreas)
    .values(SEA_AREAS.map((a) => ({ oceanArea: a.oceanArea, geometry: a.geometry })))
    .onConflictDoNothing();
  await db.insert(restrictionAreas).values(DEMO_RESTRICTION_AREAS).onConflictDoNothing();
}
