import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { acquisitions, messages } from './acquisition';
import { users } from './core';

/**
 * Week reports (issue 10): the start-up report (type 20), weekly reports (10) and the finish report (30) of an
 * acquisition, each with its timeline message. The report as filed (parts, vessels and experts copied as they were,
 * totals, paid date) is `report`; its periods are columns for the order checks. One start-up and one finish report
 * per acquisition by unique index (a race answers 409, src/server/db/unique-violation.ts); overlapping done periods
 * are refused with the acquisition row locked (src/server/modules/week-reports/).
 */
export const weekReports = pgTable(
  'week_reports',
  {
    /** The id the device gave the report (weekReportId), or a random one. */
    id: uuid('id').primaryKey().defaultRandom(),
    acquisitionId: uuid('acquisition_id')
      .notNull()
      .references(() => acquisitions.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .unique('week_reports_message_uq')
      .references(() => messages.id, { onDelete: 'cascade' }),
    /** Week report type: Regular 10, Startup 20, Finish 30. */
    type: integer('type').notNull(),
    /** Done period (weekly and finish reports). */
    doneFromDate: date('done_from_date', { mode: 'string' }),
    doneToDate: date('done_to_date', { mode: 'string' }),
    /** Planned period (start-up: startDate to endDate; weekly: the planned column). */
    plannedFromDate: date('planned_from_date', { mode: 'string' }),
    plannedToDate: date('planned_to_date', { mode: 'string' }),
    report: jsonb('report').$type<Record<string, unknown>>().notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    /** When it was written on board (offline); created_at is when the service received it. */
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('week_reports_acquisition_idx').on(t.acquisitionId, t.type),
    uniqueIndex('week_reports_startup_uq').on(t.acquisitionId).where(sql`${t.type} = 20`),
    uniqueIndex('week_reports_finish_uq').on(t.acquisitionId).where(sql`${t.type} = 30`),
  ],
);
