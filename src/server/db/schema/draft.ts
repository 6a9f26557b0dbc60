import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { acquisitions } from './acquisition';
import { organisations, users } from './core';
import type { LicenceShape } from './reference';

/**
 * The input fields of a draft (spec 002 s3) that are not core columns of acquisitions, one row per
 * acquisition (kept after submit: the detail page reads them). Areas live in acquisition_geometries.
 */
export const acquisitionInputs = pgTable('acquisition_inputs', {
  acquisitionId: uuid('acquisition_id')
    .primaryKey()
    .references(() => acquisitions.id, { onDelete: 'cascade' }),
  /** The company reported for (law category OnBehalfOfCompany); the draft itself belongs to the creator's organisation. */
  onBehalfOfCompanyId: integer('on_behalf_of_company_id').references(() => organisations.id),
  companyConductorNpdId: integer('company_conductor_npd_id'),
  dataSalable: boolean('data_salable'),
  environmentalComment: text('environmental_comment'),
  generalComment: text('general_comment'),
  quantityKm: doublePrecision('quantity_km'),
  quantityKm2: doublePrecision('quantity_km2'),
  quantityTb: doublePrecision('quantity_tb'),
  /** TSensor / TSource of src/domain/schemas/draft-fields.ts. */
  sensor: jsonb('sensor'),
  source: jsonb('source'),
  approverUserId: uuid('approver_user_id').references(() => users.id),
  contactPersonUserId: uuid('contact_person_user_id').references(() => users.id),
  /** TContactPersonInfo of the company's contact person (law category OnBehalfOfCompany). */
  onBehalfOfCompanyContactPersonInfo: jsonb('on_behalf_of_company_contact_person_info'),
  /** Result of the last geometry validation on save. */
  isGeometryValid: boolean('is_geometry_valid').notNull().default(true),
  geometryErrorMessage: text('geometry_error_message'),
});

/** The last sequence number of acquisition names per company and year (names 'NKE2601', 'NKE2602', ...). */
export const acquisitionNameSequences = pgTable(
  'acquisition_name_sequences',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => organisations.id),
    year: integer('year').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.year] })],
);

/** Restriction areas (fields, pipelines, cable corridors, spawning grounds): data served to the web app. */
export const restrictionAreas = pgTable('restriction_areas', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  geometry: jsonb('geometry').$type<LicenceShape>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sea areas used to assign an acquisition's ocean area (approximate; seeded from src/domain/geometry/data/sea-areas.ts). */
export const seaAreas = pgTable('sea_areas', {
  oceanArea: text('ocean_area').primaryKey(),
  geometry: jsonb('geometry').$type<LicenceShape>().notNull(),
});
