import { Button, Link, makeStyles, tokens } from '@fluentui/react-components';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { ArchiveRegular, DeleteRegular, DocumentPdfRegular, EditRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { useNavigate } from 'react-router-dom';
import { MessageType } from '@/domain/enums/message-type';
import { mayArchiveNote, mayChangeNote } from '@/domain/rules/notes';
import type { TTimelineMessage } from '@/domain/schemas/messages';
import { downloadAttachment } from '../../../components/attachments/download-attachment';
import { useNotify } from '../../../components/notify';
import { useSession } from '@/web/session/use-session';
import { useDrawerBase } from '../drawers/use-close-drawer';
import { useArchiveNote, useDeleteNote } from './note-calls';

/** The confirmation (a dialog) loads when asked for, not with every note of the timeline (issue 27). */
const NoteConfirm = lazy(() => import('./note-confirm').then((m) => ({ default: m.NoteConfirm })));

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  pdf: { display: 'inline-flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
});

/**
 * A note's actions on its card (spec 001 s2.3): edit and remove for its author while it is not archived; archive for
 * regulator notes by the regulator's case handler and approver; an archived note shows the archive icon disabled
 * and the link to its archive pdf. Toasts 'savingSuccessful' / 'archiveNoteFailed', 'deleteNoteSuccess' /
 * 'deleteNoteFailed' (spec 001 s8).
 */
export function NoteActions({ message: m }: { message: TTimelineMessage }) {
  const { t } = useTranslation('notes');
  const { t: tAttachments } = useTranslation('attachments');
  const styles = useStyles();
  const navigate = useNavigate();
  const base = useDrawerBase();
  const notify = useNotify();
  const session = useSession();
  const remove = useDeleteNote(m.acquisitionId);
  const archive = useArchiveNote(m.acquisitionId);
  const [asking, setAsking] = useState<'delete' | 'archive' | null>(null);
  const facts = {
    messageType: m.messageType,
    createdByUserId: m.auditUser.createdByUserId,
    isArchived: m.isArchived,
  };
  const mayChange = mayChangeNote({ userId: session.profile.id, role: session.role }, facts);
  const mayArchive = mayArchiveNote(session.role, facts);
  const regulatorNote = m.messageType === MessageType.NoteNpd;
  const onDelete = () =>
    remove.mutate(m.messageId, {
      onSuccess: () => notify(tAttachments('notes.deleteNoteSuccess'), 'success'),
      onError: () => notify(tAttachments('notes.deleteNoteFailed'), 'error'),
      onSettled: () => setAsking(null),
    });
  const onArchive = () =>
    archive.mutate(m.messageId, {
      onSuccess: () => notify(tAttachments('notes.savingSuccessful'), 'success'),
      onError: () => notify(tAttachments('notes.archiveNoteFailed'), 'error'),
      onSettled: () => setAsking(null),
    });
  const pdf = m.archivePdf;
  return (
    <div className={styles.root} data-testid="note-actions">
      {mayChange && (
        <LazyTooltip content={t('edit')} relationship="label" showDelay={500}>
          <Button
            appearance="subtle"
            icon={<EditRegular />}
            onClick={() => navigate(`${base}/drawer/note/${m.messageId}`)}
          />
        </LazyTooltip>
      )}
      {mayChange && (
        <LazyTooltip content={t('delete')} relationship="label" showDelay={500}>
          <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setAsking('delete')} />
        </LazyTooltip>
      )}
      {regulatorNote && m.isArchived && (
        <LazyTooltip content={t('archived')} relationship="label" showDelay={500}>
          <Button appearance="subtle" icon={<ArchiveRegular />} disabled data-testid="note-archived" />
        </LazyTooltip>
      )}
      {mayArchive && (
        <LazyTooltip content={t('archive')} relationship="label" showDelay={500}>
          <Button appearance="subtle" icon={<ArchiveRegular />} onClick={() => setAsking('archive')} />
        </LazyTooltip>
      )}
      {pdf && (
        <Link
          as="button"
          className={styles.pdf}
          data-testid="archive-pdf"
          onClick={() =>
            void downloadAttachment(m.messageId, pdf.id, pdf.name).catch(() =>
              notify(t('archivePdfFailed'), 'error'),
            )
          }
        >
          <DocumentPdfRegular aria-hidden />
          {t('archivePdf')}
        </Link>
      )}
      <Suspense fallback={null}>
        {asking === 'delete' && (
          <NoteConfirm
            title={t('confirmDelete.title')}
            text={t('confirmDelete.text')}
            confirmLabel={t('confirmDelete.confirm')}
            cancelLabel={t('confirmDelete.cancel')}
            busy={remove.isPending}
            onConfirm={onDelete}
            onClose={() => setAsking(null)}
          />
        )}
        {asking === 'archive' && (
          <NoteConfirm
            title={t('confirmArchive.title')}
            text={t('confirmArchive.text')}
            confirmLabel={t('confirmArchive.confirm')}
            cancelLabel={t('confirmArchive.cancel')}
            busy={archive.isPending}
            onConfirm={onArchive}
            onClose={() => setAsking(null)}
          />
        )}
      </Suspense>
    </div>
  );
}
