import { eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import {
  acquisitionFisheriesExperts,
  acquisitionInputs,
  acquisitionLicences,
  acquisitionVesselHarbours,
  acquisitionVessels,
  acquisitions,
  fisheriesExperts,
  harbours,
  licences,
  vessels,
} from '../../../src/server/db/schema/index';

/** Reference rows the matrix's requests name (any vessel, harbour, expert and licence of the demo data). */
export interface MatrixReference {
  vesselId: string;
  /** A second vessel, for changing one row to the other's vessel. */
  otherVesselId: string;
  harbourId: string;
  otherHarbourId: string;
  expertId: string;
  otherExpertId: string;
  licenceId: string;
  licenceNpdId: number;
  licenceKind: string;
}

export async function loadReference(db: Db): Promise<MatrixReference> {
  const [vessel, otherVessel] = await db.select().from(vessels).where(eq(vessels.isDeleted, false)).limit(2);
  const [harbour, otherHarbour] = await db
    .select()
    .from(harbours)
    .where(eq(harbours.isInactive, false))
    .limit(2);
  const [expert, otherExpert] = await db
    .select()
    .from(fisheriesExperts)
    .where(eq(fisheriesExperts.isDeleted, false))
    .limit(2);
  const [licence] = await db.select().from(licences).where(eq(licences.kind, 'production')).limit(1);
  if (!vessel || !otherVessel || !harbour || !otherHarbour || !expert || !otherExpert || !licence)
    throw new Error('demo reference data missing');
  return {
    vesselId: vessel.id,
    otherVesselId: otherVessel.id,
    harbourId: harbour.id,
    otherHarbourId: otherHarbour.id,
    expertId: expert.id,
    otherExpertId: otherExpert.id,
    licenceId: licence.id,
    licenceNpdId: licence.npdIdLicence,
    licenceKind: licence.kind,
  };
}

/** A draft of one organisation with one vessel (with a harbour), one fisheries expert and one licence on it. */
export interface DraftObject {
  id: string;
  acquisitionVesselId: string;
  vesselHarbourId: string;
  acquisitionExpertId: string;
  licenceId: string;
  npdId: number;
}

/** Inserted directly: the matrix needs a draft of every role's organisation, also of those that cannot create one. */
export async function insertDraftObject(
  db: Db,
  ref: MatrixReference,
  organisationId: number,
  createdBy: string,
): Promise<DraftObject> {
  const [draft] = await db
    .insert(acquisitions)
    .values({
      name: 'Matrise',
      status: 99,
      type: 2521,
      lawCategory: 1000,
      companyId: organisationId,
      createdBy,
    })
    .returning({ id: acquisitions.id, npdId: acquisitions.npdId });
  await db.insert(acquisitionInputs).values({ acquisitionId: draft!.id });
  const [vessel] = await db
    .insert(acquisitionVessels)
    .values({ acquisitionId: draft!.id, vesselId: ref.vesselId })
    .returning({ id: acquisitionVessels.id });
  const [harbour] = await db
    .insert(acquisitionVesselHarbours)
    .values({ acquisitionVesselId: vessel!.id, harbourId: ref.harbourId })
    .returning({ id: acquisitionVesselHarbours.id });
  const [expert] = await db
    .insert(acquisitionFisheriesExperts)
    .values({ acquisitionId: draft!.id, fisheriesExpertId: ref.expertId })
    .returning({ id: acquisitionFisheriesExperts.id });
  await db
    .insert(acquisitionLicences)
    .values({ acquisitionId: draft!.id, licenceId: ref.licenceId, licenceType: 10 });
  return {
    id: draft!.id,
    npdId: draft!.npdId,
    acquisitionVesselId: vessel!.id,
    vesselHarbourId: harbour!.id,
    acquisitionExpertId: expert!.id,
    licenceId: ref.licenceId,
  };
}
