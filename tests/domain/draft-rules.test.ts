import { describe, expect, it } from 'vitest';
import { acquisitionConfigOf } from '@/domain/draft/acquisition-config';
import { acquisitionName, sequenceOfName, submittedName } from '@/domain/draft/acquisition-name';
import {
  missingRequiredItems,
  type DraftCheckConfig,
  type DraftCheckInput,
} from '@/domain/draft/missing-required-items';
import { normalizedSensor, withEditedGeometry, withSensorType, withSourceType } from '@/domain/draft/resets';
import { LawCategory } from '@/domain/enums/law-category';
import { ZCreateDraft } from '@/domain/schemas/draft';
import { ZCalendarDate } from '@/domain/schemas/draft-fields';

const polygon = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [2, 60],
      [3, 60],
      [3, 61],
      [2, 60],
    ],
  ],
};
const line = {
  type: 'LineString' as const,
  coordinates: [
    [2, 60],
    [3, 61],
  ],
};
const geo = (geometry: typeof polygon | typeof line) => ({
  geometry,
  loadedFromFile: true,
  transformationToWgs84: null,
  csOriginWkId: 4326,
});

const complete: DraftCheckInput = {
  plannedStartDate: '2030-03-01',
  plannedEndDate: '2030-04-01',
  dataSalable: false,
  environmentalComment: 'OK',
  grossGeometry: geo(polygon),
  netGeometry: geo(polygon),
  sensor: { type: 1, cable: { count: 1, length: null, towWidth: null }, node: { count: null } },
  source: {
    type: 2,
    electromagnetic: { count: null, size: null, watt: null },
    seismic: { count: 1, size: null, pressure: null },
  },
  approverUserId: null,
  onBehalfOfCompanyContactPersonInfo: null,
  licences: [{}],
  vessels: [{ vesselRole: 10, harbours: [{ harbourId: 'h' }] }],
};
const petroleum3D = {
  lawCategory: LawCategory.PetroleumLaw,
  acquisitionConfig: acquisitionConfigOf(2521, LawCategory.PetroleumLaw),
};
const keys = (d: DraftCheckInput, c: DraftCheckConfig = petroleum3D, o = {}) =>
  missingRequiredItems(d, c, o).map((i) => i.key);

describe('missingRequiredItems', () => {
  it('finds nothing missing in a complete draft', () => {
    expect(
      missingRequiredItems(complete, petroleum3D, { today: '2030-01-01', isGeometryValid: true }),
    ).toEqual([]);
  });

  it('lists each missing item with the step where it is fixed, in wizard order', () => {
    const empty: DraftCheckInput = {
      ...complete,
      plannedStartDate: null,
      plannedEndDate: null,
      dataSalable: null,
      environmentalComment: '  ',
      grossGeometry: null,
      netGeometry: null,
      sensor: null,
      source: null,
      licences: [],
      vessels: [],
    };
    expect(missingRequiredItems(empty, petroleum3D)).toEqual([
      { key: 'plannedStartDate', step: 'area' },
      { key: 'plannedEndDate', step: 'area' },
      { key: 'licenceRequired', step: 'area' },
      { key: 'areaRequired', step: 'area' },
      { key: 'dataSalable', step: 'gatheredinformation' },
      { key: 'environmentalComment', step: 'gatheredinformation' },
      { key: 'sensorType', step: 'gatheredinformation' },
      { key: 'sourceType', step: 'gatheredinformation' },
    ]);
  });

  it('checks dates against today and each other', () => {
    expect(
      keys({ ...complete, plannedStartDate: '2029-12-31' }, petroleum3D, { today: '2030-01-01' }),
    ).toEqual(['plannedStartDateInPast']);
    expect(keys({ ...complete, plannedEndDate: '2030-02-01' })).toEqual(['plannedEndBeforeStart']);
  });

  it('checks the geometry types the configuration allows and the geometry validation', () => {
    expect(keys({ ...complete, netGeometry: geo(line) })).toEqual(['netGeometryType']);
    const twoD = {
      lawCategory: LawCategory.PetroleumLaw,
      acquisitionConfig: acquisitionConfigOf(2511, LawCategory.PetroleumLaw),
    };
    expect(keys({ ...complete, netGeometry: geo(line) }, twoD)).toEqual([]);
    expect(keys(complete, petroleum3D, { isGeometryValid: false })).toEqual(['geometryInvalid']);
  });

  it('takes licences and vessels from the options when the draft does not list them', () => {
    const bare = { ...complete, licences: undefined, vessels: undefined };
    expect(keys(bare)).toEqual(['licenceRequired']);
    expect(
      keys(bare, petroleum3D, {
        licenceCount: 1,
        vessels: [{ vesselRole: -1, harbours: [{ harbourId: null }] }],
      }),
    ).toEqual(['vesselRole', 'vesselHarbour']);
  });

  it('needs the approver under government law, and nothing of sensor or source for a non-seismic survey', () => {
    const gov = {
      lawCategory: LawCategory.PerformedByGovernment,
      acquisitionConfig: acquisitionConfigOf(41100, LawCategory.PerformedByGovernment),
    };
    const draft = {
      ...complete,
      sensor: null,
      source: null,
      dataSalable: null,
      netGeometry: null,
      licences: [],
    };
    expect(keys(draft, gov)).toEqual(['approver']);
    expect(keys({ ...draft, approverUserId: 'u' }, gov)).toEqual([]);
  });
});

describe('create dialog rules', () => {
  const errors = (input: unknown) => {
    const r = ZCreateDraft.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };
  it('requires law category and type, the government reason and the on-behalf company and contact', () => {
    expect(errors({})).toEqual([
      'lawCategory:draft-rules:validation.required',
      'type:draft-rules:validation.required',
    ]);
    expect(errors({ lawCategory: 6000, type: 2521 })).toEqual(['govtReason:draft-rules:validation.required']);
    expect(errors({ lawCategory: 7000, type: 2521 })).toEqual([
      'onBehalfOfCompanyId:draft-rules:validation.required',
      'onBehalfOfCompanyContactPerson:draft-rules:validation.required',
    ]);
  });
  it('needs at least one extra option for a non-seismic seabed survey, none for 2D/3D', () => {
    expect(errors({ lawCategory: 1000, type: 40000 })).toEqual([
      'seismicOptions:draft-rules:validation.required',
    ]);
    expect(errors({ lawCategory: 1000, type: 40000, seismicOptions: 1 })).toEqual([
      'additionalOptions:draft-rules:validation.atLeastOneRequired',
    ]);
    expect(
      errors({ lawCategory: 1000, type: 40000, seismicOptions: 1, additionalOptions: { sampling: true } }),
    ).toEqual([]);
    expect(errors({ lawCategory: 1000, type: 50000, seismicOptions: 3 })).toEqual([]);
  });
  it('limits the contact person fields', () => {
    const person = {
      firstName: 'x'.repeat(401),
      lastName: 'Nordmann',
      email: 'kari@example.no',
      phone: '1'.repeat(51),
    };
    expect(
      errors({
        lawCategory: 7000,
        type: 2521,
        onBehalfOfCompanyId: 1002,
        onBehalfOfCompanyContactPerson: person,
      }).length,
    ).toBe(2);
  });
});

describe('resets, names and dates', () => {
  it('resets sensor and source details when the type changes, keeps them otherwise', () => {
    const sensor = complete.sensor!;
    expect(withSensorType(sensor, 1)).toBe(sensor);
    expect(withSensorType(sensor, 2)).toEqual({
      type: 2,
      cable: { count: null, length: null, towWidth: null },
      node: { count: null },
    });
    expect(withSourceType(complete.source, 1).seismic).toEqual({ count: null, size: null, pressure: null });
    expect(normalizedSensor({ ...sensor, node: { count: 9 } })?.node).toEqual({ count: null });
  });
  it('clears loadedFromFile when a coordinate is edited', () => {
    expect(withEditedGeometry(geo(polygon), polygon).loadedFromFile).toBe(false);
  });
  it('builds names from prefix, year and sequence', () => {
    expect(acquisitionName('nke', 2026, 4)).toBe('NKE2604');
    expect(acquisitionName('VPA', 2031, 123)).toBe('VPA31123');
    expect(sequenceOfName('NKE2604', 'NKE', 2026)).toBe(4);
    expect(sequenceOfName('VPA2604', 'NKE', 2026)).toBeUndefined();
  });
  it('keeps the draft\'s descriptive title after the code on submit', () => {
    expect(submittedName('NKE2607', 'NKE', 'NKE Utkast Snøhvit havbunn')).toBe('NKE2607 Snøhvit havbunn');
    expect(submittedName('VPA2603', 'VPA', 'Frigg EM')).toBe('VPA2603 Frigg EM');
    expect(submittedName('NKE2607', 'NKE', '')).toBe('NKE2607');
    expect(submittedName('NKE2607', 'NKE', ' Utkast ')).toBe('NKE2607');
  });
  it('refuses impossible dates without throwing', () => {
    expect(ZCalendarDate.safeParse('2026-13-40').success).toBe(false);
    expect(ZCalendarDate.safeParse('2026-02-29').success).toBe(false);
    expect(ZCalendarDate.safeParse('2028-02-29').success).toBe(true);
  });
});
