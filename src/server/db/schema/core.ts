import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';

/** Organisations: the regulator, the fisheries directorate, the marine research institute and companies. */
export const organisations = pgTable('organisations', {
  /** For companies this is the company's npdId (npdIdCompany). */
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** regulator | fdir | hi | company */
  kind: text('kind').notNull(),
  /** Company prefix used in acquisition names; null when the company has none. */
  prefix: text('prefix'),
  orgNo: text('org_no'),
  isActive: boolean('is_active').notNull().default(true),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Username at the embedded identity provider; null for users only known to an external one. */
    username: text('username').unique(),
    /** Subject and issuer of the identity provider that signed the user in. */
    subject: text('subject'),
    issuer: text('issuer'),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    signature: text('signature').notNull().default(''),
    requireContactInfoConfirmation: boolean('require_contact_info_confirmation').notNull().default(false),
    gdprAcceptedTextId: integer('gdpr_accepted_text_id'),
    isActive: boolean('is_active').notNull().default(true),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_subject_idx').on(t.issuer, t.subject)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    /** Role id in lower case (spec 000 section 6). */
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organisationId, t.role] })],
);

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** id_token from the identity provider, used as id_token_hint at sign-out. */
  idTokenHint: text('id_token_hint'),
});

/** Responses of mutating calls stored under their Idempotency-Key, per user. */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    /** running | done */
    state: text('state').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    contentType: text('content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const gdprTexts = pgTable('gdpr_texts', {
  id: serial('id').primaryKey(),
  text: text('text').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const systemNotifications = pgTable('system_notifications', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** info | warning | error | success */
  severity: text('severity').notNull().default('info'),
  activeFrom: timestamp('active_from', { withTimezone: true }),
  activeTo: timestamp('active_to', { withTimezone: true }),
});
