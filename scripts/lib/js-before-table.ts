// The JavaScript a cold load of the signed-in overview requests before its first table row is on screen: each file's
// gzipped size (from dist/web, as the bundle bench counts it) and the heavy parts among them that the table does not
// need (read from each file's source map). The page itself notes when the first row appears (a MutationObserver) and
// which scripts it had started to fetch by then (Resource Timing), so nothing depends on the test driver's timing.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'puppeteer-core';

/** Sources that belong to the map, the wizard, the admin area or the geometry code, never to the table. */
export const NOT_FOR_THE_TABLE: Array<[string, RegExp]> = [
  ['maplibre', /node_modules\/maplibre-gl\//],
  ['turf', /node_modules\/@turf\//],
  ['proj4', /node_modules\/proj4\//],
  ['geometry', /src\/domain\/geometry\//],
  ['map', /src\/web\/map\//],
  ['wizard', /src\/web\/features\/draft-wizard\//],
  ['admin', /src\/web\/features\/admin\//],
];

const DIST = path.resolve('dist/web');

/** Which of NOT_FOR_THE_TABLE a built file holds, by its source map. */
export function heavyPartsOf(file: string): string[] {
  const map = `${file}.map`;
  if (!existsSync(map)) return [];
  const sources = (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
  return NOT_FOR_THE_TABLE.filter(([, re]) => sources.some((s) => re.test(s))).map(([name]) => name);
}

export const gzippedKb = (file: string) => gzipSync(readFileSync(file)).length / 1024;

interface Marked {
  __firstRowAt?: number;
}

export async function jsBeforeTable(page: Page, rowSelector: string) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setBypassServiceWorker', { bypass: true });
  await cdp.send('Network.clearBrowserCache');
  const script = await page.evaluateOnNewDocument((selector: string) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      (window as Marked).__firstRowAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, rowSelector);
  await page.reload();
  await page.waitForSelector(rowSelector, { timeout: 60_000 });
  const urls = await page.evaluate(() => {
    const at = (window as Marked).__firstRowAt ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime <= at && new URL(e.name).pathname.endsWith('.js'))
      .map((e) => new URL(e.name).pathname);
  });
  await page.removeScriptToEvaluateOnNewDocument(script.identifier);
  await cdp.detach();
  const files = [...new Set(urls)]
    .map((url) => ({ url, file: path.join(DIST, url) }))
    .filter((f) => existsSync(f.file))
    .map((f) => ({ url: f.url, kb: gzippedKb(f.file), heavy: heavyPartsOf(f.file) }))
    .sort((a, b) => b.kb - a.kb);
  return {
    files: files.length,
    kb: files.reduce((sum, f) => sum + f.kb, 0),
    largest: files.slice(0, 5),
    all: files,
    unwanted: files.filter((f) => f.heavy.length).map((f) => `${f.url} (${f.heavy.join(', ')})`),
  };
}
