// One Lighthouse run (mobile profile, simulated throttling) of a page in a signed-in tab: score, LCP, TBT, CLS and, for
// reading a page that misses an aim, what its load spent its time on (LCP element, largest scripts, long tasks, shifts).
// LIGHTHOUSE_REPORTS=<dir> keeps each run's full report (JSON), its trace (.trace.json) and network log there.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import type { Page } from 'puppeteer-core';

export const AIM = { score: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1 };

export interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}

interface Audit {
  numericValue?: number;
  displayValue?: string;
  details?: { items?: Array<Record<string, unknown>> };
}

/** The aims a set of figures misses, by name ('' when it meets them all). */
export function missed(f: Figures): string {
  const misses = [
    f.score < AIM.score && 'score',
    !(f.lcp < AIM.lcpMs) && 'LCP',
    !(f.tbt < AIM.tbtMs) && 'TBT',
    !(f.cls < AIM.cls) && 'CLS',
  ];
  return misses.filter(Boolean).join(', ');
}

const short = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '').slice(0, 70);

/** What the load of a page that misses an aim spent its time on, one line each. */
function diagnostics(audits: Record<string, Audit>): string[] {
  const lines: string[] = [];
  const lcpItem = audits['largest-contentful-paint-element']?.details?.items?.[0] as
    | { items?: Array<{ node?: { snippet?: string } }> }
    | undefined;
  const snippet = lcpItem?.items?.[0]?.node?.snippet;
  if (snippet) lines.push(`LCP element: ${snippet.slice(0, 110)}`);
  const fcp = audits['first-contentful-paint']?.numericValue ?? NaN;
  lines.push(`FCP ${fcp.toFixed(0)} ms; main thread ${audits['mainthread-work-breakdown']?.displayValue ?? '?'}; JS execution ${audits['bootup-time']?.displayValue ?? '?'}`);
  const requests = (audits['network-requests']?.details?.items ?? []) as Array<{ url?: string; resourceType?: string; transferSize?: number }>;
  const scripts = requests.filter((r) => r.resourceType === 'Script').sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0));
  const scriptKb = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
  const largest = scripts.slice(0, 3).map((r) => `${short(r.url)} ${((r.transferSize ?? 0) / 1024).toFixed(0)} KB`);
  lines.push(`JavaScript ${scripts.length} files, ${scriptKb.toFixed(0)} KB transferred; largest: ${largest.join(', ')}`);
  const json = requests.filter((r) => r.resourceType === 'Fetch' || r.resourceType === 'XHR').sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0));
  if (json.length) lines.push(`largest calls: ${json.slice(0, 2).map((r) => `${short(r.url)} ${((r.transferSize ?? 0) / 1024).toFixed(0)} KB`).join(', ')}`);
  const longTasks = (audits['long-tasks']?.details?.items ?? []) as Array<{ url?: string; duration?: number; startTime?: number }>;
  if (longTasks.length)
    lines.push(`long tasks (${longTasks.length}): ${longTasks.slice(0, 4).map((t) => `${(t.duration ?? 0).toFixed(0)} ms at ${(t.startTime ?? 0).toFixed(0)} (${short(t.url)})`).join('; ')}`);
  const shifts = (audits['layout-shifts']?.details?.items ?? []) as Array<{ node?: { snippet?: string }; score?: number }>;
  for (const s of shifts.slice(0, 3)) lines.push(`layout shift ${s.score?.toFixed(3)}: ${s.node?.snippet?.slice(0, 100) ?? ''}`);
  return lines;
}

/** One Lighthouse run of `url` in `page` (Lighthouse clears the service worker, Cache Storage and the HTTP cache). */
export async function measure(page: Page, url: string, label: string): Promise<Figures> {
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // With reports kept, the trace also samples the JavaScript, so its long tasks can be read function by function.
      ...(process.env.LIGHTHOUSE_REPORTS ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${label}`);
  const { lhr } = result;
  if (process.env.LIGHTHOUSE_REPORTS) {
    mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    const name = label.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '');
    const file = path.join(process.env.LIGHTHOUSE_REPORTS, `${name}-${lhr.fetchTime.replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify(lhr));
    // The trace Lighthouse simulated from, for reading long tasks against the source maps.
    writeFileSync(file.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
    // With the network log, Lighthouse's own simulation (lantern) can be run again on them to see what LCP waits on.
    writeFileSync(file.replace(/\.json$/, '.devtoolslog.json'), JSON.stringify(result.artifacts.DevtoolsLog));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits as Record<string, Audit>;
  const figures = {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
    tbt: audits['total-blocking-time'].numericValue ?? NaN,
    cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
  };
  const misses = missed(figures);
  console.log(
    `  ${label}: score ${figures.score}, LCP ${figures.lcp.toFixed(0)} ms, TBT ${figures.tbt.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}${misses ? ` (misses ${misses})` : ''}`,
  );
  if (short(lhr.finalDisplayedUrl) !== short(url)) console.log(`    ended on ${short(lhr.finalDisplayedUrl)}`);
  if (misses) for (const line of diagnostics(audits)) console.log(`    ${line}`);
  return figures;
}
