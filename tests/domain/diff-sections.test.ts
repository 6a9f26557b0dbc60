import { describe, expect, it } from 'vitest';
import { sectionDiff } from '@/domain/diff/section-diff';
import type { TDetailSectionData } from '@/domain/schemas/acquisition-details';

type Vessel = TDetailSectionData<'Vessels'>['vessels'][number];
type Expert = TDetailSectionData<'FisheriesExpert'>['fisheriesExperts'][number];

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const vessel = (n: number, name: string, extra: Partial<Vessel> = {}): Vessel => ({
  acquisitionVesselId: id(n),
  vesselId: id(100 + n),
  vesselRole: 10,
  phoneNumber: null,
  fromDate: '2027-01-10',
  toDate: '2027-02-10',
  daqVesselName: name,
  daqVesselCallSignal: 'LA' + n,
  daqVesselIMO: null,
  daqVesselCountry: 'NO',
  harbours: [],
  isDeletable: true,
  ...extra,
});
const expert = (n: number, first: string, extra: Partial<Expert> = {}): Expert => ({
  acquisitionFisheriesExpertId: id(200 + n),
  fisheriesExpertId: id(300 + n),
  firstName: first,
  lastName: 'Fisker',
  approvedAreas: 3,
  fromDate: '2027-01-10',
  toDate: '2027-01-20',
  phoneNumber: null,
  isDeletable: true,
  ...extra,
});

describe('sectionDiff: the simple sections', () => {
  it('GeneralComment: a changed comment, blank and null alike', () => {
    expect(sectionDiff('GeneralComment', { comment: null }, { comment: '  ' }).anyChanges).toBe(false);
    const d = sectionDiff('GeneralComment', { comment: 'Gammel' }, { comment: 'Ny' });
    expect(d).toMatchObject({ changeSubmissionAction: 'Modified', anyChanges: true, requiresProceedings: false, timeChanges: false });
    expect(d.changes).toEqual([
      { changeSubmissionAction: 'Modified', objectType: 'Acquisition', attributeName: 'comment', prevValue: 'Gammel', newValue: 'Ny', title: null, parentTitle: null },
    ]);
  });

  it('Amount: only the quantities that changed', () => {
    const d = sectionDiff('Amount', { quantityKm: 100, quantityKm2: null, quantityTb: 2 }, { quantityKm: 120, quantityKm2: null, quantityTb: 2 });
    expect(d.changes.map((c) => [c.attributeName, c.prevValue, c.newValue])).toEqual([['quantityKm', 100, 120]]);
  });

  it('no change at all: NoChanges and nothing listed', () => {
    const same = { quantityKm: 1, quantityKm2: 2, quantityTb: 3 };
    expect(sectionDiff('Amount', same, { ...same })).toEqual({
      changeSubmissionAction: 'NoChanges',
      changes: [],
      anyChanges: false,
      requiresProceedings: false,
      timeChanges: false,
      geometryChanges: [],
    });
  });

  it('Conductor: the company by name', () => {
    const d = sectionDiff(
      'Conductor',
      { companyConductorNpdId: 1, companyConductorName: 'Nordkapp Energi ASA' },
      { companyConductorNpdId: 2, companyConductorName: 'Polarhav Seismikk AS' },
    );
    expect(d.changes.map((c) => [c.attributeName, c.prevValue, c.newValue])).toEqual([['companyConductor', 'Nordkapp Energi ASA', 'Polarhav Seismikk AS']]);
  });

  it('Sensor and Source: type and values, by their own names', () => {
    const sensor = sectionDiff(
      'Sensor',
      { sensor: { type: 1, cable: { count: 10, length: 8000, towWidth: 100 }, node: { count: null } } },
      { sensor: { type: 2, cable: { count: null, length: null, towWidth: null }, node: { count: 400 } } },
    );
    expect(sensor.changes.map((c) => c.attributeName)).toEqual(['sensorType', 'cableCount', 'cableLength', 'cableTowWidth', 'nodeCount']);
    expect(sensor.changes.every((c) => c.objectType === 'Sensor')).toBe(true);
    const source = sectionDiff(
      'Source',
      { source: { type: 2, seismic: { count: 2, size: 3000, pressure: 2000 }, electromagnetic: { count: null, size: null, watt: null } } },
      { source: { type: 2, seismic: { count: 3, size: 3000, pressure: 2000 }, electromagnetic: { count: null, size: null, watt: null } } },
    );
    expect(source.changes.map((c) => [c.objectType, c.attributeName, c.prevValue, c.newValue])).toEqual([['Source', 'seismicCount', 2, 3]]);
  });

  it('ContactPersons: the company contact replaced, by party', () => {
    const person = (first: string, email: string) => ({
      firstName: first,
      lastName: 'Nordmann',
      email,
      phone: '12345678',
      userProfileId: null,
      representing: 'Company' as const,
      isOnBehalfOfCompany: false,
      onBehalfOfCompanyContactPerson: false,
    });
    const d = sectionDiff('ContactPersons', { contactPersons: [person('Kari', 'kari@nke.no')] }, { contactPersons: [person('Ola', 'ola@nke.no')] });
    expect(d.changes.map((c) => [c.objectType, c.changeSubmissionAction, c.attributeName, c.prevValue, c.newValue])).toEqual([
      ['ContactPerson', 'Modified', 'contactPersonName', 'Kari Nordmann', 'Ola Nordmann'],
      ['ContactPerson', 'Modified', 'email', 'kari@nke.no', 'ola@nke.no'],
    ]);
  });
});

describe('sectionDiff: lists are matched by id, not by position', () => {
  const three = [vessel(1, 'Polarstjerne'), vessel(2, 'Havbris'), vessel(3, 'Nordlys')];

  it('removing the first of three vessels is one removal', () => {
    const d = sectionDiff('Vessels', { vessels: three }, { vessels: three.slice(1) });
    expect(d.changes).toEqual([
      { changeSubmissionAction: 'Delete', objectType: 'Vessel', attributeName: null, prevValue: 'Polarstjerne', newValue: null, title: 'Polarstjerne', parentTitle: null },
    ]);
  });

  it('reordering is no change; an added vessel is one addition; a changed one lists its fields', () => {
    expect(sectionDiff('Vessels', { vessels: three }, { vessels: [...three].reverse() }).anyChanges).toBe(false);
    const added = sectionDiff('Vessels', { vessels: three }, { vessels: [...three, vessel(4, 'Sjøglimt')] });
    expect(added.changes.map((c) => [c.changeSubmissionAction, c.title])).toEqual([['Add', 'Sjøglimt']]);
    const changed = sectionDiff('Vessels', { vessels: three }, { vessels: [three[0], { ...three[1], vesselRole: 20, toDate: '2027-02-20' }, three[2]] });
    expect(changed.changes.map((c) => [c.title, c.attributeName, c.prevValue, c.newValue])).toEqual([
      ['Havbris', 'vesselRole', 10, 20],
      ['Havbris', 'toDate', '2027-02-10', '2027-02-20'],
    ]);
  });

  it('harbours of a vessel: matched by id, named with their vessel', () => {
    const harbour = (n: number, name: string) => ({ vesselHarbourId: id(400 + n), harbourId: id(500 + n), harbourName: name, fromDate: null, toDate: null });
    const before = [vessel(1, 'Polarstjerne', { harbours: [harbour(1, 'Hammerfest'), harbour(2, 'Tromsø')] })];
    const after = [vessel(1, 'Polarstjerne', { harbours: [harbour(2, 'Tromsø'), harbour(3, 'Bodø')] })];
    const d = sectionDiff('Vessels', { vessels: before }, { vessels: after });
    expect(d.changes.map((c) => [c.objectType, c.changeSubmissionAction, c.title, c.parentTitle])).toEqual([
      ['VesselHarbour', 'Delete', 'Hammerfest', 'Polarstjerne'],
      ['VesselHarbour', 'Add', 'Bodø', 'Polarstjerne'],
    ]);
  });

  it('fisheries experts: removed, added and changed dates', () => {
    const before = [expert(1, 'Per'), expert(2, 'Pål')];
    const after = [{ ...expert(2, 'Pål'), toDate: '2027-01-25' }, expert(3, 'Espen')];
    const d = sectionDiff('FisheriesExpert', { fisheriesExperts: before }, { fisheriesExperts: after });
    expect(d.changes.map((c) => [c.changeSubmissionAction, c.title, c.attributeName])).toEqual([
      ['Delete', 'Per Fisker', null],
      ['Modified', 'Pål Fisker', 'toDate'],
      ['Add', 'Espen Fisker', null],
    ]);
    expect(d.requiresProceedings).toBe(false);
  });
});
