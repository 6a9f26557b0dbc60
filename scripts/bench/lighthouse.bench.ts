// `npm run bench lighthouse`: Lighthouse (mobile profile, simulated throttling) against the built service in Debian's
// Chromium, on the sign-in page and on the signed-in overview (signed in through the embedded identity provider in
// the same tab first; Lighthouse clears the HTTP cache, the service worker and Cache Storage, so the load is cold),
// and the gzipped JavaScript the overview fetches before its first table row is on screen. Each figure beside its aim,
// over HTTPS with HTTP/2 (a test certificate from openssl) and over plain HTTP/1.1.
// LIGHTHOUSE_REPORTS=<dir> keeps each run's full report (JSON), its trace (.trace.json) and network log there.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { startService, type TlsFiles } from '../lib/service-process';
import { makeTestCertificate } from '../lib/test-certificate';
import { jsBeforeTable } from '../lib/js-before-table';

const AIM = { score: 90, tbtMs: 200, lcpMs: 2500, cls: 0.1, jsBeforeTableKb: 250 };
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const USER = 'saksbehandler.od';
const ROW = 'tbody tr[data-npd-id]';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** QUERY_CACHE_KEY of src/web/api/query-client.ts (that module loads the browser's i18n, so it is not imported here). */
const QUERY_CACHE_KEY = 'meldesystem.queryCache';

const atMost = (value: number, aim: number, unit = '') =>
  `${value.toFixed(unit === ' ms' ? 0 : 2)}${unit} (aim < ${aim}${unit}) ${value < aim ? 'OK' : 'OVER AIM'}`;

interface Audit {
  numericValue?: number;
  displayValue?: string;
  details?: { items?: Array<Record<string, unknown>> };
}

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
}

async function measure(page: Page, url: string, label: string): Promise<Figures> {
  const result = await lighthouse(url, {
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // With reports kept, the trace also samples the JavaScript, so its long tasks can be read function by function.
    ...(process.env.LIGHTHOUSE_REPORTS ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  }, undefined, page);
  if (!result) throw new Error(`Lighthouse gave no result for ${label}`);
  const { lhr } = result;
  if (process.env.LIGHTHOUSE_REPORTS) {
    const file = path.join(process.env.LIGHTHOUSE_REPORTS, `${label.split(' ')[0]}-${lhr.fetchTime.replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify(lhr));
    // The trace Lighthouse simulated from, for reading long tasks against the source maps.
    writeFileSync(file.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
    // With the network log, Lighthouse's own simulation (lantern) can be run again on them to see what LCP waits on.
    writeFileSync(file.replace(/\.json$/, '.devtoolslog.json'), JSON.stringify(result.artifacts.DevtoolsLog));
    console.log(`  report: ${file}`);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits as Record<string, Audit>;
  const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
  const lcp = audits['largest-contentful-paint'].numericValue ?? NaN;
  const tbt = audits['total-blocking-time'].numericValue ?? NaN;
  const cls = audits['cumulative-layout-shift'].numericValue ?? NaN;
  console.log(`${label} (${lhr.finalDisplayedUrl.replace(/^https?:\/\/[^/]+/, '')}), Lighthouse ${lhr.lighthouseVersion} mobile:`);
  console.log(`  performance score ${score} (aim >= ${AIM.score}) ${score >= AIM.score ? 'OK' : 'UNDER AIM'}`);
  console.log(`  largest contentful paint ${atMost(lcp, AIM.lcpMs, ' ms')}`);
  console.log(`  total blocking time ${atMost(tbt, AIM.tbtMs, ' ms')}`);
  console.log(`  cumulative layout shift ${cls.toFixed(3)} (aim < ${AIM.cls}) ${cls < AIM.cls ? 'OK' : 'OVER AIM'}`);
  const fcp = audits['first-contentful-paint'].numericValue ?? NaN;
  const si = audits['speed-index'].numericValue ?? NaN;
  console.log(`  first contentful paint ${fcp.toFixed(0)} ms, speed index ${si.toFixed(0)} ms, main-thread work ${audits['mainthread-work-breakdown'].displayValue ?? ''}, JavaScript execution ${audits['bootup-time'].displayValue ?? ''}`);
  const lcpItem = audits['largest-contentful-paint-element'].details?.items?.[0] as { items?: Array<{ node?: { snippet?: string } }> } | undefined;
  const snippet = lcpItem?.items?.[0]?.node?.snippet;
  if (snippet) console.log(`  largest contentful paint element: ${snippet.slice(0, 120)}`);
  const shifts = (audits['layout-shifts']?.details?.items ?? []) as Array<{ node?: { snippet?: string }; score?: number }>;
  for (const s of shifts.slice(0, 3)) console.log(`  layout shift ${s.score?.toFixed(3)}: ${s.node?.snippet?.slice(0, 100) ?? ''}`);
  return { score, lcp, tbt };
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(`${baseUrl}/`);
  await page.waitForSelector('#username', { timeout: 60_000 });
  await page.type('#username', USER);
  await page.type('#password', 'meldesystem');
  await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
  await page.waitForSelector(ROW, { timeout: 60_000 });
}

interface Medians extends Figures {
  transport: string;
  signInScore: number;
  signInLcp: number;
}

/** The sign-in page once and the signed-in overview LIGHTHOUSE_RUNS times, on a service of its own. */
async function measureService(transport: string, tls?: TlsFiles): Promise<Medians> {
  console.log(`\n--- ${transport} ---`);
  const service = await startService({}, undefined, [], tls);
  let browser: Browser | undefined;
  try {
    browser = await puppeteer.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      headless: false, // '--headless' is among the flags, as given
      // The test certificate is self-signed; a deployment has a certificate the browser trusts.
      args: tls ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS,
      defaultViewport: null,
    });
    const signInPage = await browser.newPage();
    const signInFigures = await measure(signInPage, `${service.url}/`, 'sign-in page (the app, then the identity provider)');
    await signInPage.close();

    const page = await browser.newPage();
    await signIn(page, service.url);
    const js = await jsBeforeTable(page, ROW);
    console.log(`overview JavaScript before the table is visible (cold, 1280 px): ${js.files} files, ${js.kb.toFixed(1)} KB gzipped ${atMost(js.kb, AIM.jsBeforeTableKb, ' KB').replace(/^[\d.]+ KB /, '')}`);
    for (const f of js.largest) console.log(`  ${f.url}: ${f.kb.toFixed(1)} KB`);
    if (js.unwanted.length) console.log(`  loaded before the table but not needed for it: ${js.unwanted.join(', ')}`);
    // The persisted query cache would paint the table without the network; a first load after sign-in has none.
    await page.evaluateOnNewDocument((key) => localStorage.removeItem(key), QUERY_CACHE_KEY);
    // Lighthouse's simulated throttling scales the tasks it saw, so a busy machine moves single runs: the median of
    // LIGHTHOUSE_RUNS (default 3) runs is the figure.
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) {
      try {
        runs.push(await measure(page, `${service.url}/`, `signed-in overview (${USER}), run ${i + 1} of ${RUNS}`));
      } catch (error) {
        console.log(`signed-in overview, run ${i + 1} of ${RUNS} gave no figures: ${(error as Error).message}`);
      }
    }
    if (runs.length === 0) throw new Error('no Lighthouse run of the signed-in overview gave figures');
    const score = middle(runs.map((r) => r.score));
    console.log(`signed-in overview, median of ${runs.length} runs:`);
    console.log(`  performance score ${score} (aim >= ${AIM.score}) ${score >= AIM.score ? 'OK' : 'UNDER AIM'} (runs: ${runs.map((r) => r.score).join(', ')})`);
    console.log(`  largest contentful paint ${atMost(middle(runs.map((r) => r.lcp)), AIM.lcpMs, ' ms')}`);
    console.log(`  total blocking time ${atMost(middle(runs.map((r) => r.tbt)), AIM.tbtMs, ' ms')}`);
    return {
      transport,
      score,
      lcp: middle(runs.map((r) => r.lcp)),
      tbt: middle(runs.map((r) => r.tbt)),
      signInScore: signInFigures.score,
      signInLcp: signInFigures.lcp,
    };
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

/**
 * Both ways the service is reached: HTTPS with HTTP/2, as it is deployed (TLS_CERT_FILE, or a proxy that speaks
 * HTTP/2), where the aims apply; and plain HTTP/1.1, as `npm start` serves it on a developer's machine, for comparison:
 * over HTTP/1.1 the first screen's files each need a connection of their own, and on the simulated 150 ms link each new
 * connection costs a handshake and TCP's slow start (docs/decisions.md).
 */
export async function run(): Promise<void> {
  const results: Medians[] = [];
  const tls = certificate();
  if (typeof tls === 'string') console.log(`HTTPS with HTTP/2 not measured: ${tls}`);
  else results.push(await measureService('HTTPS with HTTP/2 (as deployed)', tls));
  results.push(await measureService('plain HTTP/1.1 (npm start on a developer machine)'));
  console.log('\nsummary (medians): transport | overview score, LCP, TBT | sign-in page score, LCP');
  for (const r of results) {
    const aims = r.score >= AIM.score && r.lcp < AIM.lcpMs && r.tbt < AIM.tbtMs ? 'aims met' : 'aims not met';
    console.log(`  ${r.transport} | ${r.score}, ${r.lcp.toFixed(0)} ms, ${r.tbt.toFixed(0)} ms (${aims}) | ${r.signInScore}, ${r.signInLcp.toFixed(0)} ms`);
  }
}
