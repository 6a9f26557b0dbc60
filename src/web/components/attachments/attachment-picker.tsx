import {
  Button,
  Field,
  Label,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  mergeClasses,
  ProgressBar,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowUndoRegular, AttachRegular, DeleteRegular, DocumentRegular } from '@fluentui/react-icons';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../use-translation';
import { ALLOWED_UPLOAD_EXTENSIONS, UPLOAD_ACCEPT } from '@/domain/rules/uploads';
import { formatFileSize, pickFiles, type PickedFile, type RefusedFile } from './pick-files';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  name: { overflowWrap: 'anywhere', minWidth: 0 },
  removed: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
  meta: { color: tokens.colorNeutralForeground3 },
  progress: { gridColumn: '2 / 4' },
  input: { display: 'none' },
  add: { justifySelf: 'start' },
});

/** An attachment the message already has (edit drawers). */
export interface ExistingAttachment {
  id: string;
  name: string;
  size: number;
}

export interface AttachmentPickerProps {
  files: readonly PickedFile[];
  onFilesChange: (files: PickedFile[]) => void;
  existing?: readonly ExistingAttachment[];
  /** Ids of existing attachments marked for removal. */
  removedExisting?: ReadonlySet<string>;
  onToggleExisting?: (id: string) => void;
  /** Upload progress of picked files by id, 0 to 1. */
  progress?: ReadonlyMap<string, number>;
  disabled?: boolean;
  label?: string;
}

/**
 * The attachment picker of every message drawer (spec 001 s5, spec 000 s5): files are checked in the browser before
 * anything is sent (allowed extensions, 50 MB; 'attachmentsExtensionDisallowedMessage',
 * 'attachmentsFilesizeDisallowedMessage'), duplicates are dropped, the picked files are listed with a remove button
 * and, while saving, their upload progress. An edit drawer also lists the message's attachments, each of which can
 * be marked for removal (and the removal undone).
 */
export function AttachmentPicker(props: AttachmentPickerProps) {
  const { t } = useTranslation('attachment-picker');
  const { t: tReason } = useTranslation('attachments');
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const labelId = useId();
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const [duplicates, setDuplicates] = useState(0);
  const choose = (list: FileList | null) => {
    const result = pickFiles(props.files, Array.from(list ?? []));
    setRefused(result.refused);
    setDuplicates(result.duplicates);
    props.onFilesChange(result.files);
    if (input.current) input.current.value = '';
  };
  const existing = props.existing ?? [];
  return (
    <div className={styles.root} role="group" aria-labelledby={labelId} data-testid="attachment-picker">
      <Label id={labelId}>{props.label ?? t('label')}</Label>
      <Text size={200} id={hintId} className={styles.meta}>
        {t('hint', { extensions: ALLOWED_UPLOAD_EXTENSIONS.join(', ') })}
      </Text>
      {refused.length > 0 && (
        <MessageBar intent="error" role="alert" layout="multiline" data-testid="attachments-refused">
          <MessageBarBody>
            <MessageBarTitle>{t('refusedTitle')}</MessageBarTitle>
            {refused.map((file, index) => (
              <div key={`${file.name}:${index}`} data-reason={file.reason}>
                {t('refused', { name: file.name, reason: tReason(file.reason) })}
              </div>
            ))}
          </MessageBarBody>
        </MessageBar>
      )}
      {duplicates > 0 && (
        <MessageBar intent="info" data-testid="attachments-duplicates">
          <MessageBarBody>{t('duplicates', { count: duplicates })}</MessageBarBody>
        </MessageBar>
      )}
      {(existing.length > 0 || props.files.length > 0) && (
        <ul className={styles.list} aria-label={t('label')}>
          {existing.map((attachment) => {
            const removed = props.removedExisting?.has(attachment.id) ?? false;
            return (
              <li
                key={attachment.id}
                className={styles.item}
                data-testid="existing-attachment"
                data-removed={removed}
              >
                <DocumentRegular aria-hidden />
                <Text className={mergeClasses(styles.name, removed && styles.removed)}>
                  {removed ? t('removed', { name: attachment.name }) : attachment.name}{' '}
                  <span className={styles.meta}>{formatFileSize(attachment.size)}</span>
                </Text>
                <Button
                  appearance="subtle"
                  disabled={props.disabled}
                  icon={removed ? <ArrowUndoRegular /> : <DeleteRegular />}
                  aria-label={t(removed ? 'undoRemove' : 'remove', { name: attachment.name })}
                  title={t(removed ? 'undoRemove' : 'remove', { name: attachment.name })}
                  onClick={() => props.onToggleExisting?.(attachment.id)}
                />
              </li>
            );
          })}
          {props.files.map(({ id, file }) => {
            const progress = props.progress?.get(id);
            return (
              <li key={id} className={styles.item} data-testid="picked-attachment">
                <AttachRegular aria-hidden />
                <Text className={styles.name}>
                  {file.name} <span className={styles.meta}>{formatFileSize(file.size)}</span>
                </Text>
                <Button
                  appearance="subtle"
                  disabled={props.disabled}
                  icon={<DeleteRegular />}
                  aria-label={t('remove', { name: file.name })}
                  title={t('remove', { name: file.name })}
                  onClick={() => props.onFilesChange(props.files.filter((picked) => picked.id !== id))}
                />
                {progress !== undefined && (
                  <Field
                    className={styles.progress}
                    validationState="none"
                    validationMessage={
                      progress >= 1 ? t('uploaded') : t('progress', { percent: Math.floor(progress * 100) })
                    }
                  >
                    <ProgressBar value={progress} max={1} thickness="large" aria-label={file.name} />
                  </Field>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <input
        ref={input}
        className={styles.input}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        aria-describedby={hintId}
        data-testid="attachment-input"
        onChange={(event) => choose(event.target.files)}
      />
      <Button
        className={styles.add}
        icon={<AttachRegular />}
        disabled={props.disabled}
        onClick={() => input.current?.click()}
      >
        {t('add')}
      </Button>
    </div>
  );
}
