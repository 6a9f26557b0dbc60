import { eq } from 'drizzle-orm';
import { DRAFT_STATUS } from '../../../domain/enums/accomplishment-status';
import { isNoteType, mayChangeNote, noteTypeOf } from '../../../domain/rules/notes';
import { NOTE_PROBLEM, type TNote } from '../../../domain/schemas/notes';
import type { TTimelineMessage } from '../../../domain/schemas/messages';
import type { TViewer } from '../../../domain/visibility';
import { readableAcquisition, type CaseRow } from '../../access/acquisition-access';
import { readableMessage } from '../../access/message-access';
import type { Db } from '../../db/client';
import { messageFor } from '../../db/queries/timeline';
import { messages } from '../../db/schema/index';
import { AppError, conflict, forbidden, notFound } from '../../http/app-error';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The case a new note goes on: one the viewer opens and that is submitted (a draft has no timeline): 404 otherwise. */
export async function noteCase(db: Db, viewer: TViewer, acquisitionId: string): Promise<CaseRow> {
  const row = await readableAcquisition(db, viewer, acquisitionId);
  if (row.status === DRAFT_STATUS) throw notFound('problems:acquisition.notFound');
  return row;
}

/** The case a new note of the viewer goes on: 403 for a role that writes no notes (the administrator), else noteCase. */
export async function writableNoteCase(db: Db, viewer: TViewer, acquisitionId: string): Promise<CaseRow> {
  if (noteTypeOf(viewer.role) === undefined) throw forbidden(NOTE_PROBLEM.mayNotWrite);
  return noteCase(db, viewer, acquisitionId);
}

/** The note as the party sees it, with its version (undefined when gone). */
export async function noteAnswer(db: Db | Tx, messageId: string, party: number): Promise<TNote | undefined> {
  const message = await messageFor(db as Db, messageId, party);
  if (!message) return undefined;
  const [row] = await db.select({ version: messages.version }).from(messages).where(eq(messages.id, messageId));
  return row ? { ...message, version: row.version } : undefined;
}

/** A note the viewer sees (its party's; 404 for any other message or party). */
export async function readableNote(db: Db, viewer: TViewer, messageId: string): Promise<{ note: TTimelineMessage; acquisition: CaseRow }> {
  const { message, acquisition } = await readableMessage(db, viewer, messageId).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 404 ? notFound(NOTE_PROBLEM.notFound) : error;
  });
  if (!isNoteType(message.messageType)) throw notFound(NOTE_PROBLEM.notFound);
  return { note: message, acquisition };
}

/** 409 'noteArchived' for an archived note, 403 unless the viewer is its author. */
export function assertChangeable(viewer: TViewer, note: TTimelineMessage): void {
  if (note.isArchived) throw conflict(NOTE_PROBLEM.archived, { code: 'noteArchived' });
  if (!mayChangeNote(viewer, { messageType: note.messageType, createdByUserId: note.auditUser.createdByUserId, isArchived: note.isArchived })) {
    throw forbidden(NOTE_PROBLEM.notAuthor);
  }
}

/** Locks the note's row for the change and checks again that it is not archived meanwhile (409) or gone (404). */
export async function lockNote(tx: Tx, messageId: string): Promise<typeof messages.$inferSelect> {
  const [row] = await tx.select().from(messages).where(eq(messages.id, messageId)).for('update');
  if (!row) throw notFound(NOTE_PROBLEM.notFound);
  if (row.payload?.isArchived === true) throw conflict(NOTE_PROBLEM.archived, { code: 'noteArchived' });
  return row;
}

/** capturedAt as stored: null when absent or in the future (then the received time stands). */
export function capturedAtOf(text: string | undefined, now: Date): Date | null {
  if (!text) return null;
  const at = new Date(text);
  return at.getTime() > now.getTime() ? null : at;
}
