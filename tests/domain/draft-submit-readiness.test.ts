import { describe, expect, it } from 'vitest';
import { acquisitionConfigOf } from '@/domain/draft/acquisition-config';
import { GOVERNMENT_PREFIX, namePrefixOf } from '@/domain/draft/acquisition-name';
import { checkDraftAreas, licenceShapesToCheck } from '@/domain/draft/draft-area-check';
import {
  submitDateWarnings,
  submitReadiness,
  type SubmitReadinessInput,
} from '@/domain/draft/submit-readiness';
import { LawCategory } from '@/domain/enums/law-category';
import type { Areal } from '@/domain/geometry/area-ops';
import { boxPolygon } from '@/domain/geometry/box-area';

/** A WGS 84 box [west, south, east, north] as a polygon. */
const box = (w: number, s: number, e: number, n: number): Areal => boxPolygon(w, s, e, n);
const drawn = (geometry: Areal) => ({
  geometry,
  loadedFromFile: false,
  transformationToWgs84: null,
  csOriginWkId: 4326,
});

/** A licence in the northern North Sea, an area inside it, one on the shelf beside it, and one west of Ireland. */
const licence = { licenceShape: box(2.4, 60.2, 3.2, 60.7) };
const inside = drawn(box(2.6, 60.3, 3.0, 60.6));
const besideLicence = drawn(box(4.0, 59.0, 4.4, 59.2));
const offShelf = drawn(box(-12, 52, -11, 53));

// Friday 2026-05-08; the fifth business day after it is Monday 2026-05-18 (Ascension Day on the 14th).
const TODAY = '2026-05-08';

const petroleum3D = {
  lawCategory: LawCategory.PetroleumLaw,
  acquisitionConfig: acquisitionConfigOf(2521, LawCategory.PetroleumLaw),
  companyHasPrefix: true,
};
const complete: SubmitReadinessInput = {
  plannedStartDate: '2026-07-01',
  plannedEndDate: '2026-08-01',
  dataSalable: true,
  environmentalComment: 'Ingen kjente konflikter.',
  grossGeometry: inside,
  netGeometry: inside,
  sensor: { type: 1, cable: { count: 1, length: null, towWidth: null }, node: { count: null } },
  source: {
    type: 2,
    electromagnetic: { count: null, size: null, watt: null },
    seismic: { count: 1, size: null, pressure: null },
  },
  approverUserId: null,
  onBehalfOfCompanyContactPersonInfo: null,
  configuration: petroleum3D,
};
const context = { today: TODAY, licences: [licence], vessels: [] };

describe('namePrefixOf (the name prefix of submit and of the summary)', () => {
  it("takes the owner's prefix, trimmed", () => {
    expect(namePrefixOf(LawCategory.PetroleumLaw, ' NKE ')).toBe('NKE');
    expect(namePrefixOf(LawCategory.PerformedByGovernment, 'NKE')).toBe('NKE');
  });
  it("uses the regulator's SOD for government law without a prefix, none otherwise", () => {
    expect(namePrefixOf(LawCategory.PerformedByGovernment, null)).toBe(GOVERNMENT_PREFIX);
    expect(GOVERNMENT_PREFIX).toBe('SOD');
    expect(namePrefixOf(LawCategory.PerformedByGovernment, '  ')).toBe('SOD');
    expect(namePrefixOf(LawCategory.PetroleumLaw, null)).toBeNull();
    expect(namePrefixOf(LawCategory.OnBehalfOfCompany, '')).toBeNull();
    expect(namePrefixOf(null, null)).toBeNull();
  });
});

describe('checkDraftAreas and licenceShapesToCheck', () => {
  it('checks licence shapes only when the type requires licences', () => {
    const government = acquisitionConfigOf(2521, LawCategory.PerformedByGovernment);
    expect(licenceShapesToCheck(petroleum3D.acquisitionConfig, [licence, { licenceShape: null }])).toEqual([
      licence.licenceShape,
    ]);
    expect(licenceShapesToCheck(government, [licence])).toEqual([]);
  });

  it('gives the critical error for an area inside no licence, and outsideShelf off the shelf', () => {
    const shapes = [licence.licenceShape!];
    expect(checkDraftAreas({ net: null, gross: inside, licences: shapes }).errors).toEqual([]);
    expect(checkDraftAreas({ net: null, gross: besideLicence, licences: shapes }).errors).toEqual([
      { code: 'areaNotMatchingLicences', area: 'gross' },
    ]);
    expect(checkDraftAreas({ net: null, gross: besideLicence, licences: [] }).errors).toEqual([]);
    expect(checkDraftAreas({ net: offShelf, gross: null, licences: [] }).errors).toEqual([
      { code: 'outsideShelf', area: 'net' },
    ]);
  });

  it('turns a shape the checks cannot process into an invalidRing error instead of throwing', () => {
    const broken = { type: 'Polygon', coordinates: null } as unknown as Areal;
    expect(checkDraftAreas({ net: inside, gross: null, licences: [broken] })).toEqual({
      errors: [{ code: 'invalidRing', area: 'net' }],
      warnings: [],
      oceanArea: null,
    });
  });
});

describe('submitDateWarnings', () => {
  it('warns for each planned date fewer than 5 business days away, changed or not', () => {
    expect(submitDateWarnings(TODAY, { plannedStartDate: '2026-05-15', plannedEndDate: '2026-05-15' })).toEqual([
      'dateChangeStartupWarning',
      'dateChangeEndWarning',
    ]);
    expect(submitDateWarnings(TODAY, { plannedStartDate: '2026-05-18', plannedEndDate: '2026-06-18' })).toEqual(
      [],
    );
  });
  it('leaves out a date before today (submit refuses it as a missing item instead)', () => {
    expect(submitDateWarnings(TODAY, { plannedStartDate: '2026-05-07', plannedEndDate: '2026-05-12' })).toEqual([
      'dateChangeEndWarning',
    ]);
    expect(submitDateWarnings(TODAY, { plannedStartDate: TODAY, plannedEndDate: null })).toEqual([
      'dateChangeStartupWarning',
    ]);
  });
});

describe('submitReadiness (the summary and the service submit share it)', () => {
  it('is ready for a complete draft inside its licence', () => {
    expect(submitReadiness(complete, context)).toEqual({
      missing: [],
      prefixMissing: false,
      dateWarnings: [],
      areaErrors: [],
    });
  });

  it('lists an area inside no licence as geometryInvalid on the area step, with the reason', () => {
    const readiness = submitReadiness({ ...complete, grossGeometry: besideLicence }, context);
    expect(readiness.missing).toEqual([{ key: 'geometryInvalid', step: 'area' }]);
    expect(readiness.areaErrors).toEqual([{ code: 'areaNotMatchingLicences', area: 'gross' }]);
  });

  it('lists an area off the shelf, and takes a check the caller already ran', () => {
    expect(submitReadiness({ ...complete, netGeometry: offShelf }, context).missing).toEqual([
      { key: 'geometryInvalid', step: 'area' },
    ]);
    const areaCheck = { errors: [{ code: 'outsideShelf', area: 'gross' as const }] };
    expect(submitReadiness(complete, { ...context, areaCheck }).missing).toEqual([
      { key: 'geometryInvalid', step: 'area' },
    ]);
  });

  it('counts the licences and vessels of the context', () => {
    const noLicence = submitReadiness(complete, { ...context, licences: [] });
    expect(noLicence.missing).toEqual([{ key: 'licenceRequired', step: 'area' }]);
    const vessels = [{ vesselRole: -1, harbours: [] }];
    expect(submitReadiness(complete, { ...context, vessels }).missing).toEqual([
      { key: 'vesselRole', step: 'gatheredinformation' },
    ]);
  });

  it('reports a missing prefix from the configuration and the date warnings, neither as a missing item', () => {
    const readiness = submitReadiness(
      {
        ...complete,
        plannedStartDate: '2026-05-12',
        configuration: { ...petroleum3D, companyHasPrefix: false },
      },
      context,
    );
    expect(readiness.missing).toEqual([]);
    expect(readiness.prefixMissing).toBe(true);
    expect(readiness.dateWarnings).toEqual(['dateChangeStartupWarning']);
  });
});
