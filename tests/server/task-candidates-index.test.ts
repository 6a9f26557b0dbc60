import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Party } from '@/domain/roles';
import { taskCandidatesQuery } from '@/server/modules/my-tasks/load-tasks';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

/**
 * The task-candidate lookup of 'Mine oppgaver' and the daily digest reads the partial index messages_task_candidates_idx
 * (migration 0020): its condition must follow from the query's, or PostgreSQL can never use it. With sequential scans
 * priced out, the plan shows whether it can.
 */
describe.each(DB_KINDS)('the task-candidate lookup can use its partial index (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t?.close());

  it.each([
    ['an authority', Party.FisheriesDirectorate, 200],
    ['a company', Party.Company, 1001],
  ])('for %s', async (_, party, organisationId) => {
    const plan = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${taskCandidatesQuery(tx as never, party, organisationId)}`);
      const rows = ((result as unknown as { rows?: Record<string, string>[] }).rows ?? (result as unknown as Record<string, string>[])) as Record<string, string>[];
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('messages_task_candidates_idx');
  });
});
