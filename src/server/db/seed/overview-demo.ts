import { eq, isNull } from 'drizzle-orm';
import { AccomplishmentStatus as S } from '../../../domain/enums/accomplishment-status';
import { AcquisitionMainType as T } from '../../../domain/enums/acquisition-type';
import { OceanArea } from '../../../domain/enums/ocean-area';
import type { Db } from '../client';
import { acquisitionActualDates, acquisitionGeometries, acquisitions } from '../schema/index';
import { saveAcquisitionGeometry } from '../queries/save-geometry';
import { pointIn, seededRandom, surveyLines, surveyPolygon } from './overview-shapes';

const STARTED: number[] = [S.Pågående, S.Pause, S.Ferdig, S.FerdigMedDokumentasjon];
const FINISHED: number[] = [S.Ferdig, S.FerdigMedDokumentasjon];
const LINE_TYPES: number[] = [T.Ordinary2D, T.Electromagnetic2D, T.SeabedSeismic2D];

/**
 * Demo data of the overview: an area on the shelf (in the acquisition's ocean area) for every
 * demo acquisition without one and actual dates for those started (the message indicators come from the
 * demo history's message states, demo-history.ts).
 * Idempotent: only acquisitions without an area row are touched.
 */
export async function seedOverviewDemo(db: Db): Promise<void> {
  const missing = await db
    .select({ id: acquisitions.id, npdId: acquisitions.npdId, status: acquisitions.status, type: acquisitions.type, oceanArea: acquisitions.oceanArea, start: acquisitions.plannedStartDate, end: acquisitions.plannedEndDate })
    .from(acquisitions)
    .leftJoin(acquisitionGeometries, eq(acquisitionGeometries.acquisitionId, acquisitions.id))
    .where(isNull(acquisitionGeometries.acquisitionId))
    .orderBy(acquisitions.npdId);
  for (const a of missing) {
    const random = seededRandom(a.npdId);
    const area = (Object.values(OceanArea) as string[]).includes(a.oceanArea ?? '') ? (a.oceanArea as OceanArea) : OceanArea.NorthSea;
    const [lon, lat] = pointIn(random, area);
    const geometry = LINE_TYPES.includes(a.type ?? 0) ? surveyLines(random, lon, lat, 60, 4) : surveyPolygon(random, lon, lat, 25, 24);
    await saveAcquisitionGeometry(db, a.id, { gross: { geometry, loadedFromFile: false, transformationToWgs84: null, csOriginWkId: 4326 }, net: null });
    if (STARTED.includes(a.status) && a.start) {
      await db
        .insert(acquisitionActualDates)
        .values({ acquisitionId: a.id, actualStartDate: a.start, actualEndDate: FINISHED.includes(a.status) ? a.end : null })
        .onConflictDoNothing();
    }
  }
}
