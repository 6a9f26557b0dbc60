import { asc } from 'drizzle-orm';
import { SEA_AREAS, type OceanArea, type SeaArea } from '../../../domain/geometry/data/sea-areas';
import type { TRestrictionArea } from '../../../domain/schemas/draft-geometry';
import type { Db } from '../../db/client';
import { restrictionAreas, seaAreas } from '../../db/schema/index';

export function loadRestrictionAreas(db: Db): Promise<TRestrictionArea[]> {
  return db
    .select({
      id: restrictionAreas.id,
      name: restrictionAreas.name,
      category: restrictionAreas.category,
      geometry: restrictionAreas.geometry,
    })
    .from(restrictionAreas)
    .orderBy(asc(restrictionAreas.name));
}

/** The sea areas of the database; the built-in approximate ones when the table is empty. */
export async function loadSeaAreas(db: Db): Promise<SeaArea[]> {
  const rows = await db.select().from(seaAreas).orderBy(asc(seaAreas.oceanArea));
  if (rows.length === 0) return SEA_AREAS;
  return rows.map((r) => ({ oceanArea: r.oceanArea as OceanArea, geometry: r.geometry }));
}
