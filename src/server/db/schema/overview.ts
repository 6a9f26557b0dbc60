import { bigint, boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { acquisitions } from './acquisition';

/**
 * Net and gross area of an acquisition (GeoJSON, WGS 84), with a precomputed display geometry
 * (simplified, coordinates rounded, as JSON text) and its bounding box for the overview map and
 * the 'in current view' filter. Written through saveAcquisitionGeometry (modules/acquisition-map).
 */
export const acquisitionGeometries = pgTable(
  'acquisition_geometries',
  {
    acquisitionId: uuid('acquisition_id')
      .primaryKey()
      .references(() => acquisitions.id, { onDelete: 'cascade' }),
    /** grossGeometry / netGeometry input of the draft (geometry, loadedFromFile, transformationToWgs84, csOriginWkId). */
    gross: jsonb('gross'),
    net: jsonb('net'),
    /** GeoJSON geometry as JSON text: gross (else net), simplified for display. */
    display: text('display'),
    minLon: doublePrecision('min_lon'),
    minLat: doublePrecision('min_lat'),
    maxLon: doublePrecision('max_lon'),
    maxLat: doublePrecision('max_lat'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
);

/** Actual start and end dates (set by the start-up and finish reports); the overview shows them instead of the planned ones. */
export const acquisitionActualDates = pgTable('acquisition_actual_dates', {
  acquisitionId: uuid('acquisition_id')
    .primaryKey()
    .references(() => acquisitions.id, { onDelete: 'cascade' }),
  actualStartDate: date('actual_start_date', { mode: 'string' }),
  actualEndDate: date('actual_end_date', { mode: 'string' }),
});

/**
 * Message indicators of an acquisition per party (Actor: regulator 1, fisheries directorate 2,
 * marine research institute 3, company 4): info icon, deadline clock, reply star, flag.
 */
export const acquisitionIndicators = pgTable(
  'acquisition_indicators',
  {
    acquisitionId: uuid('acquisition_id')
      .notNull()
      .references(() => acquisitions.id, { onDelete: 'cascade' }),
    party: integer('party').notNull(),
    isInfo: boolean('is_info').notNull().default(false),
    isDue: boolean('is_due').notNull().default(false),
    /**
     * The first day the party's deadline clock shows on some message of the case (taskStateOf, issue 23), or null:
     * the overview's isDue is dueFrom <= today, so it turns on by itself as the deadline nears.
     */
    dueFrom: date('due_from', { mode: 'string' }),
    isStar: boolean('is_star').notNull().default(false),
    isFlagged: boolean('is_flagged').notNull().default(false),
    /** The party's flag (PUT /Acquisitions/{id}/flag): its date and who set it. */
    flagDate: date('flag_date', { mode: 'string' }),
    flagSetBy: uuid('flag_set_by'),
    flagSetAt: timestamp('flag_set_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.acquisitionId, t.party] }), index('acquisition_indicators_party_idx').on(t.party)],
);

/**
 * One row (id 1) whose version is raised by triggers on every write to acquisitions and the
 * tables above, in the writing transaction: the overview's in-memory read model reloads when it
 * changes (see db/read-models/overview-read-model.ts). The triggers are in a custom migration.
 */
export const overviewVersion = pgTable('overview_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
