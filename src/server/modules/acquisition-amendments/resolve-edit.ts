import { and, eq, inArray } from 'drizzle-orm';
import { normalizedSensor, normalizedSource } from '../../../domain/draft/resets';
import { LICENCE_TYPE_OF_KIND, type LicenceKind } from '../../../domain/enums/licence-kind';
import { LicenceType } from '../../../domain/enums/licence-type';
import type { VesselRole } from '../../../domain/enums/vessel-role';
import { AMENDMENT_PROBLEM, type TSectionEdit } from '../../../domain/schemas/acquisition-amendments';
import type { TDetailSection, TDetailSectionData } from '../../../domain/schemas/acquisition-details';
import type { TSensor, TSource } from '../../../domain/schemas/draft-fields';
import type { Db } from '../../db/client';
import { fisheriesExperts, harbours, licences, organisations, userRoles, users, vessels } from '../../db/schema/index';
import { badRequest } from '../../http/app-error';

type Data<S extends TDetailSection> = TDetailSectionData<S>;
const unknownReference = (field: string) => badRequest(AMENDMENT_PROBLEM.unknownReference, { [field]: [AMENDMENT_PROBLEM.unknownReference] }, { code: 'unknownReference' });

/** Rows by id; 400 unknownReference when one is missing. */
async function byId<T extends { id: string }>(rows: Promise<T[]>, ids: string[], field: string): Promise<Map<string, T>> {
  const map = new Map((await rows).map((r) => [r.id, r]));
  if (ids.some((id) => !map.has(id))) throw unknownReference(field);
  return map;
}

async function vesselsNext(db: Db, edit: TSectionEdit<'Vessels'>, prev: Data<'Vessels'>): Promise<Data<'Vessels'>> {
  const vesselIds = [...new Set(edit.vessels.map((v) => v.vesselId))];
  const harbourIds = [...new Set(edit.vessels.flatMap((v) => v.harbours.map((h) => h.harbourId)))];
  const [vesselMap, harbourMap] = await Promise.all([
    byId(vesselIds.length ? db.select().from(vessels).where(inArray(vessels.id, vesselIds)) : Promise.resolve([]), vesselIds, 'vessels'),
    byId(harbourIds.length ? db.select().from(harbours).where(inArray(harbours.id, harbourIds)) : Promise.resolve([]), harbourIds, 'harbours'),
  ]);
  const prevRows = new Map(prev.vessels.map((v) => [v.acquisitionVesselId, v]));
  return {
    vessels: edit.vessels.map((v) => {
      const master = vesselMap.get(v.vesselId)!;
      return {
        ...v,
        vesselRole: v.vesselRole as VesselRole,
        daqVesselName: master.name,
        daqVesselCallSignal: master.callSignal,
        daqVesselIMO: master.imo,
        daqVesselCountry: master.country,
        isDeletable: prevRows.get(v.acquisitionVesselId)?.isDeletable ?? true,
        harbours: v.harbours.map((h) => ({ ...h, harbourName: harbourMap.get(h.harbourId)!.name })),
      };
    }),
  };
}

async function expertsNext(db: Db, edit: TSectionEdit<'FisheriesExpert'>, prev: Data<'FisheriesExpert'>): Promise<Data<'FisheriesExpert'>> {
  const ids = edit.fisheriesExperts.map((e) => e.fisheriesExpertId);
  const map = await byId(ids.length ? db.select().from(fisheriesExperts).where(inArray(fisheriesExperts.id, ids)) : Promise.resolve([]), ids, 'fisheriesExperts');
  const prevRows = new Map(prev.fisheriesExperts.map((e) => [e.acquisitionFisheriesExpertId, e]));
  return {
    fisheriesExperts: edit.fisheriesExperts.map((e) => {
      const m = map.get(e.fisheriesExpertId)!;
      return { ...e, firstName: m.firstName, lastName: m.lastName, approvedAreas: m.approvedAreas, isDeletable: prevRows.get(e.acquisitionFisheriesExpertId)?.isDeletable ?? true };
    }),
  };
}

const KIND_OF_TYPE = Object.fromEntries(Object.entries(LICENCE_TYPE_OF_KIND).map(([kind, type]) => [type, kind])) as Record<number, LicenceKind>;

/** The licence rows an edit names: by kind (from the type) and number, the newest year. 400 when one is unknown. */
export async function licenceRowsOf(db: Db, edit: TSectionEdit<'TimeAndArea'>) {
  const items = [...edit.productionLicences, ...edit.surveys, ...edit.co2SurveyLicence, ...edit.co2Exploitations, ...edit.co2Explorations];
  const numbers = [...new Set(items.map((l) => l.npdIdLicence))];
  const rows = numbers.length ? await db.select().from(licences).where(inArray(licences.npdIdLicence, numbers)) : [];
  return items.map((item) => {
    const matches = rows.filter((r) => r.npdIdLicence === item.npdIdLicence && r.kind === KIND_OF_TYPE[item.licenceType]);
    const row = matches.sort((a, b) => b.licenceYear - a.licenceYear)[0];
    if (!row) throw unknownReference('licences');
    return { ...item, licenceId: row.id, licenceName: row.name };
  });
}

async function timeAndAreaNext(db: Db, edit: TSectionEdit<'TimeAndArea'>, prev: Data<'TimeAndArea'>): Promise<Data<'TimeAndArea'>> {
  const rows = await licenceRowsOf(db, edit);
  const of = (type: number) => rows.filter((r) => r.licenceType === type).map(({ licenceType, npdIdLicence, licenceName }) => ({ licenceType, npdIdLicence, licenceName }));
  return {
    ...prev,
    plannedStartDate: edit.plannedStartDate,
    plannedEndDate: edit.plannedEndDate,
    environmentalComment: edit.environmentalComment,
    isDataSalable: edit.isDataSalable,
    grossGeometry: edit.grossGeometry,
    netGeometry: edit.netGeometry,
    productionLicences: of(LicenceType.Production),
    surveys: of(LicenceType.Survey),
    co2SurveyLicence: of(LicenceType.Co2Survey),
    co2Exploitations: of(LicenceType.Exploitation),
    co2Explorations: of(LicenceType.Exploration),
  };
}

/**
 * Contact persons: the owner's contact (a user of the viewer's organisation) and the on-behalf company's contact
 * (free fields) come from the edit; the authorities' contact persons (set by their statements) stay as they are.
 */
async function contactPersonsNext(db: Db, edit: TSectionEdit<'ContactPersons'>, prev: Data<'ContactPersons'>, organisationId: number): Promise<Data<'ContactPersons'>> {
  const ownEntry = prev.contactPersons.find((p) => !p.isOnBehalfOfCompany && (p.representing === 'Company' || p.representing === 'NOD'));
  const ownRepresenting = ownEntry?.representing ?? 'Company';
  const others = prev.contactPersons.filter((p) => !p.isOnBehalfOfCompany && p.representing !== ownRepresenting);
  const own = edit.contactPersons.find((p) => !p.isOnBehalfOfCompany && p.representing === ownRepresenting);
  const onBehalf = edit.contactPersons.find((p) => p.isOnBehalfOfCompany);
  const next: Data<'ContactPersons'>['contactPersons'] = [];
  if (own?.userProfileId) {
    const [user] = await db
      .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(and(eq(users.id, own.userProfileId), eq(userRoles.organisationId, organisationId)));
    if (!user) throw unknownReference('contactPersons');
    next.push({ ...user, userProfileId: user.id, representing: ownRepresenting, isOnBehalfOfCompany: false, onBehalfOfCompanyContactPerson: false });
  } else if (ownEntry) next.push(ownEntry);
  next.push(...others);
  if (onBehalf) {
    const { firstName, lastName, email, phone } = onBehalf;
    next.push({ firstName, lastName, email, phone, userProfileId: null, representing: 'Company', isOnBehalfOfCompany: true, onBehalfOfCompanyContactPerson: true });
  }
  return { contactPersons: next };
}

/**
 * The section as it would be after the edit, with every name looked up by the service (never taken from the client):
 * the `next` side of the diff the service stores.
 */
export async function nextSection<S extends TDetailSection>(db: Db, section: S, edit: TSectionEdit<S>, prev: Data<S>, organisationId: number): Promise<Data<S>> {
  const e = edit as never;
  const p = prev as never;
  const result = await (async (): Promise<Data<TDetailSection>> => {
    switch (section) {
      case 'GeneralComment':
      case 'Amount':
        return { ...(edit as object) } as Data<'Amount'>;
      case 'Sensor':
        return { sensor: normalizedSensor((edit as TSectionEdit<'Sensor'>).sensor as TSensor) };
      case 'Source':
        return { source: normalizedSource((edit as TSectionEdit<'Source'>).source as TSource) };
      case 'Conductor': {
        const npdId = (edit as TSectionEdit<'Conductor'>).companyConductorNpdId;
        if (npdId === null) return { companyConductorNpdId: null, companyConductorName: null };
        const [org] = await db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, npdId));
        if (!org) throw unknownReference('companyConductorNpdId');
        return { companyConductorNpdId: npdId, companyConductorName: org.name };
      }
      case 'ContactPersons':
        return contactPersonsNext(db, e, p, organisationId);
      case 'FisheriesExpert':
        return expertsNext(db, e, p);
      case 'Vessels':
        return vesselsNext(db, e, p);
      default:
        return timeAndAreaNext(db, e, p);
    }
  })();
  return result as Data<S>;
}
