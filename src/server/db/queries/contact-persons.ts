import { eq, inArray } from 'drizzle-orm';
import { Party } from '../../../domain/roles';
import type { TAcquisitionContactPerson, TRepresenting } from '../../../domain/schemas/acquisition';
import type { TContactPersonInfo } from '../../../domain/schemas/reference-common';
import type { Db } from '../client';
import { acquisitionContactPersons, acquisitionInputs, acquisitions, organisations, users } from '../schema/index';

const REPRESENTING: Record<number, TRepresenting> = {
  [Party.Regulator]: 'NOD',
  [Party.FisheriesDirectorate]: 'FDIR',
  [Party.MarineResearchInstitute]: 'HI',
  [Party.Company]: 'Company',
};

/**
 * The contact persons of a case: the notifying organisation's contact (the draft's contact person, else the
 * submitter), the company's contact person named on behalf of a company, and each authority's contact person
 * (acquisition_contact_persons, set by statements in the case dialogue).
 */
export async function contactPersonsOf(db: Db, acquisitionId: string): Promise<TAcquisitionContactPerson[]> {
  const [base] = await db
    .select({ createdBy: acquisitions.createdBy, contact: acquisitionInputs.contactPersonUserId, info: acquisitionInputs.onBehalfOfCompanyContactPersonInfo, kind: organisations.kind })
    .from(acquisitions)
    .leftJoin(acquisitionInputs, eq(acquisitionInputs.acquisitionId, acquisitions.id))
    .leftJoin(organisations, eq(organisations.id, acquisitions.companyId))
    .where(eq(acquisitions.id, acquisitionId));
  if (!base) return [];
  const parties = await db.select().from(acquisitionContactPersons).where(eq(acquisitionContactPersons.acquisitionId, acquisitionId));
  const ownerParty = base.kind === 'company' ? Party.Company : Party.Regulator;
  const owner = base.contact ?? base.createdBy;
  const wanted = [...(owner ? [{ party: ownerParty, userId: owner }] : []), ...parties.filter((p) => p.party !== ownerParty)];
  const people = wanted.length
    ? await db.select().from(users).where(inArray(users.id, wanted.map((w) => w.userId)))
    : [];
  const result: TAcquisitionContactPerson[] = wanted.flatMap((w) => {
    const u = people.find((p) => p.id === w.userId);
    return u
      ? [{ firstName: u.firstName, lastName: u.lastName, email: u.email, phone: u.phone, userProfileId: u.id, representing: REPRESENTING[w.party] ?? 'NOD', isOnBehalfOfCompany: false, onBehalfOfCompanyContactPerson: false }]
      : [];
  });
  const info = base.info as TContactPersonInfo | null;
  if (info) result.push({ ...info, userProfileId: null, representing: 'Company', isOnBehalfOfCompany: true, onBehalfOfCompanyContactPerson: true });
  return result;
}
