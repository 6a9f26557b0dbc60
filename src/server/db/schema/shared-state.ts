import { bigint, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** bytea: Buffer from node-postgres, Uint8Array from PGlite. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * State that several service instances share through PostgreSQL (docs/decisions.md, 'files shared between
 * instances'). FILE_STORE=postgres: the attachment store's bytes, in pieces of at most 1 MB under the key the
 * attachments table records (src/server/attachments/postgres-store.ts).
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    key: uuid('key').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.seq] })],
);

/** FILE_STORE=postgres: tus's record of each unfinished resumable upload (src/server/attachments/postgres-uploads.ts). */
export const uploadRecords = pgTable('upload_records', {
  id: text('id').primaryKey(),
  /** tus's Upload: id, size, metadata, creation_date (the offset is the sum of the chunks). */
  record: jsonb('record').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** FILE_STORE=postgres: the bytes of unfinished resumable uploads, each piece at its offset; what is here is confirmed. */
export const uploadChunks = pgTable(
  'upload_chunks',
  {
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploadRecords.id, { onDelete: 'cascade' }),
    offset: bigint('offset', { mode: 'number' }).notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.offset] })],
);

/** Failed sign-ins of the embedded identity provider per account and per address, counted by every instance. */
export const loginFailures = pgTable(
  'login_failures',
  {
    /** 'account:<username>' or 'address:<ip>'. */
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_at').on(t.key, t.failedAt)],
);

/**
 * The embedded identity provider's state (oidc-provider's adapter: sessions, interactions, grants, codes, tokens)
 * and its one signing key (model 'SigningKey'), so that a sign-in begun on one instance continues on any other.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    /** Null: kept until destroyed (the signing key). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_id').on(t.grantId),
    index('oidc_payloads_uid').on(t.model, t.uid),
    index('oidc_payloads_user_code').on(t.model, t.userCode),
    index('oidc_payloads_expires_at').on(t.expiresAt),
  ],
);
