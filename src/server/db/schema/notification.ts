import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { acquisitions, messages } from './acquisition';
import { users } from './core';

/**
 * Notifications (issue 24): one row per recipient of an event a user should hear of, written in the same transaction
 * as the event (src/server/notifications/notify.ts) or by the deadline and week report jobs. `mode` is the
 * recipient's setting for the kind when it was written: 'immediate' (its mail is queued in mail_outbox at once) or
 * 'digest' (collected by the daily digest; digest_mail_id set once it went into one). `dedupeKey` makes a job that
 * runs twice (or on two instances) write each notice once. `facts` holds what the mail shows (already filtered by
 * what the recipient's party may see).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    mode: text('mode').notNull(),
    acquisitionId: uuid('acquisition_id').references(() => acquisitions.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    deadline: date('deadline', { mode: 'string' }),
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: text('dedupe_key').unique('notifications_dedupe_uq'),
    digestMailId: uuid('digest_mail_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_digest_idx').on(t.userId).where(sql`mode = 'digest' and digest_mail_id is null`),
    index('notifications_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * The mail queue: one row per mail to send, rendered when queued. The delivery job claims due rows with
 * FOR UPDATE SKIP LOCKED and a lease (lease_until): two instances never claim one row, and a row whose instance died
 * between claim and send is claimed again once its lease has run out. state: pending | sent | kept (no SMTP_URL,
 * development: shown in 'E-post sendt') | failed (gave up after the last attempt). dedupe_key: one digest per user
 * and day.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** notice | digest */
    category: text('category').notNull().default('notice'),
    dedupeKey: text('dedupe_key').unique('mail_outbox_dedupe_uq'),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`state = 'pending'`), index('mail_outbox_created_idx').on(t.createdAt)],
);

/** A user's choice per notification kind: 'immediate' (straks), 'digest' (daglig sammendrag) or 'off'; absent: the kind's default. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    mode: text('mode').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** Periodic jobs that run once per period across instances: the instance whose insert of (job, period) wins runs it. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);
