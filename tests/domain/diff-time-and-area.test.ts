import { describe, expect, it } from 'vitest';
import { sectionDiff } from '@/domain/diff/section-diff';
import type { TGeometryInput } from '@/domain/geometry/types';
import type { TDetailSectionData } from '@/domain/schemas/acquisition-details';

type TimeAndArea = TDetailSectionData<'TimeAndArea'>;

/** A lon/lat rectangle as a stored area. */
const box = (w: number, s: number, e: number, n: number): TGeometryInput => ({
  geometry: { type: 'Polygon', coordinates: [[[w, s], [e, s], [e, n], [w, n], [w, s]]] },
  loadedFromFile: false,
  transformationToWgs84: null,
  csOriginWkId: 4326,
});

const base: TimeAndArea = {
  plannedStartDate: '2027-03-01',
  plannedEndDate: '2027-04-01',
  accomplishmentStartDate: null,
  accomplishmentEndDate: null,
  environmentalComment: 'Ingen særlige hensyn.',
  isDataSalable: true,
  grossGeometry: box(2, 60, 3, 61),
  netGeometry: null,
  productionLicences: [{ licenceType: 10, npdIdLicence: 1001, licenceName: 'PL001' }],
  surveys: [],
  co2SurveyLicence: [],
  co2Exploitations: [],
  co2Explorations: [],
};

describe('sectionDiff: time and area', () => {
  it('a moved end date is a time change that requires proceedings', () => {
    const d = sectionDiff('TimeAndArea', base, { ...base, plannedEndDate: '2027-04-15' });
    expect(d).toMatchObject({ anyChanges: true, timeChanges: true, requiresProceedings: true, geometryChanges: [] });
    expect(d.changes.map((c) => [c.attributeName, c.prevValue, c.newValue])).toEqual([['plannedEndDate', '2027-04-01', '2027-04-15']]);
  });

  it('the environmental comment and data salable are information only', () => {
    const d = sectionDiff('TimeAndArea', base, { ...base, environmentalComment: 'Nytt hensyn.', isDataSalable: false });
    expect(d.changes.map((c) => c.attributeName)).toEqual(['environmentalComment', 'isDataSalable']);
    expect(d.requiresProceedings).toBe(false);
    expect(d.timeChanges).toBe(false);
  });

  it('a grown area: sizes and the km² added and removed, requiring proceedings', () => {
    const d = sectionDiff('TimeAndArea', base, { ...base, grossGeometry: box(2, 60, 3.5, 61) });
    expect(d.requiresProceedings).toBe(true);
    expect(d.timeChanges).toBe(false);
    const [g] = d.geometryChanges;
    expect(g.kind).toBe('gross');
    // 1° x 1° at 60°N is about 111.2 km x 55.6 km; half a degree more east adds about a half of it.
    expect(g.prevKm2).toBeGreaterThan(6000);
    expect(g.prevKm2).toBeLessThan(6300);
    expect(g.addedKm2! / g.prevKm2!).toBeCloseTo(0.5, 1);
    expect(g.removedKm2).toBe(0);
    expect(g.newKm2! - g.prevKm2!).toBeCloseTo(g.addedKm2!, 0);
    expect(d.changes.map((c) => [c.objectType, c.changeSubmissionAction, c.attributeName])).toEqual([['Geometry', 'Modified', 'grossGeometry']]);
  });

  it('a shifted area: both added and removed km²', () => {
    const [g] = sectionDiff('TimeAndArea', base, { ...base, grossGeometry: box(2.5, 60, 3.5, 61) }).geometryChanges;
    expect(g.addedKm2).toBeGreaterThan(2900);
    expect(g.removedKm2).toBeGreaterThan(2900);
  });

  it('the same area loaded another way is no change; a net area added is an addition', () => {
    expect(sectionDiff('TimeAndArea', base, { ...base, grossGeometry: { ...box(2, 60, 3, 61), loadedFromFile: true } }).anyChanges).toBe(false);
    const d = sectionDiff('TimeAndArea', base, { ...base, netGeometry: box(2.2, 60.2, 2.8, 60.8) });
    expect(d.changes.map((c) => [c.changeSubmissionAction, c.attributeName])).toEqual([['Add', 'netGeometry']]);
    expect(d.geometryChanges[0]).toMatchObject({ kind: 'net', prevKm2: null, removedKm2: null });
    expect(d.geometryChanges[0].addedKm2).toBe(d.geometryChanges[0].newKm2);
  });

  it('licences are matched by type and number: one added, one removed, requiring proceedings', () => {
    const d = sectionDiff('TimeAndArea', base, {
      ...base,
      productionLicences: [],
      surveys: [{ licenceType: 20, npdIdLicence: 1001, licenceName: 'UT001' }],
    });
    expect(d.changes.map((c) => [c.objectType, c.changeSubmissionAction, c.title])).toEqual([
      ['Licence', 'Delete', 'PL001'],
      ['Licence', 'Add', 'UT001'],
    ]);
    expect(d.requiresProceedings).toBe(true);
  });

  it('other sections never require proceedings', () => {
    expect(sectionDiff('GeneralComment', { comment: 'a' }, { comment: 'b' }).requiresProceedings).toBe(false);
  });
});
