// The pages a notifier works in, as the Lighthouse bench opens them (issue 27), on the demo data of Nordkapp Energi
// (the user `innmelder`), with two of its cases given a long timeline.
import { demoAcquisitionId } from '../../../src/server/db/seed/reference-demo-acquisitions';
import { fillTimeline } from './timeline-data';

/** Troll havbunn (ongoing: start-up and weekly reports filed): 500 more messages; its details, reports and forms. */
const ONGOING = demoAcquisitionId(3);
/** Barentshavet 3D (under consideration): 5,000 more messages. */
const LONG = demoAcquisitionId(1);
/** Heidrun 4D (planned, no report yet): the start-up report's form. */
const PLANNED = demoAcquisitionId(2);
/** NKE Utkast Snøhvit havbunn: a draft, for the wizard's first step. */
const DRAFT = demoAcquisitionId(12);

export interface BenchPage {
  /** Short name, for LIGHTHOUSE_PAGES and the table. */
  name: string;
  path: string;
}

export const PAGES: BenchPage[] = [
  { name: 'overview', path: '/' },
  { name: 'timeline-500', path: `/${ONGOING}/timeline` },
  { name: 'timeline-5000', path: `/${LONG}/timeline` },
  { name: 'details', path: `/${ONGOING}/details` },
  { name: 'week-reports', path: `/${ONGOING}/weekReports` },
  { name: 'form-startup', path: `/${PLANNED}/weekReports/startup` },
  { name: 'form-add', path: `/${ONGOING}/weekReports/add` },
  { name: 'form-finish', path: `/${ONGOING}/weekReports/finish` },
  { name: 'wizard-area', path: `/${DRAFT}/create/area` },
];

/** The pages named in LIGHTHOUSE_PAGES (comma-separated names or prefixes; default: all). */
export function wantedPages(): BenchPage[] {
  const wanted = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);
  return PAGES.filter((p) => wanted.length === 0 || wanted.some((w) => p.name.startsWith(w)));
}

/** The long timelines, written once into the (migrated and seeded) database of `url`. */
export async function fillTimelines(url: string): Promise<void> {
  await fillTimeline(url, ONGOING, 500);
  await fillTimeline(url, LONG, 5000);
}
