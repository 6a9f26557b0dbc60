// What if a page fetched fewer files or calls? Lantern's simulated FCP, LCP and TBT of one saved Lighthouse run
// (LIGHTHOUSE_REPORTS=<dir> npm run bench lighthouse keeps its report, trace and network log), computed again by
// Lighthouse itself after changing its network log:
//   DROP=<regex>                 requests whose URL matches are left out (a file merged away, a call not made);
//   GROW="<regex>=<bytes>;..."   the matching requests carry that many bytes more (what a merged file brought along);
//   CPU=<multiplier>             Lighthouse's CPU slowdown instead of 4 (on a slow machine the observed tasks, times 4,
//                                hide what the network changes: 0.25-0.5 approximates a fast one).
// It also lists the requests that ended before the observed LCP: lantern's LCP waits for every one of them.
// A tool for reading a run (issue 27), not a benchmark: the figures are the same run's, with its server times.
//   node scripts/bench/lighthouse-what-if.mjs <dir>/timeline-500-run-1-of-1-<time>.json
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const lighthouse = require.resolve('lighthouse/package.json').replace(/package\.json$/, '');
const metric = async (file, name) => (await import(`${lighthouse}core/computed/metrics/${file}.js`))[name];

const report = process.argv[2];
if (!report) {
  console.error('usage: node scripts/bench/lighthouse-what-if.mjs <report>.json (its .trace.json and .devtoolslog.json beside it)');
  process.exit(2);
}
const lhr = JSON.parse(readFileSync(report, 'utf8'));
const trace = JSON.parse(readFileSync(report.replace(/\.json$/, '.trace.json'), 'utf8'));
let log = JSON.parse(readFileSync(report.replace(/\.json$/, '.devtoolslog.json'), 'utf8'));

const observed = lhr.audits.metrics.details.items[0];
console.log(`observed: FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms`);
const before = lhr.audits['network-requests'].details.items.filter(
  (r) => (r.networkEndTime ?? r.endTime) <= observed.observedLargestContentfulPaint,
);
console.log(`${before.length} requests ended before the observed LCP:`);
for (const r of before)
  console.log(
    `  ${String(Math.round(r.networkRequestTime)).padStart(6)} ${String(Math.round(r.networkEndTime)).padStart(6)} ms` +
      `  ${String(Math.round((r.transferSize ?? 0) / 1024)).padStart(4)} KB  ${r.url.replace(/^\w+:\/\/[^/]+/, '')}`,
  );

const drop = process.env.DROP ? new RegExp(process.env.DROP) : undefined;
const grow = (process.env.GROW ?? '')
  .split(';')
  .filter(Boolean)
  .map((entry) => {
    const at = entry.lastIndexOf('=');
    return [new RegExp(entry.slice(0, at)), Number(entry.slice(at + 1))];
  });
const urls = new Map();
for (const e of log) if (e.method === 'Network.requestWillBeSent') urls.set(e.params.requestId, e.params.request.url);
const dropped = new Set([...urls].filter(([, url]) => drop?.test(url)).map(([id]) => id));
log = log.filter((e) => !dropped.has(e.params?.requestId));
for (const e of log) {
  const url = urls.get(e.params?.requestId);
  for (const [test, bytes] of grow)
    if (url && test.test(url) && e.method === 'Network.loadingFinished') e.params.encodedDataLength += bytes;
}
trace.traceEvents = trace.traceEvents.filter((e) => !dropped.has(e.args?.data?.requestId));

const settings = structuredClone(lhr.configSettings);
if (process.env.CPU) settings.throttling.cpuSlowdownMultiplier = Number(process.env.CPU);
const data = {
  trace,
  devtoolsLog: log,
  settings,
  gatherContext: { gatherMode: 'navigation' },
  URL: { requestedUrl: lhr.requestedUrl, mainDocumentUrl: lhr.mainDocumentUrl, finalDisplayedUrl: lhr.finalDisplayedUrl },
  SourceMaps: [],
  simulator: null,
};
const context = { computedCache: new Map(), settings };

/**
 * EXPLAIN=1: the simulated LCP's optimistic and pessimistic estimates, each with the nodes that end last in it
 * (EXPLAIN=all: with all its nodes, in the order they start).
 */
function explain(result) {
  for (const kind of ['optimisticEstimate', 'pessimisticEstimate']) {
    const estimate = result[kind];
    console.log(`${kind}: ${Math.round(estimate.timeInMs)} ms; the last nodes to end:`);
    // EXPLAIN=all: every node, in the order they start.
    const all = process.env.EXPLAIN === 'all';
    const nodes = all
      ? [...estimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime)
      : [...estimate.nodeTimings].sort((a, b) => b[1].endTime - a[1].endTime).slice(0, 14);
    for (const [node, timing] of nodes) {
      const what = node.type === 'network' ? node.request.url.replace(/^\w+:\/\/[^/]+/, '') : `CPU ${Math.round(timing.duration)} ms`;
      console.log(`  ${String(Math.round(timing.startTime)).padStart(6)} ${String(Math.round(timing.endTime)).padStart(6)}  ${what}`);
    }
  }
}
const figures = [];
for (const [name, file, exported] of [
  ['FCP', 'first-contentful-paint', 'FirstContentfulPaint'],
  ['LCP', 'largest-contentful-paint', 'LargestContentfulPaint'],
  ['TBT', 'total-blocking-time', 'TotalBlockingTime'],
]) {
  const result = await (await metric(file, exported)).request(data, context);
  figures.push(`${name} ${Math.round(result.timing)} ms`);
  if (name === 'LCP' && process.env.EXPLAIN) explain(result);
}
const reported = Math.round(lhr.audits['largest-contentful-paint'].numericValue);
console.log(
  `simulated (CPU x${settings.throttling.cpuSlowdownMultiplier}, ${dropped.size} requests left out): ${figures.join(', ')}` +
    ` (the report's LCP: ${reported} ms)`,
);
