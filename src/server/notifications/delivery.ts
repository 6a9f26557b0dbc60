import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/index';

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

export const DEFAULT_DELIVERY: TDeliveryOptions = { leaseMs: 60_000, maxAttempts: 8, backoffBaseMs: 30_000, maxBackoffMs: 3_600_000, batchSize: 20 };

export const backoffMs = (attempt: number, o: Pick<TDeliveryOptions, 'backoffBaseMs' | 'maxBackoffMs'>) =>
  Math.min(o.maxBackoffMs, o.backoffBaseMs * 2 ** Math.max(0, attempt - 1));

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
  const rows = ((result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as Record<string, unknown>[];
  return rows.map((r) => ({
    id: String(r.id),
    toAddress: String(r.to_address),
    subject: String(r.subject),
    text: String(r.text),
    html: String(r.html),
    attempts: Number(r.attempts),
  }));
}

/**
 * Sends what claimMails gives, one by one: success marks the row sent (kept, without SMTP), failure schedules the
 * next attempt with backoff (failed after the last). The marks are conditional on this instance's claim (the attempt
 * count): a row whose lease ran out and that another instance took meanwhile is not marked by this one.
 */
export async function deliverOnce(db: Db, send: TSendMail, o: TDeliveryOptions, sentState: 'sent' | 'kept' = 'sent'): Promise<{ sent: number; failed: number }> {
  const claimed = await claimMails(db, o);
  let sent = 0;
  let failed = 0;
  for (const mail of claimed) {
    // The claim raised attempts: a row another instance claimed again since has a higher count.
    const mine = and(eq(mailOutbox.id, mail.id), eq(mailOutbox.attempts, mail.attempts), eq(mailOutbox.state, 'pending'));
    try {
      await send({ id: mail.id, to: mail.toAddress, subject: mail.subject, text: mail.text, html: mail.html });
      await db.update(mailOutbox).set({ state: sentState, sentAt: new Date(), leaseUntil: null, lastError: null }).where(mine);
      sent++;
    } catch (error) {
      failed++;
      const giveUp = mail.attempts >= o.maxAttempts;
      await db
        .update(mailOutbox)
        .set({
          state: giveUp ? 'failed' : 'pending',
          leaseUntil: null,
          lastError: String((error as Error)?.message ?? error).slice(0, 500),
          nextAttemptAt: new Date(Date.now() + backoffMs(mail.attempts, o)),
        })
        .where(mine);
    }
  }
  return { sent, failed };
}
