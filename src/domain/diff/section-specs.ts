import type { TAcquisitionContactPerson } from '../schemas/acquisition';
import type { TAcquisitionFisheriesExpert } from '../schemas/acquisition-experts';
import type { TVesselHarbour } from '../schemas/acquisition-vessels';
import type { TDetailSectionData } from '../schemas/acquisition-details';
import type { FieldSpec, ListSpec } from './list-diff';

type Vessel = TDetailSectionData<'Vessels'>['vessels'][number];
type Licence = TDetailSectionData<'TimeAndArea'>['productionLicences'][number];
type TimeAndArea = TDetailSectionData<'TimeAndArea'>;

const field = <T>(attributeName: string, get: FieldSpec<T>['get']): FieldSpec<T> => ({ attributeName, get });

export const AMOUNT_FIELDS: FieldSpec<TDetailSectionData<'Amount'>>[] = [
  field('quantityKm', (s) => s.quantityKm),
  field('quantityKm2', (s) => s.quantityKm2),
  field('quantityTb', (s) => s.quantityTb),
];
export const GENERAL_COMMENT_FIELDS: FieldSpec<TDetailSectionData<'GeneralComment'>>[] = [field('comment', (s) => s.comment)];
export const CONDUCTOR_FIELDS: FieldSpec<TDetailSectionData<'Conductor'>>[] = [
  field('companyConductor', (s) => (s.companyConductorNpdId === null ? null : (s.companyConductorName ?? String(s.companyConductorNpdId)))),
];
export const SENSOR_FIELDS: FieldSpec<TDetailSectionData<'Sensor'>>[] = [
  field('sensorType', (s) => s.sensor?.type ?? null),
  field('cableCount', (s) => s.sensor?.cable.count ?? null),
  field('cableLength', (s) => s.sensor?.cable.length ?? null),
  field('cableTowWidth', (s) => s.sensor?.cable.towWidth ?? null),
  field('nodeCount', (s) => s.sensor?.node.count ?? null),
];
export const SOURCE_FIELDS: FieldSpec<TDetailSectionData<'Source'>>[] = [
  field('sourceType', (s) => s.source?.type ?? null),
  field('seismicCount', (s) => s.source?.seismic.count ?? null),
  field('seismicSize', (s) => s.source?.seismic.size ?? null),
  field('seismicPressure', (s) => s.source?.seismic.pressure ?? null),
  field('electromagneticCount', (s) => s.source?.electromagnetic.count ?? null),
  field('electromagneticSize', (s) => s.source?.electromagnetic.size ?? null),
  field('electromagneticWatt', (s) => s.source?.electromagnetic.watt ?? null),
];
export const TIME_FIELDS: FieldSpec<TimeAndArea>[] = [
  field('plannedStartDate', (s) => s.plannedStartDate),
  field('plannedEndDate', (s) => s.plannedEndDate),
];
export const TIME_AND_AREA_TEXT_FIELDS: FieldSpec<TimeAndArea>[] = [
  field('environmentalComment', (s) => s.environmentalComment),
  field('isDataSalable', (s) => s.isDataSalable),
];

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

export const CONTACT_PERSON_LIST: ListSpec<TAcquisitionContactPerson> = {
  objectType: 'ContactPerson',
  key: (p) => `${p.representing}:${p.isOnBehalfOfCompany ? 'onBehalf' : 'own'}`,
  title: fullName,
  fields: [field('contactPersonName', fullName), field('email', (p) => p.email), field('phone', (p) => p.phone)],
};

export const EXPERT_LIST: ListSpec<TAcquisitionFisheriesExpert> = {
  objectType: 'FisheriesExpert',
  key: (e) => e.acquisitionFisheriesExpertId,
  title: fullName,
  fields: [
    field('fisheriesExpert', fullName),
    field('fromDate', (e) => e.fromDate),
    field('toDate', (e) => e.toDate),
    field('phoneNumber', (e) => e.phoneNumber),
  ],
};

const HARBOUR_LIST: ListSpec<TVesselHarbour> = {
  objectType: 'VesselHarbour',
  key: (h) => h.vesselHarbourId,
  title: (h) => h.harbourName,
  fields: [field('harbour', (h) => h.harbourName), field('fromDate', (h) => h.fromDate), field('toDate', (h) => h.toDate)],
};

export const VESSEL_LIST: ListSpec<Vessel> = {
  objectType: 'Vessel',
  key: (v) => v.acquisitionVesselId,
  title: (v) => v.daqVesselName,
  fields: [
    field('vessel', (v) => v.daqVesselName),
    field('vesselRole', (v) => v.vesselRole),
    field('fromDate', (v) => v.fromDate),
    field('toDate', (v) => v.toDate),
    field('phoneNumber', (v) => v.phoneNumber),
  ],
  children: { get: (v) => v.harbours, spec: HARBOUR_LIST as ListSpec<never> },
};

export const LICENCE_LIST: ListSpec<Licence> = {
  objectType: 'Licence',
  key: (l) => `${l.licenceType}:${l.npdIdLicence}`,
  title: (l) => l.licenceName,
  fields: [],
};

/** The five licence lists of the section as one list (the key holds the type). */
export const allLicences = (s: TimeAndArea): Licence[] => [
  ...s.productionLicences,
  ...s.surveys,
  ...s.co2SurveyLicence,
  ...s.co2Exploitations,
  ...s.co2Explorations,
];
