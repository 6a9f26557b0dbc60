// Gzipped size of the JavaScript the browser loads before the first screen: the entry script and its modulepreloads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const AIM_KB = 250;

export async function run(): Promise<void> {
  const dir = path.resolve('dist/web');
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]);
  let total = 0;
  for (const url of new Set(urls)) {
    const size = gzipSync(readFileSync(path.join(dir, url.replace(/^\//, '')))).length;
    total += size;
    console.log(`  ${url}: ${(size / 1024).toFixed(1)} KB gzipped`);
  }
  const kb = total / 1024;
  console.log(
    `initial JavaScript: ${kb.toFixed(1)} KB gzipped (aim <= ${AIM_KB} KB) ${kb <= AIM_KB ? 'OK' : 'OVER'}`,
  );
}
