import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { partyMaySeeMessage } from '../../../domain/message-visibility';
import { ATTACHMENT_PROBLEM, type TAttachment } from '../../../domain/schemas/attachments';
import { conflict } from '../../http/app-error';
import type { Db } from '../client';
import { attachments, messages } from '../schema/index';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;
export type TAttachmentRow = typeof attachments.$inferSelect;
export type TNewAttachmentRow = typeof attachments.$inferInsert;

export const ARCHIVE_PDF_KIND = 'archivePdf';

const view = (r: TAttachmentRow): TAttachment => ({
  id: r.id,
  name: r.name,
  size: r.size,
  isDeleted: r.isDeleted,
  sha256: r.sha256,
  contentType: r.contentType,
});

/**
 * Records an attachment (unlinked, or linked when messageId is given). The same id again from the same uploader with
 * the same bytes answers the first row (a repeat); any other use of a taken id is 409 'attachmentIdTaken'.
 */
export async function insertAttachment(tx: Tx, row: TNewAttachmentRow & { id: string }): Promise<{ row: TAttachmentRow; isNew: boolean }> {
  const [inserted] = await tx.insert(attachments).values(row).onConflictDoNothing({ target: attachments.id }).returning();
  if (inserted) return { row: inserted, isNew: true };
  const [existing] = await tx.select().from(attachments).where(eq(attachments.id, row.id));
  if (existing && existing.uploadedBy === row.uploadedBy && existing.sha256 === row.sha256 && existing.acquisitionId === row.acquisitionId) {
    return { row: existing, isNew: false };
  }
  throw conflict(ATTACHMENT_PROBLEM.idTaken, { code: 'attachmentIdTaken', attachmentId: row.id });
}

export async function attachmentById(tx: Tx, id: string): Promise<TAttachmentRow | undefined> {
  const [row] = await tx.select().from(attachments).where(eq(attachments.id, id));
  return row;
}

/**
 * Links the named attachments to a message in the caller's transaction: each must be the user's own upload on the
 * acquisition, not yet on a message (or already on this one: a repeat). Otherwise 409 'attachmentsNotUploaded'
 * with member `missing` (the ids, comma-separated), so the device uploads them and sends again.
 */
export async function linkAttachments(
  tx: Tx,
  input: { ids: readonly string[]; messageId: string; acquisitionId: string; userId: string },
): Promise<void> {
  if (input.ids.length === 0) return;
  const rows = await tx.select().from(attachments).where(inArray(attachments.id, [...input.ids]));
  const usable = new Set(
    rows
      .filter(
        (r) =>
          r.acquisitionId === input.acquisitionId &&
          r.kind === 'attachment' &&
          (r.messageId === input.messageId || (r.messageId === null && r.uploadedBy === input.userId)),
      )
      .map((r) => r.id),
  );
  const missing = input.ids.filter((id) => !usable.has(id));
  if (missing.length > 0) {
    throw conflict(ATTACHMENT_PROBLEM.notUploaded, { code: 'attachmentsNotUploaded', missing: missing.join(',') });
  }
  await tx
    .update(attachments)
    .set({ messageId: input.messageId, isDeleted: false })
    .where(and(inArray(attachments.id, [...input.ids]), isNull(attachments.messageId)));
}

/** Marks attachments of a message removed (or kept again): only ids that are on the message count. */
export async function markAttachmentsDeleted(tx: Tx, messageId: string, edits: readonly { id: string; isDeleted: boolean }[]): Promise<void> {
  for (const edit of edits) {
    await tx
      .update(attachments)
      .set({ isDeleted: edit.isDeleted })
      .where(and(eq(attachments.id, edit.id), eq(attachments.messageId, messageId), eq(attachments.kind, 'attachment')));
  }
}

/** The attachments (not archive pdfs) of each message, oldest first, by message id. */
export async function attachmentsOfMessages(db: Tx, messageIds: readonly string[]): Promise<Map<string, TAttachment[]>> {
  const byMessage = new Map<string, TAttachment[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(attachments)
    .where(and(inArray(attachments.messageId, [...messageIds]), eq(attachments.kind, 'attachment')))
    .orderBy(attachments.createdAt, attachments.id);
  for (const row of rows) {
    const list = byMessage.get(row.messageId!) ?? [];
    list.push(view(row));
    byMessage.set(row.messageId!, list);
  }
  return byMessage;
}

/** The attachment or archive pdf `attachmentId` of the message, or undefined. */
export async function attachmentOfMessage(db: Tx, messageId: string, attachmentId: string): Promise<TAttachmentRow | undefined> {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, attachmentId), eq(attachments.messageId, messageId)));
  return row;
}

/**
 * A stored file with this hash and size that the viewer may reuse on the acquisition: one the user uploaded there
 * and has not yet linked, or one on a message of the acquisition the viewer's party sees (so the viewer could
 * download it anyway). Never a file the viewer could not read.
 */
export async function reusableFile(
  db: Tx,
  input: { acquisitionId: string; sha256: string; size: number; userId: string; party: number },
): Promise<TAttachmentRow | undefined> {
  const rows = await db
    .select({ a: attachments, m: messages })
    .from(attachments)
    .leftJoin(messages, eq(messages.id, attachments.messageId))
    .where(
      and(
        eq(attachments.acquisitionId, input.acquisitionId),
        eq(attachments.sha256, input.sha256),
        eq(attachments.size, input.size),
        or(and(isNull(attachments.messageId), eq(attachments.uploadedBy, input.userId)), eq(attachments.kind, 'attachment')),
      ),
    );
  const found = rows.find(
    ({ a, m }) =>
      (a.messageId === null && a.uploadedBy === input.userId) ||
      (m !== null && a.kind === 'attachment' && partyMaySeeMessage(input.party, { messageType: m.messageType, authorParty: m.authorParty, recipientParties: m.recipientParties })),
  );
  return found?.a;
}
