import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/password';
import { gdprTexts, organisations, systemNotifications, userRoles, users } from '../../src/server/db/schema/index';
import { DEMO_PASSWORD, DEMO_USERS } from '../../src/server/db/seed/demo-users';
import { seedDemoData, seedIfEmpty } from '../../src/server/db/seed/index';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

describe.each(DB_KINDS)('demo data (%s)', (kind) => {
  let t: TestApp;
  const count = async (table: PgTable) => {
    const [row] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row.n;
  };
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('holds the shared organisations, users and roles', async () => {
    const orgs = await t.app.db.select().from(organisations).orderBy(organisations.id);
    expect(orgs.map((o) => [o.id, o.kind, o.prefix])).toEqual(
      expect.arrayContaining([
        [100, 'regulator', null],
        [200, 'fdir', null],
        [300, 'hi', null],
        [1001, 'company', 'NKE'],
        [1002, 'company', 'VPA'],
        [1003, 'company', null],
        [1004, 'company', 'HBG'],
        [1005, 'company', 'SKL'],
      ]),
    );
    const all = await t.app.db.select().from(users);
    for (const demo of DEMO_USERS) {
      const user = all.find((u) => u.username === demo.username)!;
      expect(user.id).toBe(demo.id);
      expect(user.gdprAcceptedTextId === null).toBe(demo.username === 'ny.bruker');
      expect(user.requireContactInfoConfirmation).toBe(demo.username === 'kontakt.bekreft');
    }
    expect(await verifyPassword(DEMO_PASSWORD, all[0].passwordHash)).toBe(true);
    expect(await verifyPassword('wrong', all[0].passwordHash)).toBe(false);
    const roles = await t.app.db.select().from(userRoles);
    expect(new Set(roles.map((r) => r.role)).size).toBe(9);
    expect(roles.filter((r) => r.userId === DEMO_USERS.find((u) => u.username === 'ingen.tilgang')!.id)).toEqual([]);
  });

  it('is idempotent and only seeds an empty database', async () => {
    const before = [await count(users), await count(userRoles), await count(gdprTexts), await count(systemNotifications)];
    await seedDemoData(t.app.db);
    expect(await seedIfEmpty(t.app.db)).toBe(false);
    const after = [await count(users), await count(userRoles), await count(gdprTexts), await count(systemNotifications)];
    expect(after).toEqual(before);
    expect(before[2]).toBe(1);
    expect(before[3]).toBe(2);
  });
});
