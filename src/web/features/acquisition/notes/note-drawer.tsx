import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../components/use-translation';
import { useParams } from 'react-router-dom';
import type { z } from 'zod';
import { mayChangeNote } from '@/domain/rules/notes';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { ZNoteInput } from '@/domain/schemas/notes';
import { AttachmentPicker } from '../../../components/attachments/attachment-picker';
import type { PickedFile } from '../../../components/attachments/pick-files';
import { MessageRefused } from '../../../offline/message-outbox';
import { useUploadProgress } from '../../../offline/upload-progress';
import { useSession } from '@/web/session/use-session';
import { MessageDrawer } from '../drawers/message-drawer';
import { MessageTextField } from '../drawers/message-text-field';
import { DrawerSaveError, useDrawerSave } from '../drawers/use-drawer-save';
import { saveNote, useNote, useRefreshTimeline } from './note-calls';

const ZNoteForm = ZNoteInput.pick({ messageContent: true });
type TNoteForm = z.input<typeof ZNoteForm>;

/**
 * The note drawer (spec 001 s2.1 drawer/note and drawer/note/{messageId}, s3 'Note', s5): the message (required)
 * and attachments; editing also lists the note's attachments, each of which can be removed. Saved through the outbox:
 * with no network the note and its files wait on the device and go when the link returns.
 */
export function NoteDrawer({ acquisition }: { acquisition: TAcquisition }) {
  const { t } = useTranslation('notes');
  const { t: tKey } = useTranslation();
  const { t: tAttachments } = useTranslation('attachments');
  const { messageId } = useParams();
  const session = useSession();
  const note = useNote(messageId);
  const refresh = useRefreshTimeline(acquisition.id);
  const save = useDrawerSave();
  const progress = useUploadProgress();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const form = useForm<TNoteForm>({
    resolver: zodResolver(ZNoteForm) as never,
    defaultValues: { messageContent: '' },
  });
  const loaded = note.data;
  useEffect(() => {
    if (loaded) form.reset({ messageContent: loaded.messageContent });
  }, [loaded, form]);
  const editing = Boolean(messageId);
  const mayChange =
    !editing ||
    (loaded !== undefined &&
      mayChangeNote(
        { userId: session.profile.id, role: session.role },
        {
          messageType: loaded.messageType,
          createdByUserId: loaded.auditUser.createdByUserId,
          isArchived: loaded.isArchived,
        },
      ));
  const onSubmit = form.handleSubmit((values) =>
    save.run(async () => {
      try {
        const result = await saveNote({
          acquisitionId: acquisition.id,
          messageContent: values.messageContent,
          files,
          label: editing ? t('outboxEdit') : t('outboxNew'),
          // The version the form was filled from (0, refused by the service, cannot happen: an edit waits for its note).
          edit: messageId ? { messageId, removed: [...removed], version: loaded?.version ?? 0 } : undefined,
        });
        refresh();
        // Saved elsewhere meanwhile: the drawer closes without a toast; the page asks keep mine or take theirs.
        if (result.status === 'conflict') return undefined;
        return result.status === 'sent' ? tAttachments('notes.savingSuccessful') : t('queued');
      } catch (error) {
        if (error instanceof MessageRefused)
          throw new DrawerSaveError(
            error.error.upload
              ? `${tAttachments('ErrorUploadingFiles')} ${error.error.message}`.trim()
              : error.error.message,
          );
        throw error;
      }
    }),
  );
  const messageError = form.formState.errors.messageContent?.message;
  const notFound = editing && note.isError;
  return (
    <MessageDrawer
      title={editing ? t('editTitle') : t('newTitle')}
      onSubmit={(event) => {
        if (!mayChange) {
          event.preventDefault();
          return;
        }
        void onSubmit(event);
      }}
      saving={save.saving}
      error={save.error}
      loading={editing && note.isPending}
    >
      {notFound && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{tKey('drawer:notFound' as never)}</MessageBarBody>
        </MessageBar>
      )}
      {editing && loaded && !mayChange && (
        <MessageBar intent="warning">
          <MessageBarBody>
            {tAttachments(loaded.isArchived ? 'notes.archived' : 'notes.notAuthor')}
          </MessageBarBody>
        </MessageBar>
      )}
      {!notFound && (
        <>
          <Controller
            control={form.control}
            name="messageContent"
            render={({ field }) => (
              <MessageTextField
                label={t('message')}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={messageError ? tKey(messageError as never) : undefined}
              />
            )}
          />
          <AttachmentPicker
            files={files}
            onFilesChange={setFiles}
            existing={loaded?.attachments.filter((attachment) => !attachment.isDeleted)}
            removedExisting={removed}
            onToggleExisting={(id) =>
              setRemoved((current) => {
                const next = new Set(current);
                if (!next.delete(id)) next.add(id);
                return next;
              })
            }
            progress={save.saving ? progress : undefined}
            disabled={save.saving || !mayChange}
          />
        </>
      )}
    </MessageDrawer>
  );
}
