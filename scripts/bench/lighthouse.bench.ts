// `npm run bench lighthouse`: Lighthouse (mobile profile, simulated throttling) against the built service on
// PostgreSQL, in Debian's Chromium, on every page a notifier works in (issue 27): the overview, the timeline of a case
// with 500 and with 5,000 more messages, the details tab with its map, the week-report list, each week-report form
// and the wizard's area step; signed in as the company's notifier (`innmelder`) through the embedded identity provider
// in the same tab. Each load is cold: Lighthouse clears the HTTP cache, the service worker and Cache Storage, and the
// persisted query cache (localStorage) is removed before each document. Over HTTPS with HTTP/2 (a test certificate
// from openssl, as deployed) and over plain HTTP/1.1 (`npm start` on a developer's machine), each on a service of its
// own; then a table of the medians beside the aims, the failing pages named, and the machine's load average.
// The sign-in page and the JavaScript the overview fetches before its first row are measured once per transport.
// LIGHTHOUSE_RUNS (default 1) runs per page and transport, median taken; LIGHTHOUSE_PAGES=timeline,form-add (names or
// prefixes, see lib/lighthouse-pages.ts) and LIGHTHOUSE_TRANSPORTS=h2|h1 narrow the run (a page fixed, measured again).
// LIGHTHOUSE_REPORTS=<dir> keeps each run's report, trace and network log. Needs the PostgreSQL of BENCH_DATABASE_URL
// (lib/timeline-data.ts); it makes a database of its own and drops it.
import { loadavg } from 'node:os';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { startService, type TlsFiles } from '../lib/service-process';
import { makeTestCertificate } from '../lib/test-certificate';
import { jsBeforeTable } from '../lib/js-before-table';
import { AIM, measure, missed, type Figures } from './lib/lighthouse-measure';
import { fillTimelines, wantedPages, type BenchPage } from './lib/lighthouse-pages';
import { benchDatabase } from './lib/timeline-data';

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const USER = 'innmelder';
const ROW = 'tbody tr[data-npd-id]';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const JS_BEFORE_TABLE_AIM_KB = 250;
/** QUERY_CACHE_KEY of src/web/api/query-client.ts (that module loads the browser's i18n, so it is not imported here). */
const QUERY_CACHE_KEY = 'meldesystem.queryCache';
const H2 = 'HTTPS+H2';
const H1 = 'HTTP/1.1';

const load = () => loadavg().map((l) => l.toFixed(2)).join(', ');
const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface Row extends Figures {
  page: string;
  transport: string;
  runs: number;
}

async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(`${baseUrl}/`);
  await page.waitForSelector('#username', { timeout: 60_000 });
  await page.type('#username', USER);
  await page.type('#password', 'meldesystem');
  await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
  await page.waitForSelector(ROW, { timeout: 60_000 });
}

/** The sign-in page and the overview's JavaScript before its first row, once: figures beside the overview's. */
async function firstScreen(browser: Browser, page: Page, url: string): Promise<void> {
  const signInPage = await browser.newPage();
  await measure(signInPage, `${url}/`, 'sign-in page (the app, then the identity provider)');
  await signInPage.close();
  await signIn(page, url);
  const js = await jsBeforeTable(page, ROW);
  const verdict = js.kb < JS_BEFORE_TABLE_AIM_KB ? 'OK' : 'OVER AIM';
  console.log(`  overview JavaScript before the table is visible (cold, 1280 px): ${js.files} files, ${js.kb.toFixed(1)} KB gzipped (aim < ${JS_BEFORE_TABLE_AIM_KB} KB) ${verdict}`);
  if (js.unwanted.length) console.log(`    loaded before the table but not needed for it: ${js.unwanted.join(', ')}`);
}

/** Every wanted page RUNS times over one transport, on a service of its own. */
async function measureService(
  transport: string,
  env: Record<string, string>,
  pages: BenchPage[],
  prepare: () => Promise<void>,
  tls?: TlsFiles,
): Promise<Row[]> {
  console.log(`\n--- ${transport} (load average ${load()}) ---`);
  const service = await startService(env, undefined, [], tls);
  await prepare();
  let browser: Browser | undefined;
  try {
    browser = await puppeteer.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      headless: false, // '--headless' is among the flags, as given
      // The test certificate is self-signed; a deployment has a certificate the browser trusts.
      args: tls ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS,
      defaultViewport: null,
    });
    const page = await browser.newPage();
    await firstScreen(browser, page, service.url);
    // The persisted query cache would paint a page without the network; a first load after sign-in has none.
    await page.evaluateOnNewDocument((key) => localStorage.removeItem(key), QUERY_CACHE_KEY);
    const rows: Row[] = [];
    for (const p of pages) {
      // Lighthouse's simulated throttling scales the tasks it saw, so a busy machine moves single runs: the median.
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        // A run Lighthouse could not record (NO_NAVSTART now and then on a busy machine) is tried once more.
        for (let attempt = 1; attempt <= 2; attempt++) {
          try {
            runs.push(await measure(page, `${service.url}${p.path}`, `${p.name}, run ${i + 1} of ${RUNS}`));
            break;
          } catch (error) {
            console.log(`  ${p.name}, run ${i + 1} of ${RUNS}, attempt ${attempt}, gave no figures: ${(error as Error).message}`);
          }
        }
      }
      if (runs.length === 0) continue;
      const of = (key: keyof Figures) => middle(runs.map((r) => r[key]));
      rows.push({ page: p.name, transport, runs: runs.length, score: of('score'), lcp: of('lcp'), tbt: of('tbt'), cls: of('cls') });
    }
    return rows;
  } finally {
    await browser?.close();
    await service.stop();
  }
}

/** A test certificate for the HTTPS run, or why there is none (openssl missing). */
function certificate(): TlsFiles | string {
  try {
    return makeTestCertificate();
  } catch (error) {
    return `no test certificate (${(error as Error).message.split('\n')[0]})`;
  }
}

function printTable(rows: Row[], pages: BenchPage[]): void {
  const cell = (text: string, width: number) => text.padEnd(width);
  console.log(`\nsummary: medians of ${RUNS} run(s) per page and transport; aims: score >= ${AIM.score}, LCP < ${AIM.lcpMs} ms, TBT < ${AIM.tbtMs} ms, CLS < ${AIM.cls}`);
  console.log(`  ${cell('page', 14)}| ${cell('transport', 9)}| ${cell(`score (>=${AIM.score})`, 12)}| ${cell(`LCP ms (<${AIM.lcpMs})`, 15)}| ${cell(`TBT ms (<${AIM.tbtMs})`, 14)}| ${cell(`CLS (<${AIM.cls})`, 10)}| aims`);
  for (const r of rows) {
    const misses = missed(r);
    console.log(
      `  ${cell(r.page, 14)}| ${cell(r.transport, 9)}| ${cell(String(r.score), 12)}| ${cell(r.lcp.toFixed(0), 15)}| ${cell(r.tbt.toFixed(0), 14)}| ${cell(r.cls.toFixed(3), 10)}| ${misses ? `misses ${misses}` : 'met'}`,
    );
  }
  const failing = rows.filter((r) => missed(r)).map((r) => `${r.page} (${r.transport}: ${missed(r)})`);
  const unmeasured = pages.flatMap((p) => [H2, H1].filter((t) => rows.some((r) => r.transport === t) && !rows.some((r) => r.page === p.name && r.transport === t)).map((t) => `${p.name} (${t})`));
  console.log(failing.length ? `  failing: ${failing.join('; ')}` : '  every page measured meets the aims');
  if (unmeasured.length) console.log(`  no figures: ${unmeasured.join('; ')}`);
}

export async function run(): Promise<void> {
  const started = performance.now();
  const pages = wantedPages();
  const transports = (process.env.LIGHTHOUSE_TRANSPORTS ?? 'h2,h1').split(',');
  console.log(`load average at start (1, 5, 15 min): ${load()}; ${pages.length} pages x ${transports.length} transports x ${RUNS} run(s)`);
  const { url, drop } = await benchDatabase(`bench_lighthouse_${process.pid}`);
  const env = { DATABASE_URL: url };
  const rows: Row[] = [];
  let filled = false;
  const fillOnce = async () => {
    if (!filled) await fillTimelines(url);
    filled = true;
  };
  try {
    if (transports.includes('h2')) {
      const tls = certificate();
      if (typeof tls === 'string') console.log(`HTTPS with HTTP/2 not measured: ${tls}`);
      else rows.push(...(await measureService(H2, env, pages, fillOnce, tls)));
    }
    // The first service migrates and seeds the database; the long timelines are written once, behind it.
    if (transports.includes('h1')) rows.push(...(await measureService(H1, env, pages, fillOnce)));
  } finally {
    await drop();
  }
  printTable(rows, pages);
  console.log(`  load average at end (1, 5, 15 min): ${load()}; ${((performance.now() - started) / 60_000).toFixed(1)} min in all`);
}
