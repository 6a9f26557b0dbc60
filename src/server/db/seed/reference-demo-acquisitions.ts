import { AccomplishmentStatus as S } from '../../../domain/enums/accomplishment-status';
import { AcquisitionMainType as T } from '../../../domain/enums/acquisition-type';
import { LawCategory as L } from '../../../domain/enums/law-category';
import { OceanArea as O } from '../../../domain/enums/ocean-area';
import { StatusChangeReason as R } from '../../../domain/enums/status-change-reason';
import { VesselRole } from '../../../domain/enums/vessel-role';

/** Fixed ids of the demo acquisitions: `a6000000-0000-4000-a000-<n>`. */
export const demoAcquisitionId = (n: number) => `a6000000-0000-4000-a000-${String(n).padStart(12, '0')}`;

export interface DemoAcquisition {
  n: number;
  name: string;
  companyId: number;
  createdBy: string | null;
  status: S;
  type: T;
  lawCategory: L;
  start: string;
  end: string;
  oceanArea: O;
  reason?: R;
  comment?: string;
  /** [vessel n, role, harbour n's] */
  vessels: [number, number, number[]][];
  experts: number[];
  /** npdIdLicence (the 2026 row is linked). */
  licences: number[];
}

const MAIN = VesselRole.Main;
const FOLLOW = VesselRole.Follow;

/** A dozen acquisitions in various statuses; their links put some vessels, harbours, experts and licences in use. */
export const DEMO_ACQUISITIONS: readonly DemoAcquisition[] = [
  { n: 1, name: 'NKE2601 Barentshavet 3D', companyId: 1001, createdBy: 'innmelder', status: S.Under_Behandling, type: T.Ordinary3D, lawCategory: L.PetroleumLaw, start: '2026-06-01', end: '2026-08-15', oceanArea: O.BarentsSea, vessels: [[1, MAIN, [6]], [8, FOLLOW, [6, 13]]], experts: [1], licences: [21532] },
  { n: 2, name: 'NKE2602 Heidrun 4D', companyId: 1001, createdBy: 'innmelder', status: S.Planlagt, type: T.Ordinary4D, lawCategory: L.PetroleumLaw, start: '2026-05-10', end: '2026-06-30', oceanArea: O.NorwegianSea, vessels: [[2, MAIN, [4]]], experts: [3], licences: [21209] },
  { n: 3, name: 'NKE2603 Troll havbunn', companyId: 1001, createdBy: 'innmelder', status: S.Pågående, type: T.SeabedSurvey, lawCategory: L.PetroleumLaw, start: '2026-03-01', end: '2026-12-15', oceanArea: O.NorthSea, vessels: [[7, MAIN, [3, 1]]], experts: [2], licences: [21104] },
  { n: 4, name: 'NKE2604 Grenseområdet 2D', companyId: 1001, createdBy: 'innmelder', status: S.Pause, type: T.Ordinary2D, lawCategory: L.PetroleumLaw, start: '2026-04-01', end: '2026-12-01', oceanArea: O.BarentsSea, reason: R.PauseFishingActivity, comment: 'Stor fiskeriaktivitet i området', vessels: [[3, MAIN, [7]]], experts: [5], licences: [24003] },
  { n: 5, name: 'NKE2501 Draugen EM', companyId: 1001, createdBy: 'innmelder', status: S.Ferdig, type: T.Electromagnetic3D, lawCategory: L.PetroleumLaw, start: '2025-06-01', end: '2025-07-20', oceanArea: O.NorwegianSea, vessels: [[9, MAIN, [4]]], experts: [3], licences: [21318] },
  { n: 6, name: 'NKE2502 Ekofisk 4D', companyId: 1001, createdBy: 'innmelder', status: S.FerdigMedDokumentasjon, type: T.Ordinary4D, lawCategory: L.PetroleumLaw, start: '2025-04-15', end: '2025-06-01', oceanArea: O.NorthSea, vessels: [[4, MAIN, [2]]], experts: [6], licences: [21018] },
  { n: 7, name: 'VPA2601 Oseberg havbunnsseismikk', companyId: 1002, createdBy: 'flere.roller', status: S.Under_Behandling, type: T.SeabedSeismic3D, lawCategory: L.PetroleumLaw, start: '2026-07-01', end: '2026-09-30', oceanArea: O.NorthSea, vessels: [[10, MAIN, [9]], [5, FOLLOW, [9]]], experts: [2, 6], licences: [21153] },
  { n: 8, name: 'VPA2602 Norskehavet 3D', companyId: 1002, createdBy: 'flere.roller', status: S.Planlagt, type: T.Ordinary3D, lawCategory: L.PetroleumLaw, start: '2026-05-20', end: '2026-07-31', oceanArea: O.NorwegianSea, vessels: [[6, MAIN, [5]]], experts: [4], licences: [24002] },
  { n: 9, name: 'VPA2603 Sleipner grunnundersøkelse', companyId: 1002, createdBy: 'flere.roller', status: S.Avlyst, type: T.DrillingSiteSurvey, lawCategory: L.PetroleumLaw, start: '2026-04-10', end: '2026-04-30', oceanArea: O.NorthSea, reason: R.CancelChangeInPlans, comment: 'Brønnen er utsatt til 2027', vessels: [[11, MAIN, [10]]], experts: [], licences: [21057] },
  { n: 10, name: 'HBG2601 Tampen 2D', companyId: 1004, createdBy: 'ny.bruker', status: S.Pågående, type: T.Ordinary2D, lawCategory: L.PetroleumLaw, start: '2026-02-15', end: '2026-11-30', oceanArea: O.NorthSea, vessels: [[5, MAIN, [8, 1]]], experts: [2], licences: [24004] },
  { n: 11, name: 'SKL2601 Smeaheia CO2-overvåking', companyId: 1005, createdBy: null, status: S.Planlagt, type: T.Ordinary3D, lawCategory: L.Co2StorageLaw, start: '2026-08-01', end: '2026-09-15', oceanArea: O.NorthSea, vessels: [[2, MAIN, [2]]], experts: [6], licences: [26001] },
  { n: 12, name: 'NKE Utkast Snøhvit havbunn', companyId: 1001, createdBy: 'innmelder', status: S.Utkast, type: T.SeabedSurvey, lawCategory: L.PetroleumLaw, start: '2026-09-01', end: '2026-10-15', oceanArea: O.BarentsSea, vessels: [], experts: [], licences: [] },
  { n: 13, name: 'VPA Utkast Frigg EM', companyId: 1002, createdBy: 'flere.roller', status: S.Utkast, type: T.Electromagnetic2D, lawCategory: L.PetroleumLaw, start: '2026-10-01', end: '2026-10-31', oceanArea: O.NorthSea, vessels: [], experts: [], licences: [] },
];
