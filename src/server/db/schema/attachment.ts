import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { acquisitions, messages } from './acquisition';
import { users } from './core';

/**
 * Attachments of messages (notes, inquiries, replies, statements, reports) and the archive pdfs of notes. The bytes
 * live in the attachment store (src/server/attachments/store.ts) under `storageKey`, a generated id (several rows may
 * share one stored file: a file linked again by its hash). A row without a message is an upload waiting for its
 * message (its uploader's, on its acquisition).
 */
export const attachments = pgTable(
  'attachments',
  {
    /** Chosen by the device (the id it keeps the file under) or generated. */
    id: uuid('id').primaryKey(),
    acquisitionId: uuid('acquisition_id')
      .notNull()
      .references(() => acquisitions.id, { onDelete: 'cascade' }),
    /** The message it belongs to; null until linked (and again when its message is deleted). */
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    /** 'attachment', or 'archivePdf' (a note's archive). */
    kind: text('kind').notNull().default('attachment'),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    /** Removed from its message by an edit: still listed (struck through) and downloadable by its viewers. */
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The case's company, copied by triggers (migration 0021), as messages.company_id: a company user's search. */
    companyId: integer('company_id'),
  },
  (t) => [
    index('attachments_message_idx').on(t.messageId),
    index('attachments_acquisition_hash_idx').on(t.acquisitionId, t.sha256),
  ],
);
