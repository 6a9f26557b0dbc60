import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { organisations } from '../schema/index';
import { seedCore } from './seed-core';
import { seedOverviewDemo } from './overview-demo';
import { seedDemoAcquisitions, seedReferenceData } from './reference-seed';
import { seedDraftAreas } from './seed-areas';
import { seedNameSequences } from './name-sequences';
import { seedDemoWeekReports } from './week-report-demo';

/** One idempotent step of the demo data; each feature appends its own step below. */
export type SeedStep = (db: Db) => Promise<void>;

/** Steps run in this order by seedDemoData. Features add theirs here (e.g. reference data after seedCore). */
export const SEED_STEPS: SeedStep[] = [
  seedCore,
  seedReferenceData,
  seedDemoAcquisitions,
  seedOverviewDemo,
  seedDemoWeekReports,
  seedDraftAreas,
  seedNameSequences,
];

/** Writes the demo data; safe to run again (every step skips what exists). */
export async function seedDemoData(db: Db): Promise<void> {
  for (const step of SEED_STEPS) await step(db);
}

/** Seeds only a database without organisations (the first start). Returns whether it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(organisations);
  if (row.n > 0) return false;
  await seedDemoData(db);
  return true;
}
