import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { testConfig } from '@/server/config';
import { openDatabase, type DbHandle } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema/index';
import { claimMails, DEFAULT_DELIVERY } from '@/server/notifications/delivery';
import { DB_KINDS } from './helpers';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

async function admin(query: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * Exactly once across service instances (issue 24): two instances, each with its own connection pool, on one PostgreSQL
 * database, delivering the same queue at once; and an instance that dies between claiming mails and sending them.
 * A real SMTP server counts what arrives (by Message-ID, the outbox row's id).
 */
describe.runIf(DB_KINDS.includes('postgres'))('mail delivery exactly once with two instances on one PostgreSQL', () => {
  const name = `test_mail_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const url = ADMIN_URL.replace(/\/test$/, `/${name}`);
  let smtp: SmtpCatcher;
  const handles: DbHandle[] = [];
  const apps: FastifyInstance[] = [];

  async function instance(pollMs: number, leaseMs = 60_000): Promise<FastifyInstance> {
    const handle = await openDatabase({ databaseUrl: url });
    handles.push(handle);
    const app = await buildApp(
      testConfig({ seedDemoData: false, mail: { smtpUrl: smtp.url, from: 'varsel@meldesystem.example', digestHour: 23, deadlineWarningDays: 3, weekReportGraceDays: 3, pollMs, leaseMs, backoffBaseMs: 1 } }),
      { database: handle },
    );
    await app.ready();
    apps.push(app);
    return app;
  }
  const queue = async (app: FastifyInstance, n: number, tag: string) => {
    const ids = Array.from({ length: n }, () => crypto.randomUUID());
    await app.db.insert(mailOutbox).values(ids.map((id, i) => ({ id, toAddress: `mottaker${i}@meldesystem.example`, subject: `${tag} ${i}`, text: 'tekst', html: '<p>tekst</p>' })));
    return ids;
  };
  const receivedIds = (tag: string) => smtp.received.filter((m) => m.subject?.startsWith(tag)).map((m) => m.messageId?.replace(/^<|@.*$/g, ''));

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    await admin(`create database ${name}`);
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => undefined);
    for (const h of handles) await h.close().catch(() => undefined);
    await admin(`drop database if exists ${name} with (force)`);
    await smtp?.close();
  });

  it('two instances delivering one queue at once send each mail exactly once', async () => {
    const a = await instance(10);
    const b = await instance(10);
    const ids = await queue(a, 300, 'Parallell');
    await expect.poll(() => receivedIds('Parallell').length, { timeout: 60_000, interval: 100 }).toBe(300);
    // Both timers keep running a while longer: nothing more arrives.
    await expect.poll(async () => (await b.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(sql`${mailOutbox.state} <> 'sent'`))[0]!.n).toBe(0);
    await Promise.all([a.notifications.deliver(), b.notifications.deliver()]);
    expect(receivedIds('Parallell').sort()).toEqual([...ids].sort());
    const rows = await a.db.select({ attempts: mailOutbox.attempts }).from(mailOutbox);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
    // The periodic jobs: run at once on both, each job runs on one of them only for the period.
    const now = new Date('2031-05-06T21:30:00Z');
    const runs = await Promise.all([a.notifications.runJobs(now), b.notifications.runJobs(now)]);
    for (const job of ['deadline', 'weekReport', 'digest'] as const) expect(runs.filter((r) => r[job] !== null).length, job).toBe(1);
    await a.close();
    await b.close();
  }, 90_000);

  it('delivers a batch with one claim and marks it together; refused mails are retried alone, each with its own backoff', async () => {
    const a = await instance(0);
    const ids = await queue(a, 120, 'Parti');
    smtp.refuse = 2;
    const before = Date.now();
    // One delivery takes the whole batch (the default batch is 100): 98 sent, the 2 refused ones scheduled again.
    expect(await a.notifications.deliver()).toEqual({ sent: 98, failed: 2 });
    const rows = await a.db
      .select({ id: mailOutbox.id, state: mailOutbox.state, attempts: mailOutbox.attempts, next: mailOutbox.nextAttemptAt, error: mailOutbox.lastError, lease: mailOutbox.leaseUntil })
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} like 'Parti%'`);
    const failed = rows.filter((r) => r.error !== null);
    expect(failed).toHaveLength(2);
    for (const f of failed) {
      expect(f).toMatchObject({ state: 'pending', attempts: 1, lease: null });
      expect(f.error).toMatch(/451|busy/i);
      expect(f.next.getTime()).toBeGreaterThanOrEqual(before);
    }
    expect(rows.filter((r) => r.state === 'sent')).toHaveLength(98);
    expect(rows.filter((r) => r.state === 'sent').every((r) => r.attempts === 1 && r.lease === null)).toBe(true);
    // The rest of the queue and the retries (backoff of 1 ms here): each mail arrives once, the refused ones on attempt 2.
    await expect.poll(async () => (await a.notifications.deliver(), receivedIds('Parti').length), { timeout: 10_000 }).toBe(120);
    expect((await a.notifications.deliver()).sent).toBe(0);
    expect(receivedIds('Parti').sort()).toEqual([...ids].sort());
    const retried = await a.db.select({ attempts: mailOutbox.attempts, state: mailOutbox.state }).from(mailOutbox).where(sql`${mailOutbox.id} in (${sql.join(failed.map((f) => sql`${f.id}`), sql`, `)})`);
    expect(retried).toEqual([{ attempts: 2, state: 'sent' }, { attempts: 2, state: 'sent' }]);
    await a.close();
  }, 60_000);

  it('an instance that dies between claim and send loses no mail, and the mail is sent once after its lease', async () => {
    const a = await instance(0);
    const ids = await queue(a, 5, 'Omstart');
    // Instance a claims the mails (its lease is written) and dies before sending them.
    const claimed = await claimMails(a.db, DEFAULT_DELIVERY);
    expect(claimed.map((m) => m.id).sort()).toEqual([...ids].sort());
    await a.close();
    await handles.at(-1)!.close();
    // The restarted service finds them leased at first, then sends each once the lease has run out.
    const restarted = await instance(0);
    expect((await restarted.notifications.deliver()).sent).toBe(0);
    // The lease (a minute) runs out: moved back rather than waited for.
    await restarted.db.update(mailOutbox).set({ leaseUntil: sql`now() - interval '1 second'` }).where(sql`${mailOutbox.subject} like 'Omstart%'`);
    expect((await restarted.notifications.deliver()).sent).toBe(5);
    expect((await restarted.notifications.deliver()).sent).toBe(0);
    expect(receivedIds('Omstart').sort()).toEqual([...ids].sort());
    const rows = await restarted.db.select({ attempts: mailOutbox.attempts, state: mailOutbox.state }).from(mailOutbox).where(sql`${mailOutbox.subject} like 'Omstart%'`);
    expect(rows.every((r) => r.attempts === 2 && r.state === 'sent')).toBe(true);
  }, 60_000);
});
