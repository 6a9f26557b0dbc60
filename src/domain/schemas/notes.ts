import { z } from 'zod';
import { defineCall, ZProblem } from '../contract';
import { NOTE_TEXT_MAX } from '../rules/notes';
import { ZCapturedAt } from './acquisition';
import { ZAttachmentIds } from './attachments';
import { ZTimelineMessage } from './messages';
import { ZIdParams } from './reference-common';
import { safeText } from './safe-input';

/**
 * Notes (spec 001 s2.1 drawer/note and drawer/note/{messageId}, s2.3, s3 'Note', s5 'Note', s7 'Messages').
 * Who writes, sees, changes and archives a note: src/domain/rules/notes.ts and message-visibility.ts (notes: the
 * writing party only; edit and delete: the author only, until archived; archive: regulator notes by the
 * regulator's case handler or approver). Every answer is the note as the viewer sees it (ZTimelineMessage, with
 * its attachments and their SHA-256: the device's receipt).
 *
 * {id}: POST takes the ACQUISITION id (the note is new); GET, PUT, DELETE and archive take the NOTE's message id.
 *
 * Bodies: JSON (below) or multipart/form-data (the spec's form; the drawer online) with the parts
 *  - MessageContent: the note's text (plain text, UTF-8);
 *  - capturedAt: optional, ISO 8601 with offset (written offline, on board);
 *  - attachmentIds: optional, a JSON array of attachment ids uploaded before (tus or held, see attachments.ts);
 *  - EditedAttachments (PUT): optional, a JSON array of { id, isDeleted } for the note's present attachments;
 *  - Version (PUT): required, the note's version the edit began from (a stale one: 409 'noteVersionConflict');
 *  - files: any number of file parts (any field name), each checked like a tus upload (extension, 50 MB, empty,
 *    name, content) and added to the note.
 * The offline outbox sends JSON with attachmentIds after uploading the files by tus, with an Idempotency-Key, so a
 * note with big files is sent exactly once (flow: attachments.ts).
 */
export const NOTE_VALIDATION = {
  messageRequired: 'attachments:notes.messageRequired',
  tooLong: 'attachments:notes.tooLong',
  /** The edit names no version of the note it began from (a whole number from 1). */
  versionRequired: 'attachments:notes.versionRequired',
} as const;

export const NOTE_PROBLEM = {
  /** 404: no such note the viewer sees. */
  notFound: 'attachments:notes.notFound',
  /** 403: only the author changes a note; the role writes no notes. */
  notAuthor: 'attachments:notes.notAuthor',
  /** 403: the role may not write notes (the administrator). */
  mayNotWrite: 'attachments:notes.mayNotWrite',
  /** 403: only the regulator's case handler and approver archive, only regulator notes. */
  mayNotArchive: 'attachments:notes.mayNotArchive',
  /** 409 code 'noteArchived': the note is archived and can no longer be changed or archived again. */
  archived: 'attachments:notes.archived',
  /** 409 code 'noteChangedMeanwhile'. */
  changedMeanwhile: 'attachments:notes.changedMeanwhile',
  /**
   * 409 code 'noteVersionConflict' (ZNoteConflictProblem): the note was changed (on another device or tab) since the
   * edit began; `version` and `current` are the note now, for keep mine (sent again on that version) or take theirs.
   */
  versionConflict: 'attachments:notes.versionConflict',
} as const;

const ZMessageContent = safeText(
  z
    .string({ message: NOTE_VALIDATION.messageRequired })
    .trim()
    .min(1, { message: NOTE_VALIDATION.messageRequired })
    .max(NOTE_TEXT_MAX, { message: NOTE_VALIDATION.tooLong }),
);

/** A new note: the message is required (spec 001 s5). */
export const ZNoteInput = z.object({
  messageContent: ZMessageContent,
  capturedAt: ZCapturedAt,
  attachmentIds: ZAttachmentIds.default([]),
});
export type TNoteInput = z.input<typeof ZNoteInput>;

/** One of the note's present attachments, kept (isDeleted false) or removed (true). */
export const ZEditedAttachment = z.object({ id: z.uuid(), isDeleted: z.boolean() });

/**
 * An edited note: the new text, what becomes of the present attachments (those not named stay), new attachments, and
 * the version of the note the edit began from (as GET answered it): a stale one is refused with 409
 * 'noteVersionConflict', so two edits at once never overwrite each other silently.
 */
export const ZNoteEdit = ZNoteInput.extend({
  editedAttachments: z.array(ZEditedAttachment).max(200).default([]),
  version: z.number({ message: NOTE_VALIDATION.versionRequired }).int({ message: NOTE_VALIDATION.versionRequired }).min(1, { message: NOTE_VALIDATION.versionRequired }),
});
export type TNoteEdit = z.input<typeof ZNoteEdit>;

/** A note as the viewer sees it (the timeline's message) with its version, raised by every edit and the archiving. */
export const ZNote = ZTimelineMessage.extend({ version: z.number().int() });
export type TNote = z.infer<typeof ZNote>;

/** 409 of PUT /Messages/{id}/note: the note changed since the edit began; `current` is the note now, `version` its version. */
export const ZNoteConflictProblem = ZProblem.extend({
  code: z.literal('noteVersionConflict'),
  version: z.number().int(),
  current: ZNote,
});

/** GET /Messages/{id}/note: the note (404 when the viewer may not see it or it is not a note). */
export const getNoteCall = defineCall({ method: 'GET', path: '/Messages/{id}/note', params: ZIdParams, response: ZNote, auth: 'context' });

/** POST /Messages/{id}/note, {id} the acquisition: 201 with the note; 404 for a case the viewer may not open, 403 for the administrator. */
export const createNoteCall = defineCall({
  method: 'POST',
  path: '/Messages/{id}/note',
  params: ZIdParams,
  body: ZNoteInput,
  response: ZNote,
  auth: 'context',
  multipart: true,
});

/** PUT /Messages/{id}/note: 200 with the note; 403 when not its author, 409 'noteArchived', 409 'noteVersionConflict'. */
export const updateNoteCall = defineCall({
  method: 'PUT',
  path: '/Messages/{id}/note',
  params: ZIdParams,
  body: ZNoteEdit,
  response: ZNote,
  auth: 'context',
  multipart: true,
});

/** DELETE /Messages/{id}/note: 204; 403 when not its author, 409 'noteArchived'. */
export const deleteNoteCall = defineCall({ method: 'DELETE', path: '/Messages/{id}/note', params: ZIdParams, response: z.void(), auth: 'context' });

/**
 * PUT /Messages/{id}/note/archive: renders the note's archive pdf (PDF/A with an embedded font: title,
 * acquisition, author, party, dates, text, list of attachments), stores it as the note's archive attachment and
 * marks the note archived; 200 with the note (isArchived, archivePdf). 403 unless a regulator note and the
 * regulator's case handler or approver; 409 'noteArchived' when already archived (a repeat with the same
 * Idempotency-Key answers the first answer).
 */
export const archiveNoteCall = defineCall({
  method: 'PUT',
  path: '/Messages/{id}/note/archive',
  params: ZIdParams,
  response: ZNote,
  auth: 'context',
});
