import { MessageType } from '../enums/message-type';
import { normalizeRole, Party, partyOfRole } from '../roles';

/**
 * Notes (spec 001 s2.3, s3 'Note', s5): who writes which note type, who sees, changes and archives a note
 * (docs/decisions.md). Visibility is the table of message-visibility.ts (notes: the writing party only); the
 * rules below come on top of it and are checked by the service (the web app uses them to offer the buttons).
 */

/** The note type of each party: 6010 research institute, 6020 fisheries directorate, 6030 regulator, 6040 company. */
export const NOTE_TYPE_OF_PARTY: Readonly<Record<Party, MessageType>> = {
  [Party.MarineResearchInstitute]: MessageType.NoteHi,
  [Party.FisheriesDirectorate]: MessageType.NoteFdir,
  [Party.Regulator]: MessageType.NoteNpd,
  [Party.Company]: MessageType.NoteCmp,
};

/** Longest note text (characters): the spec's text fields hold up to 10,000 rows; 100,000 characters is ample. */
export const NOTE_TEXT_MAX = 100_000;

/** The roles that archive regulator notes into the regulator's records: its case handler and approver. */
const ARCHIVING_ROLES = ['daq_saksbehandler_od', 'daq_godkjenner_od'] as const;

/** May the role write notes? Every role of a party on a case but the administrator (who works only in the admin area). */
export function mayWriteNote(role: string | null | undefined): boolean {
  const normalized = normalizeRole(role);
  return !!normalized && normalized !== 'daq_admin_od';
}

/** The note type the role writes (its party's), or undefined when it writes none. */
export function noteTypeOf(role: string | null | undefined): MessageType | undefined {
  const normalized = normalizeRole(role);
  return normalized && mayWriteNote(normalized) ? NOTE_TYPE_OF_PARTY[partyOfRole(normalized)] : undefined;
}

export function isNoteType(messageType: number): boolean {
  return Object.values(NOTE_TYPE_OF_PARTY).includes(messageType as MessageType);
}

export interface TNoteFacts {
  messageType: number;
  /** The author's user id. */
  createdByUserId: string | null;
  isArchived: boolean;
}

/**
 * May the user edit or delete the note (the note already visible to the user)? Only its author, with a role that
 * writes notes, and only while it is not archived (an archived note is a record: it stays as archived).
 */
export function mayChangeNote(viewer: { userId: string; role: string | null | undefined }, note: TNoteFacts): boolean {
  return isNoteType(note.messageType) && mayWriteNote(viewer.role) && note.createdByUserId === viewer.userId && !note.isArchived;
}

/** May the role archive the note? Regulator notes (6030) only, by the regulator's case handler or approver, once. */
export function mayArchiveNote(role: string | null | undefined, note: TNoteFacts): boolean {
  const normalized = normalizeRole(role);
  return (
    note.messageType === MessageType.NoteNpd &&
    !note.isArchived &&
    !!normalized &&
    (ARCHIVING_ROLES as readonly string[]).includes(normalized)
  );
}
