import type { FastifyInstance, FastifyRequest } from 'fastify';
import { archiveNoteCall, createNoteCall, deleteNoteCall, getNoteCall, updateNoteCall } from '../../../domain/schemas/notes';
import { viewerOf } from '../../access/viewer';
import { jsonPart, readMultipartMessage } from '../../attachments/multipart';
import type { TMultipartBody } from '../../http/register-call';
import { registerCall } from '../../http/register-call';
import { archiveNote } from './archive-note';
import { assertArchiveFont } from '../../attachments/archive-font';
import { partyOf } from '../../access/message-access';
import { assertChangeable, noteAnswer, readableNote, writableNoteCase } from './note-access';
import { createNote, deleteNote, updateNote } from './write-note';

/** The multipart form of a note (schemas/notes.ts) as the JSON body, the received files added to attachmentIds. */
async function noteFromMultipart(app: FastifyInstance, request: FastifyRequest, acquisitionId: string): Promise<TMultipartBody> {
  const viewer = viewerOf(request);
  const { fields, files, discard } = await readMultipartMessage({ db: app.db, store: app.attachmentStore }, request, {
    acquisitionId,
    uploaderId: viewer.userId,
  });
  const uploaded = jsonPart(fields, 'attachmentIds');
  const parts = {
    messageContent: fields.messagecontent,
    ...(fields.capturedat ? { capturedAt: fields.capturedat } : {}),
    editedAttachments: jsonPart(fields, 'EditedAttachments'),
    // PUT: the version the edit began from, a whole number as text (anything else is refused by the schema).
    ...(fields.version !== undefined ? { version: /^\d{1,9}$/.test(fields.version) ? Number(fields.version) : fields.version } : {}),
  };
  const named = Array.isArray(uploaded) ? (uploaded as unknown[]) : uploaded === undefined ? [] : uploaded;
  return {
    body: { ...parts, attachmentIds: Array.isArray(named) ? [...named, ...files.map((f) => f.id)] : named },
    hashBody: { ...parts, attachmentIds: named, files: files.map((f) => ({ name: f.name, size: f.size, sha256: f.sha256 })) },
    discard,
  };
}

/** GET, POST, PUT, DELETE /Messages/{id}/note and PUT /Messages/{id}/note/archive (spec 001 s7 'Messages'). */
export function registerNotes(app: FastifyInstance): void {
  assertArchiveFont();
  registerCall(app, getNoteCall, async ({ params, request }) => {
    const viewer = viewerOf(request);
    const { note } = await readableNote(app.db, viewer, params.id);
    return (await noteAnswer(app.db, note.messageId, partyOf(viewer)))!;
  });
  registerCall(
    app,
    createNoteCall,
    async ({ params, body, request, reply }) => {
      reply.code(201);
      return createNote(app.db, viewerOf(request), params.id, body);
    },
    {
      readMultipart: async ({ params, request }) => {
        await writableNoteCase(app.db, viewerOf(request), params.id);
        return noteFromMultipart(app, request, params.id);
      },
    },
  );
  registerCall(app, updateNoteCall, ({ params, body, request }) => updateNote(app.db, viewerOf(request), params.id, body), {
    readMultipart: async ({ params, request }) => {
      const viewer = viewerOf(request);
      const { note } = await readableNote(app.db, viewer, params.id);
      assertChangeable(viewer, note);
      return noteFromMultipart(app, request, note.acquisitionId);
    },
  });
  registerCall(app, deleteNoteCall, async ({ params, request }) => {
    await deleteNote(app.db, viewerOf(request), params.id);
  });
  registerCall(app, archiveNoteCall, ({ params, request }) => archiveNote(app.db, app.attachmentStore, viewerOf(request), params.id));
}
