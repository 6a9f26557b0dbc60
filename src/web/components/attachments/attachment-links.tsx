import { Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, AttachRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from '../use-translation';
import type { TAttachment } from '@/domain/schemas/attachments';
import { useNotify } from '../notify';
import { downloadAttachment } from './download-attachment';
import { formatFileSize } from './pick-files';

const useStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: tokens.spacingVerticalXXS },
  item: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'baseline', minWidth: 0 },
  link: { overflowWrap: 'anywhere', textAlign: 'start' },
  removed: {
    textDecorationLine: 'line-through',
    color: tokens.colorNeutralForeground3,
    overflowWrap: 'anywhere',
  },
  meta: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
});

/**
 * A message's attachments on its card (spec 001 s2.3 'attachments with download'): each name downloads the file;
 * a removed attachment is struck through (still downloadable by those who see the message).
 */
export function AttachmentLinks({
  messageId,
  attachments,
}: {
  messageId: string;
  attachments: readonly TAttachment[];
}) {
  const { t } = useTranslation('attachment-picker');
  const styles = useStyles();
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);
  if (attachments.length === 0) return null;
  const download = async (attachment: TAttachment) => {
    setBusy(attachment.id);
    try {
      await downloadAttachment(messageId, attachment.id, attachment.name);
    } catch {
      notify(t('downloadFailed'), 'error');
    } finally {
      setBusy(null);
    }
  };
  return (
    <div>
      <Text size={200} weight="semibold">
        <AttachRegular aria-hidden /> {t('label')}
      </Text>
      <ul className={styles.list} data-testid="attachment-links">
        {attachments.map((attachment) => (
          <li key={attachment.id} className={styles.item} data-deleted={attachment.isDeleted}>
            <ArrowDownloadRegular aria-hidden />
            <Link
              as="button"
              className={attachment.isDeleted ? styles.removed : styles.link}
              disabled={busy === attachment.id}
              title={t('download', { name: attachment.name })}
              onClick={() => void download(attachment)}
            >
              {attachment.isDeleted ? t('deleted', { name: attachment.name }) : attachment.name}
            </Link>
            <span className={styles.meta}>{formatFileSize(attachment.size)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
