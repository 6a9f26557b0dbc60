// The overview at scale: 10,000 acquisitions in the built service (PGlite, its default), then
// - GET /Overview/view with a filter, a sort and a page: p95 at 20 connections (aim <= 25 ms; autocannon reports
//   p90 and p97.5, so p97.5 is taken as the upper bound of p95);
// - GET /AcquisitionMap/getoverviewgeometry for all of them: time (first after start, and warm) and gzipped size
//   (aims <= 300 ms and <= 2 MB);
// - the overview's largest contentful paint on a cold load in Chromium (aim <= 1.5 s).
import autocannon from 'autocannon';
import { chromium } from 'playwright';
import { signInOverHttp } from '../lib/oidc-sign-in';
import { startService } from '../lib/service-process';
import { generateInto } from '../generate-acquisitions';

const COUNT = 10_000;
const CONNECTIONS = 20;
const DURATION_S = 10;
const AIM = { viewP95Ms: 25, geometryMs: 300, geometryBytes: 2 * 1024 * 1024, lcpMs: 1500 };
const verdict = (value: number, aim: number) =>
  `(aim <= ${aim}, ratio ${(value / aim).toFixed(2)}) ${value <= aim ? 'OK' : 'OVER AIM'}`;

/** Filters, sorts and pages a user would ask for, in turn. */
const VIEW_QUERIES = [
  'Query=status%3D1%2C10%2C20%2C30&OrderBy=startDate&Order=desc&PageSize=10&Page=1',
  'Query=status%3D1%2C10%2C20%2C30%26oceanArea%3DNORDSJOEN&OrderBy=name&Order=asc&PageSize=25&Page=3',
  'Query=type%3D2521%2C2531%26fromDate%3D2025-01-01%26toDate%3D2026-12-31&OrderBy=endDate&Order=desc&PageSize=5&Page=2',
  'Query=status%3D40%2C41%2C50%26lawCategory%3D1000&OrderBy=status&Order=asc&PageSize=25&Page=10',
  'Query=bbox%3D2%2C56%2C8%2C62%26status%3D10%2C20&OrderBy=oceanArea&Order=desc&PageSize=10&Page=1',
];

async function timeGeometry(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const res = await fetch(url, { headers: { ...headers, 'accept-encoding': 'gzip' } });
  const body = new Uint8Array(await res.arrayBuffer());
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`geometry answered ${res.status}`);
  // fetch decompresses; the wire size is the content-length of the gzipped answer.
  return {
    ms,
    wireBytes: Number(res.headers.get('content-length') ?? body.length),
    jsonBytes: body.length,
    encoding: res.headers.get('content-encoding'),
  };
}

async function measureLcp(baseUrl: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'nb-NO',
      timezoneId: 'Europe/Oslo',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: number };
      w.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lcp = Math.max(w.__lcp, entry.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/idp\//);
    await page.getByLabel('Brukernavn').fill('saksbehandler.od');
    await page.getByLabel('Passord').fill('meldesystem');
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await page.waitForSelector('tbody tr[data-npd-id]', { timeout: 60_000 });
    // Cold load of the signed-in overview: empty HTTP cache, no service worker, the session kept in the tab.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.reload();
    await page.waitForSelector('tbody tr[data-npd-id]', { timeout: 60_000 });
    await page.waitForTimeout(1500);
    return await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  } finally {
    await browser.close();
  }
}

export async function run(): Promise<void> {
  const fresh = await startService();
  await fresh.stop({ keepData: true });
  const insertMs = await generateInto({ count: COUNT, pgliteDir: `${fresh.dataDir}/pglite` });
  console.log(`generated ${COUNT} acquisitions in ${(insertMs / 1000).toFixed(1)} s`);
  const service = await startService({}, fresh.dataDir);
  try {
    const api = `${service.url}/DataAcquisition-service`;
    const headers = await signInOverHttp(service.url, 'innmelder', 'meldesystem');

    const handler = await signInOverHttp(service.url, 'saksbehandler.od', 'meldesystem');
    await new Promise((r) => setTimeout(r, 3000)); // the service precomputes the map's shared body once ready
    const geometryUrl = `${api}/AcquisitionMap/getoverviewgeometry`;
    const first = await timeGeometry(geometryUrl, handler);
    const notifier = await timeGeometry(geometryUrl, headers);
    const warm = await timeGeometry(geometryUrl, headers);
    const worst = Math.max(first.ms, notifier.ms);
    console.log(
      `GET /AcquisitionMap/getoverviewgeometry (${COUNT} acquisitions): first for a case handler ${first.ms.toFixed(0)} ms, first for a notifier (own drafts joined) ${notifier.ms.toFixed(0)} ms, warm ${warm.ms.toFixed(0)} ms ${verdict(worst, AIM.geometryMs)}`,
    );
    console.log(
      `  size: ${(warm.wireBytes / 1024).toFixed(0)} KiB ${warm.encoding ?? 'identity'} (${(warm.jsonBytes / 1024).toFixed(0)} KiB JSON) ${verdict(warm.wireBytes, AIM.geometryBytes)}`,
    );

    const total = (await (await fetch(`${api}/Overview/view?Query=&PageSize=5`, { headers })).json()) as {
      totalCount: number;
    };
    console.log(`  the notifier sees ${total.totalCount} acquisitions in the overview`);
    await autocannon({
      url: `${api}/Overview/view?${VIEW_QUERIES[0]}`,
      connections: 4,
      duration: 2,
      headers,
    }); // warm-up
    const result = await autocannon({
      url: api,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers,
      requests: VIEW_QUERIES.map((q) => ({
        method: 'GET' as const,
        path: `/DataAcquisition-service/Overview/view?${q}`,
      })),
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`Overview/view: ${result.non2xx} non-2xx, ${result.errors} errors`);
    const p95 = result.latency.p97_5;
    console.log(
      `GET /Overview/view (filter, sort, page; ${CONNECTIONS} connections, ${DURATION_S} s): ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p97.5 ${p95} ms, p99 ${result.latency.p99} ms`,
    );
    console.log(`  p95 <= p97.5 = ${p95} ms ${verdict(p95, AIM.viewP95Ms)}`);

    const lcp = await measureLcp(service.url);
    console.log(
      `overview largest contentful paint (cold load, Chromium): ${lcp.toFixed(0)} ms ${verdict(lcp, AIM.lcpMs)}`,
    );
  } finally {
    await service.stop();
  }
}
