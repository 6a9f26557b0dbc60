import { LawCategory } from '../../../domain/enums/law-category';
import { LicenceKind } from '../../../domain/enums/licence-kind';
import type { LicenceShape } from '../schema/reference';

/** A rectangle [west, south, east, north] in WGS 84 as a GeoJSON polygon. */
export function boxShape([w, s, e, n]: readonly [number, number, number, number]): LicenceShape {
  return { type: 'Polygon', coordinates: [[[w, s], [e, s], [e, n], [w, n], [w, s]]] };
}

export interface DemoLicence {
  npdIdLicence: number;
  name: string;
  npdIdCompany: number;
  kind: LicenceKind;
  /** Lies inside the outline of the Norwegian shelf (checked by tests/server/reference-seed.test.ts). */
  box: readonly [number, number, number, number];
  /** Licence years as offsets from the year the demo data is seeded (0 = that year), so the data stays current. */
  years: readonly number[];
}

const Y3 = [-2, -1, 0] as const;
const Y2 = [-1, 0] as const;

/** Licences of every kind for several years, on the North Sea, Norwegian Sea and Barents Sea shelf. */
export const DEMO_LICENCES: readonly DemoLicence[] = [
  { npdIdLicence: 21018, name: 'PL 018', npdIdCompany: 1001, kind: LicenceKind.Production, box: [3.0, 56.3, 3.5, 56.7], years: Y3 },
  { npdIdLicence: 21057, name: 'PL 057', npdIdCompany: 1002, kind: LicenceKind.Production, box: [2.2, 58.3, 2.9, 58.8], years: Y3 },
  { npdIdLicence: 21104, name: 'PL 104', npdIdCompany: 1001, kind: LicenceKind.Production, box: [2.4, 60.2, 3.2, 60.7], years: Y3 },
  { npdIdLicence: 21153, name: 'PL 153', npdIdCompany: 1002, kind: LicenceKind.Production, box: [3.5, 61.0, 4.2, 61.5], years: Y2 },
  { npdIdLicence: 21169, name: 'PL 169', npdIdCompany: 1004, kind: LicenceKind.Production, box: [2.3, 59.5, 2.8, 59.9], years: Y3 },
  { npdIdLicence: 21209, name: 'PL 209', npdIdCompany: 1001, kind: LicenceKind.Production, box: [6.5, 64.8, 7.5, 65.3], years: Y3 },
  { npdIdLicence: 21257, name: 'PL 257', npdIdCompany: 1002, kind: LicenceKind.Production, box: [7.5, 66.2, 8.6, 66.8], years: Y2 },
  { npdIdLicence: 21318, name: 'PL 318', npdIdCompany: 1001, kind: LicenceKind.Production, box: [4.5, 63.5, 5.5, 64.0], years: Y3 },
  { npdIdLicence: 21532, name: 'PL 532', npdIdCompany: 1001, kind: LicenceKind.Production, box: [20.5, 71.8, 22.5, 72.4], years: Y3 },
  { npdIdLicence: 21609, name: 'PL 609', npdIdCompany: 1002, kind: LicenceKind.Production, box: [24.0, 72.5, 26.0, 73.1], years: Y2 },
  { npdIdLicence: 21857, name: 'PL 857', npdIdCompany: 1004, kind: LicenceKind.Production, box: [30.0, 73.5, 32.0, 74.2], years: [0] },
  { npdIdLicence: 24001, name: 'US 2024-01 Nordsjøen sør', npdIdCompany: 1003, kind: LicenceKind.Survey, box: [3.2, 56.6, 4.5, 57.9], years: Y3 },
  { npdIdLicence: 24002, name: 'US 2024-02 Norskehavet', npdIdCompany: 1002, kind: LicenceKind.Survey, box: [5.5, 64.0, 8.0, 65.5], years: Y3 },
  { npdIdLicence: 24003, name: 'US 2025-01 Barentshavet', npdIdCompany: 1001, kind: LicenceKind.Survey, box: [18.0, 71.5, 26.0, 73.5], years: Y2 },
  { npdIdLicence: 24004, name: 'US 2025-02 Nordsjøen nord', npdIdCompany: 1004, kind: LicenceKind.Survey, box: [2.4, 59.0, 4.0, 61.0], years: Y2 },
  { npdIdLicence: 26001, name: 'EXL 001 Smeaheia', npdIdCompany: 1005, kind: LicenceKind.Co2Exploration, box: [4.1, 58.2, 4.7, 58.5], years: Y3 },
  { npdIdLicence: 26002, name: 'EXL 002 Luna', npdIdCompany: 1005, kind: LicenceKind.Co2Exploration, box: [3.1, 57.3, 3.7, 57.6], years: Y2 },
  { npdIdLicence: 27001, name: 'EL 001 Aurora', npdIdCompany: 1005, kind: LicenceKind.Co2Exploitation, box: [3.0, 60.4, 3.8, 60.8], years: Y3 },
  { npdIdLicence: 28001, name: 'CS 2025-01 Utsira', npdIdCompany: 1005, kind: LicenceKind.Co2Survey, box: [3.5, 57.6, 4.5, 58.0], years: Y2 },
];

export function lawCategoryOfKind(kind: LicenceKind): LawCategory {
  return kind === LicenceKind.Production || kind === LicenceKind.Survey ? LawCategory.PetroleumLaw : LawCategory.Co2StorageLaw;
}
