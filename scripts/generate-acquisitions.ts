// Fills a database with N realistic acquisitions (every status, main type, ocean area and law category, dates from two
// years back to a year ahead, areas on the Norwegian shelf), for the overview benchmark and for trying the app at scale.
//   npx tsx scripts/generate-acquisitions.ts --count 10000 [--data-dir ./data/pglite | DATABASE_URL=postgres://...] [--seed 42]
import { openDatabase } from '../src/server/db/client';
import { generateAcquisitions } from '../src/server/db/seed/overview-generator';
import { insertGeneratedAcquisitions } from '../src/server/db/seed/overview-insert';
import { sql } from 'drizzle-orm';
import { acquisitions } from '../src/server/db/schema/index';

export interface GenerateOptions {
  count: number;
  seed?: number;
  /** PGlite data directory; ignored when databaseUrl is given. */
  pgliteDir?: string;
  databaseUrl?: string;
}

/** Inserts `count` generated acquisitions, with npdIds after the highest one present. Returns the time taken (ms). */
export async function generateInto(options: GenerateOptions): Promise<number> {
  const started = performance.now();
  const handle = await openDatabase({ databaseUrl: options.databaseUrl, pgliteDir: options.pgliteDir });
  try {
    const [{ max }] = await handle.db.select({ max: sql<number>`coalesce(max(${acquisitions.npdId}), 0)::int` }).from(acquisitions);
    const today = new Date().toISOString().slice(0, 10);
    const rows = generateAcquisitions(options.count, { seed: options.seed ?? 42, today, firstNpdId: Math.max(max + 1, 100_000) });
    await insertGeneratedAcquisitions(handle.db, rows);
  } finally {
    await handle.close();
  }
  return performance.now() - started;
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!);
if (isMain) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const count = Number(arg('count') ?? 10_000);
  const ms = await generateInto({
    count,
    seed: Number(arg('seed') ?? 42),
    pgliteDir: arg('data-dir') ?? `${process.env.DATA_DIR ?? './data'}/pglite`,
    databaseUrl: process.env.DATABASE_URL,
  });
  console.log(`inserted ${count} acquisitions in ${(ms / 1000).toFixed(1)} s`);
}
