import { and, asc, eq, inArray } from 'drizzle-orm';
import type { VesselRole } from '../../../domain/enums/vessel-role';
import type { TAcquisitionVessel, TVesselHarbour } from '../../../domain/schemas/acquisition-vessels';
import type { Db } from '../../db/client';
import { acquisitionVesselHarbours, acquisitionVessels, harbours, vessels } from '../../db/schema/index';

/** The harbours of vessel rows, by from date then name. */
export async function harboursOf(
  db: Db,
  acquisitionVesselIds: string[],
): Promise<Map<string, TVesselHarbour[]>> {
  const out = new Map<string, TVesselHarbour[]>();
  if (acquisitionVesselIds.length === 0) return out;
  const rows = await db
    .select({
      vesselHarbourId: acquisitionVesselHarbours.id,
      acquisitionVesselId: acquisitionVesselHarbours.acquisitionVesselId,
      harbourId: acquisitionVesselHarbours.harbourId,
      harbourName: harbours.name,
      fromDate: acquisitionVesselHarbours.fromDate,
      toDate: acquisitionVesselHarbours.toDate,
    })
    .from(acquisitionVesselHarbours)
    .innerJoin(harbours, eq(harbours.id, acquisitionVesselHarbours.harbourId))
    .where(inArray(acquisitionVesselHarbours.acquisitionVesselId, acquisitionVesselIds))
    .orderBy(asc(acquisitionVesselHarbours.fromDate), asc(harbours.name));
  for (const { acquisitionVesselId, ...h } of rows)
    out.set(acquisitionVesselId, [...(out.get(acquisitionVesselId) ?? []), h]);
  return out;
}

/** A vessel on an acquisition with its master data (join acquisitionVessels with vessels). */
export const ACQUISITION_VESSEL_COLUMNS = {
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
};

/** The vessels on an acquisition with their master data and harbours; one row when `onlyId` is given. */
export async function vesselsOnAcquisition(
  db: Db,
  acquisitionId: string,
  onlyId?: string,
): Promise<TAcquisitionVessel[]> {
  const rows = await db
    .select(ACQUISITION_VESSEL_COLUMNS)
    .from(acquisitionVessels)
    .innerJoin(vessels, eq(vessels.id, acquisitionVessels.vesselId))
    .where(
      and(
        eq(acquisitionVessels.acquisitionId, acquisitionId),
        onlyId ? eq(acquisitionVessels.id, onlyId) : undefined,
      ),
    )
    .orderBy(asc(acquisitionVessels.vesselRole), asc(vessels.name));
  const byVessel = await harboursOf(
    db,
    rows.map((r) => r.acquisitionVesselId),
  );
  return rows.map((r) => ({
    ...r,
    vesselRole: r.vesselRole as VesselRole,
    harbours: byVessel.get(r.acquisitionVesselId) ?? [],
  }));
}
