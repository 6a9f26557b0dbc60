import { and, eq, inArray } from 'drizzle-orm';
import { AccomplishmentStatus } from '../../../domain/enums/accomplishment-status';
import { LICENCE_TYPE_OF_KIND, type LicenceKind } from '../../../domain/enums/licence-kind';
import { addDays, osloDate } from '../../../domain/rules/calendar-date';
import type { Db } from '../client';
import {
  acquisitionFisheriesExperts,
  acquisitionLicences,
  acquisitions,
  acquisitionVesselHarbours,
  acquisitionVessels,
  countries,
  fisheriesExperts,
  harbours,
  licences,
  vessels,
} from '../schema/index';
import { writeDemoHistory } from './demo-history';
import { seedDemoInputs } from './demo-inputs';
import { demoUser } from './demo-users';
import { demoAcquisitionId, demoAcquisitions, type DemoAcquisition } from './reference-demo-acquisitions';
import { DEMO_COUNTRIES, DEMO_FISHERIES_EXPERTS, DEMO_HARBOURS, DEMO_VESSELS, demoId } from './reference-demo-data';
import { boxShape, DEMO_LICENCES, lawCategoryOfKind } from './reference-demo-licences';

/** The year of a seed day (YYYY-MM-DD). */
const yearOf = (day: string) => Number(day.slice(0, 4));

/**
 * Countries, harbours, vessels, fisheries experts and licences (idempotent: fixed ids and unique keys). Licence years
 * and approvals count from the year of `today`, the day the demo data is seeded.
 */
export async function seedReferenceData(db: Db, today = osloDate()): Promise<void> {
  const year = yearOf(today);
  await db.insert(countries).values(DEMO_COUNTRIES.map(([code, name]) => ({ code, name }))).onConflictDoNothing();
  await db
    .insert(harbours)
    .values(DEMO_HARBOURS.map((h) => ({ id: demoId('a2', h.n), name: h.name, isInactive: !!h.isInactive })))
    .onConflictDoNothing();
  await db
    .insert(vessels)
    .values(DEMO_VESSELS.map(({ n, isDeleted, ...v }) => ({ id: demoId('a1', n), ...v, isDeleted: !!isDeleted })))
    .onConflictDoNothing();
  await db
    .insert(fisheriesExperts)
    .values(
      DEMO_FISHERIES_EXPERTS.map(({ n, isDeleted, approvedUntil: [years, monthDay], ...e }) => ({
        id: demoId('a3', n),
        ...e,
        approvedUntil: `${year + years}-${monthDay}T00:00:00.000Z`,
        country: 'NO',
        isDeleted: !!isDeleted,
      })),
    )
    .onConflictDoNothing();
  const licenceRows = DEMO_LICENCES.flatMap((l) =>
    l.years.map((offset) => ({
      npdIdLicence: l.npdIdLicence,
      licenceYear: year + offset,
      npdIdCompany: l.npdIdCompany,
      nationCode: 'NO',
      lawCategory: lawCategoryOfKind(l.kind),
      kind: l.kind,
      licencePeriodStart: `${year + offset}-01-01T00:00:00.000Z`,
      licencePeriodEnd: `${year + offset}-12-31T00:00:00.000Z`,
      name: l.name,
      shape: boxShape(l.box),
    })),
  );
  await db.insert(licences).values(licenceRows).onConflictDoNothing();
}

async function linkDemoAcquisition(db: Db, a: DemoAcquisition, id: string, year: number): Promise<void> {
  for (const [vesselN, role, harbourNs] of a.vessels) {
    const [av] = await db
      .insert(acquisitionVessels)
      .values({ acquisitionId: id, vesselId: demoId('a1', vesselN), vesselRole: role, fromDate: a.start, toDate: a.end })
      .returning({ id: acquisitionVessels.id });
    if (harbourNs.length > 0) {
      await db.insert(acquisitionVesselHarbours).values(
        harbourNs.map((h) => ({ acquisitionVesselId: av.id, harbourId: demoId('a2', h), fromDate: a.start, toDate: a.end })),
      );
    }
  }
  if (a.experts.length > 0) {
    await db.insert(acquisitionFisheriesExperts).values(
      a.experts.map((e) => ({ acquisitionId: id, fisheriesExpertId: demoId('a3', e), fromDate: a.start, toDate: a.end })),
    );
  }
  if (a.licences.length > 0) {
    const rows = await db
      .select({ id: licences.id, kind: licences.kind })
      .from(licences)
      .where(and(inArray(licences.npdIdLicence, a.licences), eq(licences.licenceYear, year)));
    await db
      .insert(acquisitionLicences)
      .values(rows.map((l) => ({ acquisitionId: id, licenceId: l.id, licenceType: LICENCE_TYPE_OF_KIND[l.kind as LicenceKind] })));
  }
}

/** A moment of a day in the morning, Norwegian time. */
const morningOf = (day: string) => new Date(`${day}T08:00:00Z`);
/**
 * A dozen demo acquisitions with their vessels, harbours, experts, licences and first messages, dated around `today`
 * (the day the demo data is seeded), so the overview and its time slider look current.
 */
export async function seedDemoAcquisitions(db: Db, today = osloDate()): Promise<void> {
  for (const a of demoAcquisitions(today)) {
    const createdBy = a.createdBy ? demoUser(a.createdBy).id : null;
    const inserted = await db
      .insert(acquisitions)
      .values({
        id: demoAcquisitionId(a.n),
        name: a.name,
        status: a.status,
        type: a.type,
        lawCategory: a.lawCategory,
        companyId: a.companyId,
        plannedStartDate: a.start,
        plannedEndDate: a.end,
        oceanArea: a.oceanArea,
        statusChangeReason: a.reason ?? null,
        statusChangeComment: a.comment ?? null,
        statusPlannedToDate: a.status === AccomplishmentStatus.Pause ? addDays(today, 8) : null,
        createdBy,
        createdAt: morningOf(addDays(a.submitted ?? today, -7)),
      })
      .onConflictDoNothing()
      .returning({ id: acquisitions.id });
    if (inserted.length === 0) continue;
    await linkDemoAcquisition(db, a, inserted[0].id, yearOf(today));
    await seedDemoInputs(db, a, inserted[0].id, createdBy);
    await writeDemoHistory(db, a, inserted[0].id, today, createdBy);
  }
}
