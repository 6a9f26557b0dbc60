import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquisitionName } from '../../src/domain/draft/acquisition-name';
import { seedNameSequences } from '../../src/server/db/seed/name-sequences';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

describe.each(DB_KINDS)('name sequences on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('start past the names the demo acquisitions carry, so a submit never repeats a name', async () => {
    const { db } = t.app;
    const rows = (await db.execute(sql`
      select a.name, a.company_id as "companyId", s.year, s.last
      from acquisitions a join acquisition_name_sequences s on s.company_id = a.company_id
      where a.name ~ '^[A-Z]+[0-9]{4}'`)) as unknown as {
      rows: { name: string; companyId: number; year: number; last: number }[];
    };
    expect(rows.rows.length).toBeGreaterThan(0);
    const taken = new Set(rows.rows.map((r) => r.name.split(' ')[0]));
    for (const { name, year, last } of rows.rows) {
      const prefix = name.match(/^[A-Z]+/)![0];
      // The next name of every company and year is free.
      expect(taken.has(acquisitionName(prefix, year, last + 1))).toBe(false);
    }
    const [nke] = rows.rows.filter((r) => r.companyId === 1001 && r.year === 2026);
    expect(nke.last).toBeGreaterThanOrEqual(4);
    // Running again changes nothing, and never moves a sequence back.
    await db.execute(
      sql`update acquisition_name_sequences set last = 40 where company_id = 1001 and year = 2026`,
    );
    await seedNameSequences(db);
    const again = (await db.execute(
      sql`select last from acquisition_name_sequences where company_id = 1001 and year = 2026`,
    )) as unknown as { rows: { last: number }[] };
    expect(again.rows[0].last).toBe(40);
  });
});
