// Figures of the two hot service paths that do not depend on the machine's load (issues 9 and 10): database round
// trips per call (every query a pg client sends, BEGIN/COMMIT included), bytes per answer (plain and gzip) and the
// service's own CPU time per call (process.cpuUsage, median of repeated rounds), in process on PostgreSQL
// (BENCH_DATABASE_URL's server; a database of its own, dropped again).
//  - GET /Acquisitions/{id}/timeline of an acquisition with 500 messages, as the notifier and the regulator.
//  - 200 week reports (a start-up report and 199 weekly reports) filed one after another.
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestApp, api, type TestApp } from '../../tests/server/helpers';
import { queuedWeekReports } from './lib/week-report-queue';

const TIMELINE_ACQUISITION = 'a6000000-0000-4000-a000-000000000003';
const REPORT_ACQUISITION = 'a6000000-0000-4000-a000-000000000002';
const KARI = '00000000-0000-4000-8000-000000000001';
const MESSAGES = 500;
const REPORTS = 200;
const ROUNDS = 7;

/** Counts every query sent by a pg client of this process (the pool's and the transactions' alike). */
let queries = 0;
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  queries++;
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof original;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const cpuMs = (since: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
};

async function fillTimeline(t: TestApp): Promise<void> {
  const types = [1000, 1001, 1002, 5001, 7000, 8000, 5023];
  await t.app.db.execute(sql`
    insert into messages (acquisition_id, message_type, content, created_by, author_party, author_organisation_id, created_at, change_reason, comment)
    select ${TIMELINE_ACQUISITION}, (${`{${types.join(',')}}`}::int[])[1 + (n % ${types.length})], 'Melding nr. ' || n, ${KARI}, 4, 1001,
           now() - (n || ' hours')::interval, case when n % 7 = 1 then 34 end, case when n % 5 = 0 then 'Kommentar ' || n end
    from generate_series(1, ${MESSAGES}) as n`);
  await t.app.db.execute(sql`
    insert into message_party_states (message_id, acquisition_id, party, to_information, task_pending)
    select id, acquisition_id, 4, true, (row_number() over ()) % 3 = 0
    from (select id, acquisition_id from messages where acquisition_id = ${TIMELINE_ACQUISITION} order by created_at limit ${MESSAGES / 2}) m
    on conflict do nothing`);
}

/** CPU ms and queries of one call (median of ROUNDS rounds of 10). */
async function costOf(t: TestApp, url: string, headers: Record<string, string>): Promise<{ cpu: number; queries: number }> {
  const perRound: number[] = [];
  const queryCounts: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const q0 = queries;
    const c0 = process.cpuUsage();
    for (let i = 0; i < 10; i++) await t.app.inject({ method: 'GET', url, headers });
    perRound.push(cpuMs(c0) / 10);
    queryCounts.push((queries - q0) / 10);
  }
  return { cpu: median(perRound), queries: median(queryCounts) };
}

async function timelineFigures(t: TestApp, who: string, headers: Record<string, string>): Promise<void> {
  const url = api(`/Acquisitions/${TIMELINE_ACQUISITION}/timeline`);
  const first = await t.app.inject({ method: 'GET', url, headers });
  if (first.statusCode !== 200) throw new Error(`timeline ${first.statusCode} ${first.body}`);
  const count = first.json<unknown[]>().length;
  const rawBytes = first.rawPayload.length;
  const gzipped = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'gzip' } });
  const wireGzip = gzipped.headers['content-encoding'] === 'gzip' ? gzipped.rawPayload.length : gzipSync(first.rawPayload).length;
  const zipped = await costOf(t, url, { ...headers, 'accept-encoding': 'gzip' });
  const plain = await costOf(t, url, headers);
  const floor = await costOf(t, api(`/Acquisitions/${TIMELINE_ACQUISITION}/flag`), headers);
  console.log(
    `timeline as ${who}: ${count} messages, ${(rawBytes / 1024).toFixed(0)} KB plain, ${(wireGzip / 1024).toFixed(1)} KB gzip ` +
      `(${gzipped.headers['content-encoding'] ?? 'identity'} on the wire when asked), ${zipped.queries} queries/call, ` +
      `CPU ${zipped.cpu.toFixed(2)} ms/call asking gzip, ${plain.cpu.toFixed(2)} ms plain (median of ${ROUNDS}×10; GET .../flag for scale: ${floor.cpu.toFixed(2)} ms, ${floor.queries} queries)`,
  );
}

async function weekReportFigures(t: TestApp, headers: Record<string, string>): Promise<void> {
  const vesselsRes = await t.app.inject({ method: 'GET', url: api(`/Acquisition/${REPORT_ACQUISITION}/Vessels`), headers });
  const [vessel] = vesselsRes.json<{ acquisitionVesselId: string }[]>();
  const items = queuedWeekReports(REPORT_ACQUISITION, vessel!.acquisitionVesselId, REPORTS);
  const perReportQueries: number[] = [];
  const perReportCpu: number[] = [];
  const started = performance.now();
  for (const item of items) {
    const q0 = queries;
    const c0 = process.cpuUsage();
    const res = await t.app.inject({ method: 'POST', url: api(item.path), headers: { ...headers, 'idempotency-key': item.key }, payload: item.body as object });
    perReportCpu.push(cpuMs(c0));
    perReportQueries.push(queries - q0);
    if (res.statusCode >= 300) throw new Error(`${item.path}: ${res.statusCode} ${res.body}`);
  }
  const ms = performance.now() - started;
  const rows = (await t.app.inject({ method: 'GET', url: api(`/acquisition/${REPORT_ACQUISITION}/weekReport`), headers })).json<unknown[]>().length;
  const total = perReportQueries.reduce((a, b) => a + b, 0);
  console.log(
    `week reports: ${REPORTS} filed in ${ms.toFixed(0)} ms (wall, load-dependent), ${(total / REPORTS).toFixed(1)} queries/report ` +
      `(start-up ${perReportQueries[0]}, weekly median ${median(perReportQueries.slice(1))}), CPU median ${median(perReportCpu).toFixed(2)} ms/report, rows ${rows}`,
  );
}

export async function run(): Promise<void> {
  const t = await createTestApp('postgres');
  try {
    await fillTimeline(t);
    const kari = await t.signIn('innmelder');
    await timelineFigures(t, 'notifier', kari);
    await timelineFigures(t, 'regulator', await t.signIn('saksbehandler.od'));
    await weekReportFigures(t, kari);
  } finally {
    await t.close();
  }
}
