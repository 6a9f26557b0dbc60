import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquisitionName, sequenceOfName } from '../../src/domain/draft/acquisition-name';
import { osloDate } from '../../src/domain/rules/calendar-date';
import { demoAcquisitions } from '../../src/server/db/seed/reference-demo-acquisitions';
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
    // Each company's sequence of a year stands at least at its demo names of that year (NKE carries several).
    const demo = demoAcquisitions(osloDate()).filter((a) => a.submitted);
    for (const a of demo) {
      const year = Number(a.submitted!.slice(0, 4));
      const sequence = sequenceOfName(a.name.split(' ')[0], a.name.slice(0, 3), year);
      expect(sequence).toBeGreaterThan(0);
      const row = rows.rows.find((r) => r.companyId === a.companyId && r.year === year);
      expect(row?.last).toBeGreaterThanOrEqual(sequence!);
    }
    const nke = rows.rows.find((r) => r.companyId === 1001 && r.year === Number(demo.find((a) => a.n === 1)!.submitted!.slice(0, 4)))!;
    expect(nke.last).toBeGreaterThanOrEqual(2);
    // Running again changes nothing, and never moves a sequence back.
    await db.execute(
      sql`update acquisition_name_sequences set last = 40 where company_id = 1001 and year = ${nke.year}`,
    );
    await seedNameSequences(db);
    const again = (await db.execute(
      sql`select last from acquisition_name_sequences where company_id = 1001 and year = ${nke.year}`,
    )) as unknown as { rows: { last: number }[] };
    expect(again.rows[0].last).toBe(40);
  });
});
