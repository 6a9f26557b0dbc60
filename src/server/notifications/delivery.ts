import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Sends one mail; throws when the SMTP server refuses or cannot be reached. */
export type TSendMail = (mail: { id: string; to: string; subject: string; text: string; html: string }) => Promise<void>;

export interface TDeliveryOptions {
  /** How long a claimed row is this instance's: after it, another instance may claim it (a crash between claim and send). */
  leaseMs: number;
  /** Attempts before a mail is given up (state failed). */
  maxAttempts: number;
  /** Backoff before the n-th retry: base * 2^(n-1), at most maxBackoffMs. */
  backoffBaseMs: number;
  maxBackoffMs: number;
  batchSize: number;
}

export const DEFAULT_DELIVERY: TDeliveryOptions = { leaseMs: 60_000, maxAttempts: 8, backoffBaseMs: 30_000, maxBackoffMs: 3_600_000, batchSize: 100 };

export const backoffMs = (attempt: number, o: Pick<TDeliveryOptions, 'backoffBaseMs' | 'maxBackoffMs'>) =>
  Math.min(o.maxBackoffMs, o.backoffBaseMs * 2 ** Math.max(0, attempt - 1));

const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Record<string, unknown>[];

export interface TClaimed {
  id: string;
  toAddress: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
}

/**
 * Claims due mails: pending, due (next_attempt_at passed) and not leased by a live instance, FOR UPDATE SKIP LOCKED
 * so that two instances claiming at once take different rows; the lease and the attempt are written in the same
 * statement.
 */
export async function claimMails(db: Db, o: TDeliveryOptions): Promise<TClaimed[]> {
  const result = await db.execute(sql`
    update mail_outbox set lease_until = now() + (${o.leaseMs} * interval '1 millisecond'), attempts = attempts + 1
    where id in (
      select id from mail_outbox
      where state = 'pending' and next_attempt_at <= now() and (lease_until is null or lease_until < now())
      order by next_attempt_at, created_at
      limit ${o.batchSize}
      for update skip locked
    )
    returning id, to_address, subject, text, html, attempts`);
  return rowsOf(result).map((r) => ({
    id: String(r.id),
    toAddress: String(r.to_address),
    subject: String(r.subject),
    text: String(r.text),
    html: String(r.html),
    attempts: Number(r.attempts),
  }));
}

/** A claimed mail's outcome, marked with others of the batch in one statement. */
interface TOutcome {
  id: string;
  /** The attempt count of this instance's claim: the mark applies only while the row is still this claim. */
  attempts: number;
  error?: string;
}

/**
 * Marks sent mails in one statement: state sent (or kept, without SMTP), lease released; conditional on the claim
 * (same attempt count, still pending), so that a row another instance claimed again after this one's lease ran out is
 * not marked by this one.
 */
async function markSent(db: Db, done: TOutcome[], sentState: 'sent' | 'kept'): Promise<void> {
  if (done.length === 0) return;
  const rows = JSON.stringify(done.map((d) => ({ id: d.id, attempts: d.attempts })));
  await db.execute(sql`
    update mail_outbox m set state = ${sentState}, sent_at = now(), lease_until = null, last_error = null
    from jsonb_to_recordset(${rows}::jsonb) as v(id uuid, attempts int)
    where m.id = v.id and m.attempts = v.attempts and m.state = 'pending'`);
}

/** Schedules failed mails again, each with its own backoff by its attempt count; failed for good after the last attempt. */
async function markFailed(db: Db, failed: TOutcome[], o: TDeliveryOptions): Promise<void> {
  if (failed.length === 0) return;
  const now = Date.now();
  const rows = JSON.stringify(
    failed.map((f) => ({
      id: f.id,
      attempts: f.attempts,
      state: f.attempts >= o.maxAttempts ? 'failed' : 'pending',
      error: (f.error ?? '').slice(0, 500),
      next: new Date(now + backoffMs(f.attempts, o)).toISOString(),
    })),
  );
  await db.execute(sql`
    update mail_outbox m set state = v.state, lease_until = null, last_error = v.error, next_attempt_at = v.next
    from jsonb_to_recordset(${rows}::jsonb) as v(id uuid, attempts int, state text, error text, next timestamptz)
    where m.id = v.id and m.attempts = v.attempts and m.state = 'pending'`);
}

/** Gives claimed mails back unsent (the lease is running out): not counted as an attempt, claimable again at once. */
async function release(db: Db, mails: TClaimed[]): Promise<void> {
  if (mails.length === 0) return;
  const rows = JSON.stringify(mails.map((m) => ({ id: m.id, attempts: m.attempts })));
  await db.execute(sql`
    update mail_outbox m set lease_until = null, attempts = m.attempts - 1
    from jsonb_to_recordset(${rows}::jsonb) as v(id uuid, attempts int)
    where m.id = v.id and m.attempts = v.attempts and m.state = 'pending'`);
}

/** How many mails are handed to the transport at once (its pool keeps a few SMTP connections open). */
const SEND_CONCURRENCY = 3;
/** Sent mails are marked at the latest after this many: what a crash after sending may send again is at most this. */
const MARK_EVERY = 50;

/**
 * Sends what claimMails gives (one claim statement per batch), a few at a time, and marks the outcomes in batches:
 * sent mails in one statement per MARK_EVERY, failures with their backoff in one statement. Each mail is sent once:
 * the claim is FOR UPDATE SKIP LOCKED with a lease, the marks are conditional on this instance's claim, and mails not
 * yet sent when half the lease has gone are given back rather than sent late (another instance may claim them after
 * the lease). The Message-ID is the row's id, so a receiver can tell a mail resent after a crash between send and mark.
 */
export async function deliverOnce(db: Db, send: TSendMail, o: TDeliveryOptions, sentState: 'sent' | 'kept' = 'sent'): Promise<{ sent: number; failed: number }> {
  const claimed = await claimMails(db, o);
  if (claimed.length === 0) return { sent: 0, failed: 0 };
  const claimedAt = Date.now();
  const failedMails: TOutcome[] = [];
  let sent = 0;
  let unmarked: TOutcome[] = [];
  let next = 0;
  const late: TClaimed[] = [];
  const flush = async () => {
    const marking = unmarked;
    unmarked = [];
    await markSent(db, marking, sentState);
  };
  const worker = async () => {
    for (;;) {
      const mail = claimed[next++];
      if (!mail) return;
      if (Date.now() - claimedAt > o.leaseMs / 2) {
        late.push(mail);
        continue;
      }
      try {
        await send({ id: mail.id, to: mail.toAddress, subject: mail.subject, text: mail.text, html: mail.html });
        sent++;
        unmarked.push({ id: mail.id, attempts: mail.attempts });
        if (unmarked.length >= MARK_EVERY) await flush();
      } catch (error) {
        failedMails.push({ id: mail.id, attempts: mail.attempts, error: String((error as Error)?.message ?? error) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, claimed.length) }, worker));
  await flush();
  await markFailed(db, failedMails, o);
  await release(db, late);
  return { sent, failed: failedMails.length };
}
