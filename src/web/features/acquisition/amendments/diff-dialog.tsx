import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Spinner,
  Textarea,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import type { TDetailSection } from '@/domain/schemas/acquisition-details';
import { isApiError } from '../../../api/client';
import { useNotify } from '../../../components/notify';
import { loadDiff, useAmendSection, type SectionData } from './amendment-api';
import { DiffTable } from './diff-table';
import { MapDiff } from './map-diff';

interface Props<S extends TDetailSection> {
  id: string;
  section: S;
  title: string;
  prev: SectionData<S>;
  next: SectionData<S>;
  version: number;
  onClose: () => void;
  /** The change was sent, queued or kept as a conflict: the edit is over. */
  onDone: () => void;
}

const message = (error: unknown) => (isApiError(error) ? error.userMessage : String((error as Error)?.message ?? error));

/**
 * Save changes (spec 001 s4.6): the diff in Norwegian (and for time and area the old and new outlines with km²), the
 * mandatory comment, Confirm. No changes: said so, Confirm disabled. A diff that cannot be loaded is shown inside the
 * dialog; a refused submit under the comment (spec 001 s8).
 */
export function DiffDialog<S extends TDetailSection>({ id, section, title, prev, next, version, onClose, onDone }: Props<S>) {
  const { t } = useTranslation('amendments');
  const notify = useNotify();
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitError, setSubmitError] = useState<string>();
  const diff = useQuery({ queryKey: ['amendment-diff', id, section, JSON.stringify(next)], queryFn: () => loadDiff(id, section, prev, next), retry: false, gcTime: 0 });
  const amend = useAmendSection(id);
  const d = diff.data?.diff;
  const noComment = comment.trim() === '';
  const confirm = async () => {
    setTouched(true);
    if (noComment || !d?.anyChanges) return;
    setSubmitError(undefined);
    try {
      const result = await amend.mutateAsync({ section, next, version, comment: comment.trim() } as never);
      // A conflict: the conflict dialog of the details tab asks keep mine / take theirs / decide later.
      if (result.status === 'conflict') notify(t('dialog.conflict'), 'warning');
      else notify(result.status === 'sent' ? t('dialog.saved') : t('dialog.queued'), result.status === 'sent' ? 'success' : 'warning');
      onDone();
    } catch (error) {
      setSubmitError(t('dialog.submitFailed', { message: message(error) }));
    }
  };
  const area = section === 'TimeAndArea' && d && d.geometryChanges.length > 0;
  const p = prev as SectionData<'TimeAndArea'>;
  const n = next as SectionData<'TimeAndArea'>;
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t('dialog.title', { section: title })}</DialogTitle>
          <DialogContent data-testid="diff-dialog" style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)', gridAutoRows: 'max-content' }}>
            {diff.isPending && <Spinner size="small" label={t('dialog.loading')} />}
            {diff.isError && (
              <MessageBar intent="error" data-testid="diff-load-error">
                <MessageBarBody>{t('dialog.loadFailed', { message: message(diff.error) })}</MessageBarBody>
              </MessageBar>
            )}
            {d && (
              <>
                {d.anyChanges && <span>{t('dialog.intro')}</span>}
                <DiffTable diff={d} />
                {area && <MapDiff prev={[p.grossGeometry, p.netGeometry]} next={[n.grossGeometry, n.netGeometry]} changes={d.geometryChanges} />}
                {d.anyChanges && (
                  <MessageBar intent={d.requiresProceedings ? 'warning' : 'info'} layout="multiline" data-testid="diff-proceedings">
                    <MessageBarBody>{d.requiresProceedings ? t('dialog.requiresProceedings') : t('dialog.information')}</MessageBarBody>
                  </MessageBar>
                )}
                {diff.data?.local && (
                  <MessageBar intent="warning" layout="multiline">
                    <MessageBarBody>{t('dialog.offline')}</MessageBarBody>
                  </MessageBar>
                )}
                {d.anyChanges && (
                  <Field
                    label={t('dialog.comment')}
                    required
                    hint={t('dialog.commentHint')}
                    validationState={submitError || (touched && noComment) ? 'error' : 'none'}
                    validationMessage={submitError ?? (touched && noComment ? t('validation.required') : undefined)}
                  >
                    <Textarea value={comment} onChange={(_, v) => setComment(v.value)} onBlur={() => setTouched(true)} rows={4} resize="vertical" />
                  </Field>
                )}
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={!d?.anyChanges || amend.isPending} onClick={() => void confirm()}>
              {t('dialog.confirm')}
            </Button>
            <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
