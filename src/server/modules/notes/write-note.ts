import { eq, sql } from 'drizzle-orm';
import { noteTypeOf } from '../../../domain/rules/notes';
import { NOTE_PROBLEM, type TNote } from '../../../domain/schemas/notes';
import type { TViewer } from '../../../domain/visibility';
import { partyOf } from '../../access/message-access';
import type { Db } from '../../db/client';
import { linkAttachments, markAttachmentsDeleted } from '../../db/queries/attachments';
import { writeMessage } from '../../db/queries/message-store';
import { announceMessageChange } from '../../db/queries/timeline-events';
import { messages } from '../../db/schema/index';
import { conflict, notFound } from '../../http/app-error';
import { assertChangeable, capturedAtOf, lockNote, noteAnswer, readableNote, writableNoteCase } from './note-access';

export interface TNoteData {
  messageContent: string;
  capturedAt?: string;
  attachmentIds: string[];
}

/**
 * A new note of the viewer's party on a case it opens, with the attachments it names (uploaded before by the same
 * user on this case) linked in the same transaction. The note is seen by the writing party only, so it switches no
 * other party's indicators on.
 */
export async function createNote(db: Db, viewer: TViewer, acquisitionId: string, data: TNoteData): Promise<TNote> {
  await writableNoteCase(db, viewer, acquisitionId);
  const messageType = noteTypeOf(viewer.role)!;
  const party = partyOf(viewer);
  const now = new Date();
  const id = await db.transaction(async (tx) => {
    const messageId = await writeMessage(tx, {
      acquisitionId,
      messageType,
      authorUserId: viewer.userId,
      authorParty: party,
      authorOrganisationId: viewer.organisationId,
      content: data.messageContent,
      capturedAt: capturedAtOf(data.capturedAt, now),
      createdAt: now,
    });
    await linkAttachments(tx, { ids: data.attachmentIds, messageId, acquisitionId, userId: viewer.userId });
    return messageId;
  });
  return (await noteAnswer(db, id, party))!;
}

/**
 * Edits the viewer's own note: new text, removed or restored attachments (EditedAttachments) and new ones, when the
 * note is still at the version the edit began from (the row is locked first, so of two edits begun from one version
 * exactly one is stored); a stale one changes nothing and is refused with 409 'noteVersionConflict' and the note now.
 */
export async function updateNote(
  db: Db,
  viewer: TViewer,
  messageId: string,
  data: TNoteData & { editedAttachments: { id: string; isDeleted: boolean }[]; version: number },
): Promise<TNote> {
  const { note } = await readableNote(db, viewer, messageId);
  assertChangeable(viewer, note);
  const party = partyOf(viewer);
  const stale = await db.transaction(async (tx) => {
    const row = await lockNote(tx, messageId);
    if (row.version !== data.version) return true;
    await tx
      .update(messages)
      .set({ content: data.messageContent, updatedBy: viewer.userId, updatedAt: new Date(), version: sql`${messages.version} + 1` })
      .where(eq(messages.id, messageId));
    await markAttachmentsDeleted(tx, messageId, data.editedAttachments);
    await linkAttachments(tx, { ids: data.attachmentIds, messageId, acquisitionId: note.acquisitionId, userId: viewer.userId });
    await announceMessageChange(tx, messageId);
    return false;
  });
  const answer = await noteAnswer(db, messageId, party);
  if (!answer) throw notFound(NOTE_PROBLEM.notFound);
  if (stale) {
    throw conflict(NOTE_PROBLEM.versionConflict, { code: 'noteVersionConflict', version: answer.version, current: answer as never });
  }
  return answer;
}

/** Deletes the viewer's own note (its attachments stay stored, on no message). */
export async function deleteNote(db: Db, viewer: TViewer, messageId: string): Promise<void> {
  const { note } = await readableNote(db, viewer, messageId);
  assertChangeable(viewer, note);
  await db.transaction(async (tx) => {
    await lockNote(tx, messageId);
    await announceMessageChange(tx, messageId);
    await tx.delete(messages).where(eq(messages.id, messageId));
  });
}
