import { and, eq, inArray } from 'drizzle-orm';
import type { VesselRole } from '../../../domain/enums/vessel-role';
import type { TAcquisitionFisheriesExpert } from '../../../domain/schemas/acquisition-experts';
import type { TAcquisitionVessel } from '../../../domain/schemas/acquisition-vessels';
import type { Db } from '../../db/client';
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
        .select({
          acquisitionVesselId: acquisitionVessels.id,
          vesselId: acquisitionVessels.vesselId,
          vesselRole: acquisitionVessels.vesselRole,
          phoneNumber: acquisitionVessels.phoneNumber,
          fromDate: acquisitionVessels.fromDate,
          toDate: acquisitionVessels.toDate,
          daqVesselName: vessels.name,
          daqVesselCallSignal: vessels.callSignal,
          daqVesselIMO: vessels.imo,
          daqVesselCountry: vessels.country,
        })
        .from(acquisitionVessels)
        .innerJoin(vessels, eq(vessels.id, acquisitionVessels.vesselId))
        .where(and(eq(acquisitionVessels.acquisitionId, acquisitionId), inArray(acquisitionVessels.id, vesselIds)))
    : [];
  const experts = expertIds.length
    ? await db
        .select({
          acquisitionFisheriesExpertId: acquisitionFisheriesExperts.id,
          fisheriesExpertId: acquisitionFisheriesExperts.fisheriesExpertId,
          firstName: fisheriesExperts.firstName,
          lastName: fisheriesExperts.lastName,
          approvedAreas: fisheriesExperts.approvedAreas,
          fromDate: acquisitionFisheriesExperts.fromDate,
          toDate: acquisitionFisheriesExperts.toDate,
          phoneNumber: acquisitionFisheriesExperts.phoneNumber,
        })
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
