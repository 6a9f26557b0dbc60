import { acquisitionName } from '../../../domain/draft/acquisition-name';
import { AccomplishmentStatus as S } from '../../../domain/enums/accomplishment-status';
import { AcquisitionMainType as T } from '../../../domain/enums/acquisition-type';
import { LawCategory as L } from '../../../domain/enums/law-category';
import { OceanArea as O } from '../../../domain/enums/ocean-area';
import { StatusChangeReason as R } from '../../../domain/enums/status-change-reason';
import { VesselRole } from '../../../domain/enums/vessel-role';
import { addDays } from '../../../domain/rules/calendar-date';

/** Fixed ids of the demo acquisitions: `a6000000-0000-4000-a000-<n>`. */
export const demoAcquisitionId = (n: number) => `a6000000-0000-4000-a000-${String(n).padStart(12, '0')}`;

export interface DemoAcquisition {
  n: number;
  /** '<prefix><yy><nn> <title>' with the year of submission; a draft carries its title only. */
  name: string;
  companyId: number;
  createdBy: string | null;
  status: S;
  type: T;
  lawCategory: L;
  /** YYYY-MM-DD, planned period. */
  start: string;
  end: string;
  /** YYYY-MM-DD the acquisition was submitted; null for a draft. */
  submitted: string | null;
  oceanArea: O;
  reason?: R;
  comment?: string;
  /** [vessel n, role, harbour n's] */
  vessels: [number, number, number[]][];
  experts: number[];
  /** npdIdLicence (the row of the seed year is linked). */
  licences: number[];
}

/** A demo acquisition with its dates as days from the day the demo data is seeded. */
interface Template extends Omit<DemoAcquisition, 'name' | 'start' | 'end' | 'submitted'> {
  /** Company prefix of the name; none for a draft. */
  prefix?: string;
  title: string;
  /** [planned start, planned end, submitted]: days from today. */
  days: [number, number, number?];
}

const MAIN = VesselRole.Main;
const FOLLOW = VesselRole.Follow;

/**
 * Dates by status: under review and planned start in the coming weeks and months (submitted more than five weeks
 * before), ongoing and paused started in the past and end ahead, finished lie in the past, drafts ahead. Everything
 * ends within 145 days, so the overview's time slider (today to four months ahead, growable) shows the map change.
 */
const TEMPLATES: readonly Template[] = [
  { n: 1, prefix: 'NKE', title: 'Barentshavet 3D', days: [24, 95, -12], companyId: 1001, createdBy: 'innmelder', status: S.Under_Behandling, type: T.Ordinary3D, lawCategory: L.PetroleumLaw, oceanArea: O.BarentsSea, vessels: [[1, MAIN, [6]], [8, FOLLOW, [6, 13]]], experts: [1], licences: [21532] },
  { n: 2, prefix: 'NKE', title: 'Heidrun 4D', days: [10, 56, -55], companyId: 1001, createdBy: 'innmelder', status: S.Planlagt, type: T.Ordinary4D, lawCategory: L.PetroleumLaw, oceanArea: O.NorwegianSea, vessels: [[2, MAIN, [4]]], experts: [3], licences: [21209] },
  { n: 3, prefix: 'NKE', title: 'Troll havbunn', days: [-60, 40, -120], companyId: 1001, createdBy: 'innmelder', status: S.Pågående, type: T.SeabedSurvey, lawCategory: L.PetroleumLaw, oceanArea: O.NorthSea, vessels: [[7, MAIN, [3, 1]]], experts: [2], licences: [21104] },
  { n: 4, prefix: 'NKE', title: 'Grenseområdet 2D', days: [-45, 50, -95], companyId: 1001, createdBy: 'innmelder', status: S.Pause, type: T.Ordinary2D, lawCategory: L.PetroleumLaw, oceanArea: O.BarentsSea, reason: R.PauseFishingActivity, comment: 'Stor fiskeriaktivitet i området', vessels: [[3, MAIN, [7]]], experts: [5], licences: [24003] },
  { n: 5, prefix: 'NKE', title: 'Draugen EM', days: [-170, -120, -230], companyId: 1001, createdBy: 'innmelder', status: S.Ferdig, type: T.Electromagnetic3D, lawCategory: L.PetroleumLaw, oceanArea: O.NorwegianSea, vessels: [[9, MAIN, [4]]], experts: [3], licences: [21318] },
  { n: 6, prefix: 'NKE', title: 'Ekofisk 4D', days: [-330, -285, -400], companyId: 1001, createdBy: 'innmelder', status: S.FerdigMedDokumentasjon, type: T.Ordinary4D, lawCategory: L.PetroleumLaw, oceanArea: O.NorthSea, vessels: [[4, MAIN, [2]]], experts: [6], licences: [21018] },
  { n: 7, prefix: 'VPA', title: 'Oseberg havbunnsseismikk', days: [45, 118, -6], companyId: 1002, createdBy: 'flere.roller', status: S.Under_Behandling, type: T.SeabedSeismic3D, lawCategory: L.PetroleumLaw, oceanArea: O.NorthSea, vessels: [[10, MAIN, [9]], [5, FOLLOW, [9]]], experts: [2, 6], licences: [21153] },
  { n: 8, prefix: 'VPA', title: 'Norskehavet 3D', days: [30, 82, -48], companyId: 1002, createdBy: 'flere.roller', status: S.Planlagt, type: T.Ordinary3D, lawCategory: L.PetroleumLaw, oceanArea: O.NorwegianSea, vessels: [[6, MAIN, [5]]], experts: [4], licences: [24002] },
  { n: 9, prefix: 'VPA', title: 'Sleipner grunnundersøkelse', days: [12, 30, -70], companyId: 1002, createdBy: 'flere.roller', status: S.Avlyst, type: T.DrillingSiteSurvey, lawCategory: L.PetroleumLaw, oceanArea: O.NorthSea, reason: R.CancelChangeInPlans, comment: 'Brønnen er utsatt til neste år', vessels: [[11, MAIN, [10]]], experts: [], licences: [21057] },
  { n: 10, prefix: 'HBG', title: 'Tampen 2D', days: [-25, 22, -75], companyId: 1004, createdBy: 'ny.bruker', status: S.Pågående, type: T.Ordinary2D, lawCategory: L.PetroleumLaw, oceanArea: O.NorthSea, vessels: [[5, MAIN, [8, 1]]], experts: [2], licences: [24004] },
  { n: 11, prefix: 'SKL', title: 'Smeaheia CO2-overvåking', days: [70, 112, -30], companyId: 1005, createdBy: null, status: S.Planlagt, type: T.Ordinary3D, lawCategory: L.Co2StorageLaw, oceanArea: O.NorthSea, vessels: [[2, MAIN, [2]]], experts: [6], licences: [26001] },
  // Planned and approved, its start-up report not yet filed: the case the week reports' browser test files its three reports on.
  { n: 14, prefix: 'NKE', title: 'Johan Castberg 3D', days: [7, 63, -44], companyId: 1001, createdBy: 'innmelder', status: S.Planlagt, type: T.Ordinary3D, lawCategory: L.PetroleumLaw, oceanArea: O.BarentsSea, vessels: [[1, MAIN, [6]], [8, FOLLOW, [6]]], experts: [1], licences: [21532] },
  { n: 12, title: 'NKE Utkast Snøhvit havbunn', days: [100, 138], companyId: 1001, createdBy: 'innmelder', status: S.Utkast, type: T.SeabedSurvey, lawCategory: L.PetroleumLaw, oceanArea: O.BarentsSea, vessels: [], experts: [], licences: [] },
  { n: 13, title: 'VPA Utkast Frigg EM', days: [125, 144], companyId: 1002, createdBy: 'flere.roller', status: S.Utkast, type: T.Electromagnetic2D, lawCategory: L.PetroleumLaw, oceanArea: O.NorthSea, vessels: [], experts: [], licences: [] },
];

/**
 * The demo acquisitions with dates around `today` (YYYY-MM-DD). Names follow the submit rule (docs/decisions.md):
 * prefix, two-digit year of submission and a sequence per company and year in the order of submission.
 */
export function demoAcquisitions(today: string): DemoAcquisition[] {
  const dated = TEMPLATES.map(({ prefix, title, days: [start, end, submitted], ...a }) => ({
    prefix,
    title,
    acquisition: {
      ...a,
      start: addDays(today, start),
      end: addDays(today, end),
      submitted: submitted === undefined ? null : addDays(today, submitted),
    },
  }));
  const sequences = new Map<string, number>();
  const bySubmission = [...dated].sort((x, y) => (x.acquisition.submitted ?? '').localeCompare(y.acquisition.submitted ?? ''));
  const names = new Map<number, string>();
  for (const { prefix, title, acquisition: a } of bySubmission) {
    if (!prefix || !a.submitted) continue;
    const year = Number(a.submitted.slice(0, 4));
    const sequence = (sequences.get(`${prefix}${year}`) ?? 0) + 1;
    sequences.set(`${prefix}${year}`, sequence);
    names.set(a.n, `${acquisitionName(prefix, year, sequence)} ${title}`);
  }
  return dated.map(({ title, acquisition: a }) => ({ ...a, name: names.get(a.n) ?? title }));
}
