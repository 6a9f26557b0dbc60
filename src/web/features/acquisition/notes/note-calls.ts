import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  archiveNoteCall,
  createNoteCall,
  deleteNoteCall,
  getNoteCall,
  updateNoteCall,
  type TNote,
} from '@/domain/schemas/notes';
import { callApi } from '../../../api/client';
import type { PickedFile } from '../../../components/attachments/pick-files';
import { saveMessageWithFiles } from '../../../offline/message-outbox';
import { useSession } from '@/web/session/use-session';
import { acquisitionKeys } from '../api/acquisition-keys';
import { replaceTimelineMessage, type TTimelinePages } from '../api/get-timeline';

/** GET /Messages/{id}/note: the note an edit drawer opens. */
export function useNote(messageId: string | undefined) {
  const { contextToken } = useSession();
  return useQuery({
    queryKey: ['note', contextToken, messageId],
    queryFn: ({ signal }) => callApi(getNoteCall, { params: { id: messageId! }, signal }),
    enabled: Boolean(messageId),
    retry: false,
  });
}

export interface NoteSave {
  acquisitionId: string;
  messageContent: string;
  files: readonly PickedFile[];
  /** The outbox's text for it (Norwegian). */
  label: string;
  /** Editing: the note's id, its present attachments marked removed, and the note's version the edit began from. */
  edit?: { messageId: string; removed: readonly string[]; version: number };
}

/**
 * Saves a note through the outbox (saveMessageWithFiles): a new note is POST /Messages/{acquisition}/note, an edit
 * PUT /Messages/{note}/note with EditedAttachments and the version it began from; the files go first by tus. Answers
 * 'sent', 'queued', or 'conflict' (the note was saved elsewhere meanwhile: the edit waits on this device for keep mine
 * or take theirs, NoteConflictDialog).
 */
export function saveNote(save: NoteSave) {
  const capturedAt = new Date().toISOString();
  const files = save.files.map(({ id, file }) => ({ id, file }));
  if (save.edit)
    return saveMessageWithFiles({
      contract: updateNoteCall,
      params: { id: save.edit.messageId },
      body: {
        messageContent: save.messageContent,
        capturedAt,
        editedAttachments: save.edit.removed.map((id) => ({ id, isDeleted: true })),
        version: save.edit.version,
      },
      files,
      acquisitionId: save.acquisitionId,
      entityId: `note:${save.edit.messageId}`,
      label: save.label,
    });
  return saveMessageWithFiles({
    contract: createNoteCall,
    params: { id: save.acquisitionId },
    body: { messageContent: save.messageContent, capturedAt },
    files,
    acquisitionId: save.acquisitionId,
    entityId: `note:${crypto.randomUUID()}`,
    label: save.label,
  });
}

/** After a note changed: the timeline (and the overview's indicators) are asked again. */
export function useRefreshTimeline(acquisitionId: string) {
  const { contextToken } = useSession();
  const client = useQueryClient();
  return useCallback((note?: TNote) => {
    if (note)
      client.setQueryData<TTimelinePages>(acquisitionKeys.timeline(contextToken, acquisitionId), (data) => replaceTimelineMessage(data, note));
    void client.invalidateQueries({ queryKey: acquisitionKeys.timeline(contextToken, acquisitionId) });
    void client.invalidateQueries({ queryKey: ['note', contextToken] });
  }, [client, contextToken, acquisitionId]);
}

/** DELETE /Messages/{id}/note (the author, not archived). */
export function useDeleteNote(acquisitionId: string) {
  const refresh = useRefreshTimeline(acquisitionId);
  return useMutation({
    mutationFn: (messageId: string) => callApi(deleteNoteCall, { params: { id: messageId } }),
    onSuccess: () => refresh(),
  });
}

/** PUT /Messages/{id}/note/archive (regulator notes, by the regulator's case handler or approver). */
export function useArchiveNote(acquisitionId: string) {
  const refresh = useRefreshTimeline(acquisitionId);
  return useMutation({
    mutationFn: (messageId: string) => callApi(archiveNoteCall, { params: { id: messageId } }),
    onSuccess: (note) => refresh(note),
  });
}
