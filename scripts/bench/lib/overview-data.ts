// The overview bench's data directories, kept between runs: generating 100,000 acquisitions takes minutes, which a
// run under the shared timing lock should not spend. A kept directory is named after what made it (the migrations,
// the seed and the generator's sources, PGlite's version, the count and today's date, since the generated dates are
// relative to today); every run starts on a copy of it, so no run sees another's sessions or writes.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const CACHE = process.env.BENCH_DATA_CACHE ?? path.join(tmpdir(), 'meldesystem-bench-data');
const SOURCES = ['src/server/db/migrations', 'src/server/db/seed', 'scripts/generate-acquisitions.ts', 'node_modules/@electric-sql/pglite/package.json'];

function filesUnder(entry: string): string[] {
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry).sort().flatMap((name) => filesUnder(path.join(entry, name)));
}

function keyOf(name: string): string {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  for (const file of SOURCES.flatMap(filesUnder)) hash.update(file).update(readFileSync(file));
  return `${name}-${hash.digest('hex').slice(0, 16)}`;
}

/**
 * A fresh copy of the data directory `name`, made by `make` (into an empty directory, or into a copy of `from`'s when
 * given) the first time and kept. Returns the copy and the seconds `make` took (undefined when kept from before).
 */
export async function dataDirCopy(name: string, make: (dir: string) => Promise<void>, from?: string): Promise<{ dir: string; makeS?: number }> {
  const kept = path.join(CACHE, keyOf(name));
  let makeS: number | undefined;
  if (!existsSync(kept)) {
    const building = `${kept}.building-${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    if (from) cpSync(from, building, { recursive: true });
    const started = performance.now();
    await make(building);
    makeS = (performance.now() - started) / 1000;
    renameSync(building, kept);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'meldesystem-'));
  cpSync(kept, dir, { recursive: true });
  return { dir, makeS };
}

/** The kept directory of `name` (after dataDirCopy made it). */
export const keptDataDir = (name: string) => path.join(CACHE, keyOf(name));
