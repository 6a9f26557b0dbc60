import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations } from './core';

/** Vessels that may be used on acquisitions (spec 000 section 3). An IMO number is unique among all vessels, deleted ones too. */
export const vessels = pgTable(
  'vessels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** IMO number (int32); null when unknown. */
    imo: integer('imo'),
    callSignal: text('call_signal').notNull(),
    /** ISO 3166-1 alpha-2 code of the flag state (see countries). */
    country: text('country').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
  },
  (t) => [uniqueIndex('vessels_imo_uq').on(t.imo)],
);

/** Harbours designated as ports of call; no two share a name, compared trimmed and ignoring case. */
export const harbours = pgTable(
  'harbours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    isInactive: boolean('is_inactive').notNull().default(false),
  },
  (t) => [uniqueIndex('harbours_name_uq').on(sql`lower(trim(${t.name}))`)],
);

export const fisheriesExperts = pgTable('fisheries_experts', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  address: text('address').notNull(),
  postNo: text('post_no'),
  place: text('place').notNull(),
  country: text('country').notNull(),
  /** int32 (spec 000 section 5). */
  phone: integer('phone'),
  /** Fisheries expert approved areas enumeration (North 1, South 2, AllAreas 3, NotKnown -1). */
  approvedAreas: integer('approved_areas').notNull().default(-1),
  approvedUntil: timestamp('approved_until', { withTimezone: true, mode: 'string' }),
  isDeleted: boolean('is_deleted').notNull().default(false),
});

/** Countries: ISO 3166-1 alpha-2 code and Norwegian name. */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/** GeoJSON geometry in WGS 84 (lon, lat). */
export type LicenceShape =
  | { type: 'Polygon'; coordinates: number[][][] }
  | { type: 'MultiPolygon'; coordinates: number[][][][] };

/** Licences, one row per licence number and year. */
export const licences = pgTable(
  'licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    npdIdLicence: integer('npd_id_licence').notNull(),
    licenceYear: integer('licence_year').notNull(),
    npdIdCompany: integer('npd_id_company')
      .notNull()
      .references(() => organisations.id),
    nationCode: text('nation_code').notNull().default('NO'),
    lawCategory: integer('law_category').notNull(),
    /** production | survey | co2Survey | co2Exploitation | co2Exploration */
    kind: text('kind').notNull(),
    licencePeriodStart: timestamp('licence_period_start', { withTimezone: true, mode: 'string' }).notNull(),
    licencePeriodEnd: timestamp('licence_period_end', { withTimezone: true, mode: 'string' }).notNull(),
    name: text('name').notNull(),
    shape: jsonb('shape').$type<LicenceShape>(),
  },
  (t) => [
    unique('licences_number_year_uq').on(t.npdIdLicence, t.licenceYear),
    index('licences_company_idx').on(t.npdIdCompany),
  ],
);
