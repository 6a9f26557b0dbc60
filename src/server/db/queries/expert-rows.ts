import { and, asc, eq } from 'drizzle-orm';
import type { TAcquisitionFisheriesExpert } from '../../../domain/schemas/acquisition-experts';
import type { Db } from '../../db/client';
import { acquisitionFisheriesExperts, fisheriesExperts } from '../../db/schema/index';

/** A fisheries expert on an acquisition with the expert's master data (join acquisitionFisheriesExperts with fisheriesExperts). */
export const ACQUISITION_EXPERT_COLUMNS = {
  acquisitionFisheriesExpertId: acquisitionFisheriesExperts.id,
  fisheriesExpertId: acquisitionFisheriesExperts.fisheriesExpertId,
  firstName: fisheriesExperts.firstName,
  lastName: fisheriesExperts.lastName,
  approvedAreas: fisheriesExperts.approvedAreas,
  fromDate: acquisitionFisheriesExperts.fromDate,
  toDate: acquisitionFisheriesExperts.toDate,
  phoneNumber: acquisitionFisheriesExperts.phoneNumber,
};

/** The fisheries experts on an acquisition (one row when `onlyId` is given), by from date and name. */
export function expertsOnAcquisition(
  db: Db,
  acquisitionId: string,
  onlyId?: string,
): Promise<TAcquisitionFisheriesExpert[]> {
  return db
    .select(ACQUISITION_EXPERT_COLUMNS)
    .from(acquisitionFisheriesExperts)
    .innerJoin(fisheriesExperts, eq(fisheriesExperts.id, acquisitionFisheriesExperts.fisheriesExpertId))
    .where(
      and(
        eq(acquisitionFisheriesExperts.acquisitionId, acquisitionId),
        onlyId ? eq(acquisitionFisheriesExperts.id, onlyId) : undefined,
      ),
    )
    .orderBy(asc(acquisitionFisheriesExperts.fromDate), asc(fisheriesExperts.lastName));
}
