import { and, eq, inArray } from 'drizzle-orm';
import type { VesselRole } from '../../../domain/enums/vessel-role';
import type { TAcquisitionFisheriesExpert } from '../../../domain/schemas/acquisition-experts';
import type { TAcquisitionVessel } from '../../../domain/schemas/acquisition-vessels';
import type { Db } from '../../db/client';
import { ACQUISITION_EXPERT_COLUMNS } from '../../db/queries/expert-rows';
import { ACQUISITION_VESSEL_COLUMNS } from '../../db/queries/vessel-rows';
import { acquisitionFisheriesExperts, acquisitionVessels, fisheriesExperts, vessels } from '../../db/schema/index';

/**
 * The vessels and fisheries experts a report names, as they are on the acquisition (one query each, none when nothing
 * is named; a week report is filed often, from a queue, so it reads only what it copies).
 */
export async function chosenRows(
  db: Parameters<Parameters<Db['transaction']>[0]>[0] | Db,
  acquisitionId: string,
  vesselIds: string[],
  expertIds: string[],
): Promise<{ vessels: TAcquisitionVessel[]; experts: TAcquisitionFisheriesExpert[] }> {
  const vesselRows = vesselIds.length
    ? await db
        .select(ACQUISITION_VESSEL_COLUMNS)
        .from(acquisitionVessels)
        .innerJoin(vessels, eq(vessels.id, acquisitionVessels.vesselId))
        .where(and(eq(acquisitionVessels.acquisitionId, acquisitionId), inArray(acquisitionVessels.id, vesselIds)))
    : [];
  const experts = expertIds.length
    ? await db
        .select(ACQUISITION_EXPERT_COLUMNS)
        .from(acquisitionFisheriesExperts)
        .innerJoin(fisheriesExperts, eq(fisheriesExperts.id, acquisitionFisheriesExperts.fisheriesExpertId))
        .where(and(eq(acquisitionFisheriesExperts.acquisitionId, acquisitionId), inArray(acquisitionFisheriesExperts.fisheriesExpertId, expertIds)))
    : [];
  return { vessels: vesselRows.map((v) => ({ ...v, vesselRole: v.vesselRole as VesselRole, harbours: [] })), experts };
}

/** The ids a report names: its vessels and the experts of each of its parts. */
export function namedIds(body: {
  vessels: { acquisitionVesselId: string }[];
  fisheriesExperts?: { fisheriesExpertId: string }[];
  done?: { fisheriesExperts: { fisheriesExpertId: string }[] };
  planned?: { fisheriesExperts: { fisheriesExpertId: string }[] };
}): { vesselIds: string[]; expertIds: string[] } {
  const experts = [...(body.fisheriesExperts ?? []), ...(body.done?.fisheriesExperts ?? []), ...(body.planned?.fisheriesExperts ?? [])];
  return { vesselIds: [...new Set(body.vessels.map((v) => v.acquisitionVesselId))], expertIds: [...new Set(experts.map((e) => e.fisheriesExpertId))] };
}
