import { randomUUID } from 'node:crypto';

/** One queued call of the outbox: its path, idempotency key and body. */
export interface QueuedReport {
  path: string;
  key: string;
  body: unknown;
}

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const shadow = (k: number) => ({
  geometry: { type: 'Polygon', coordinates: [[[6 + k * 0.001, 65], [6.2 + k * 0.001, 65], [6.2 + k * 0.001, 65.2], [6 + k * 0.001, 65]]] },
  loadedFromFile: false,
  transformationToWgs84: null,
  csOriginWkId: 4326,
});

/**
 * What a vessel's outbox holds after `count` weeks at sea: a start-up report 7 × (count - 1) + 2 days ago, then a weekly
 * report for every week since, oldest first, each on the acquisition's vessel `vessel` as main vessel.
 */
export function queuedWeekReports(acquisition: string, vessel: string, count: number): QueuedReport[] {
  const vessels = [{ acquisitionVesselId: vessel, vesselRole: 10 }];
  const first = -(7 * (count - 1)) - 2;
  const items: QueuedReport[] = [
    {
      path: `/acquisition/${acquisition}/weekReport/Startup`,
      key: randomUUID(),
      body: { weekReportId: randomUUID(), startDate: day(first), endDate: day(first + 13), paidDate: day(first - 5), geometry: shadow(0), vessels, capturedAt: new Date().toISOString(), comment: 'Oppstart.' },
    },
  ];
  for (let k = 0; k < count - 1; k++) {
    const from = first + 7 * k;
    items.push({
      path: `/acquisition/${acquisition}/weekReport`,
      key: randomUUID(),
      body: {
        weekReportId: randomUUID(),
        capturedAt: new Date().toISOString(),
        done: { fromDate: day(from), toDate: day(from + 6), amountKm: 250.5, amountKm2: 80, comment: `Uke ${k + 1}: jevn produksjon.` },
        planned: { fromDate: day(from + 7), toDate: day(from + 13), amountKm: 240, amountKm2: 75, comment: 'Fortsetter.', geometry: shadow(k + 1) },
        vessels,
      },
    });
  }
  return items;
}
