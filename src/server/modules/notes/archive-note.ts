import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { mayArchiveNote } from '../../../domain/rules/notes';
import { NOTE_PROBLEM, type TNote } from '../../../domain/schemas/notes';
import type { TViewer } from '../../../domain/visibility';
import type { AttachmentStore } from '../../attachments/store';
import { partyOf } from '../../access/message-access';
import type { Db } from '../../db/client';
import { ARCHIVE_PDF_KIND, insertAttachment } from '../../db/queries/attachments';
import { announceMessageChange } from '../../db/queries/timeline-events';
import { messages, organisations, users } from '../../db/schema/index';
import { conflict, forbidden } from '../../http/app-error';
import { archiveFileName, renderArchivePdf } from './archive-pdf';
import { lockNote, noteAnswer, readableNote } from './note-access';

/**
 * Archives a regulator note: renders its archive pdf, stores it as the note's archive attachment and marks the note
 * archived (payload isArchived, archivePdf { id, name }, archivedAt, archivedBy), once.
 */
export async function archiveNote(db: Db, store: AttachmentStore, viewer: TViewer, messageId: string): Promise<TNote> {
  const { note, acquisition } = await readableNote(db, viewer, messageId);
  if (note.isArchived) throw conflict(NOTE_PROBLEM.archived, { code: 'noteArchived' });
  if (!mayArchiveNote(viewer.role, { messageType: note.messageType, createdByUserId: note.auditUser.createdByUserId, isArchived: note.isArchived })) {
    throw forbidden(NOTE_PROBLEM.mayNotArchive);
  }
  const [company] = acquisition.companyId
    ? await db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, acquisition.companyId))
    : [];
  const [archiver] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, viewer.userId));
  const archivedAt = new Date();
  const archivedBy = archiver ? `${archiver.firstName} ${archiver.lastName}` : '';
  const pdf = await renderArchivePdf({
    note,
    acquisition: { name: acquisition.name, npdId: acquisition.npdId, companyName: company?.name ?? null },
    archivedAt,
    archivedBy,
  });
  const stored = await store.write(Readable.from([pdf]), Number.POSITIVE_INFINITY);
  const name = archiveFileName(acquisition.name, archivedAt);
  try {
    await db.transaction(async (tx) => {
      await lockNote(tx, messageId);
      const id = randomUUID();
      await insertAttachment(tx, {
        id,
        acquisitionId: note.acquisitionId,
        messageId,
        kind: ARCHIVE_PDF_KIND,
        name,
        size: stored.size,
        sha256: stored.sha256,
        contentType: 'application/pdf',
        storageKey: stored.key,
        uploadedBy: viewer.userId,
      });
      const archive = { isArchived: true, archivePdf: { id, name }, archivedAt: archivedAt.toISOString(), archivedBy: viewer.userId };
      await tx
        .update(messages)
        .set({ payload: sql`${messages.payload} || ${JSON.stringify(archive)}::jsonb`, version: sql`${messages.version} + 1` })
        .where(eq(messages.id, messageId));
      await announceMessageChange(tx, messageId);
    });
  } catch (error) {
    await store.remove(stored.key);
    throw error;
  }
  return (await noteAnswer(db, messageId, partyOf(viewer)))!;
}
