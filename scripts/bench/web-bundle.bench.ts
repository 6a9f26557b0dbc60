// Gzipped size of the JavaScript the browser loads before the first screen, read from the build (dist/web):
// - the entry script and its modulepreloads (every page, also the sign-in redirect);
// - plus the overview's route chunk and everything it imports statically (what the table needs before it shows).
// Vite's manifest gives each chunk's static imports; what is imported dynamically (the map, the wizard, the admin
// area, the outbox) is not counted. `npm run bench lighthouse` measures the same in the browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { heavyPartsOf, gzippedKb } from '../lib/js-before-table';

const AIM_KB = 250;
const OVERVIEW = 'app/overview-route.tsx';
/** The app's first-screen chunk, not its libraries', domain's or schemas' (the manifest's key order varies by hash). */
const FIRST_SCREEN_CHUNK = /^_first-screen-(?!(domain|libs|react|schemas)-)[\w-]+\.js$/;

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export async function run(): Promise<void> {
  const dir = path.resolve('dist/web');
  const manifest = JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entry = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  // The build puts the overview route in the 'first-screen' chunk (vite.config.ts); its manifest key is that chunk's.
  const overview =
    Object.keys(manifest).find((k) => k.endsWith(OVERVIEW)) ??
    Object.keys(manifest).find((k) => FIRST_SCREEN_CHUNK.test(k));
  if (!overview) throw new Error(`${OVERVIEW} is not in the build manifest`);
  const report = (label: string, keys: Set<string>) => {
    let kb = 0;
    for (const key of keys) {
      const file = path.join(dir, manifest[key].file);
      kb += gzippedKb(file);
      const heavy = heavyPartsOf(file);
      if (heavy.length) console.log(`  ${manifest[key].file} holds ${heavy.join(', ')}`);
    }
    console.log(`${label}: ${keys.size} files, ${kb.toFixed(1)} KB gzipped (aim <= ${AIM_KB} KB) ${kb <= AIM_KB ? 'OK' : 'OVER'}`);
  };
  report('initial JavaScript (entry and its modulepreloads)', closure(entry));
  report('the overview before its table (entry, the route and their static imports)', closure([...entry, overview]));
}
