import { Button } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, OpenRegular, ZoomInRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { useNavigate } from 'react-router-dom';
import { rowActions } from '@/domain/overview/overview-roles';
import type { TOverviewListItem } from '@/domain/schemas/overview';
import { useNotify } from '../../../components/notify';
import { useDeleteDraft } from '../api/delete-draft';
import { LazyTooltip } from '../../../components/lazy-tooltip';

const DeleteConfirmDialog = lazy(() => import('./delete-confirm-dialog'));

interface Props {
  item: TOverviewListItem;
  role: string;
  /** Created offline, not yet on the service: deleting it forgets it on this device (its waiting changes too). */
  localOnly?: boolean;
  onZoom: (item: TOverviewListItem) => void;
}

/** Delete (drafts, after confirmation), zoom to the map (disabled without geometry), continue editing, details. */
export function RowActions({ item, role, localOnly, onZoom }: Props) {
  const { t } = useTranslation('overview');
  const navigate = useNavigate();
  const notify = useNotify();
  const remove = useDeleteDraft({
    onSuccess: () => notify(t('rowActions.deleted'), 'success'),
    onError: () => notify(t('rowActions.deleteFailed'), 'error'),
  });
  const [confirming, setConfirming] = useState(false);
  // Mounted from the first request on, so that it also closes with its animation.
  const [asked, setAsked] = useState(false);
  const actions = rowActions(role, {
    isDraft: item.isDraft,
    status: item.accomplishmentStatus,
    canOpen: item.canOpen,
  });

  const discardHere = async () => {
    // The outbox code is loaded only when needed (it is not part of the overview's first load).
    const { discardLocalDraft } = await import('../../../offline/outbox-actions');
    const done = await discardLocalDraft(String(item.id)).catch(() => null);
    setConfirming(false);
    if (done) notify(t('rowActions.deleted'), 'success');
    else notify(done === false ? t('local.deleteBusy') : t('rowActions.deleteFailed'), 'error');
  };
  const confirmDelete = () =>
    localOnly ? void discardHere() : remove.mutate(item.id, { onSettled: () => setConfirming(false) });

  const zoomLabel = item.hasGeometry ? t('rowActions.zoom') : t('rowActions.zoomNoGeometry');
  return (
    <span style={{ display: 'inline-flex', gap: 2 }}>
      {actions.includes('delete') && (
        <LazyTooltip content={t('rowActions.delete')} relationship="label" showDelay={500}>
          <Button
            size="small"
            appearance="subtle"
            icon={<DeleteRegular />}
            onClick={() => {
              setAsked(true);
              setConfirming(true);
            }}
          />
        </LazyTooltip>
      )}
      <LazyTooltip content={zoomLabel} relationship="label" showDelay={500}>
        <Button
          size="small"
          appearance="subtle"
          icon={<ZoomInRegular />}
          disabledFocusable={!item.hasGeometry}
          onClick={() => onZoom(item)}
        />
      </LazyTooltip>
      {actions.includes('continue') && (
        <LazyTooltip content={t('rowActions.continue')} relationship="label" showDelay={500}>
          <Button
            size="small"
            appearance="subtle"
            icon={<EditRegular />}
            onClick={() => navigate(`/${item.id}/create/area`)}
          />
        </LazyTooltip>
      )}
      {actions.includes('details') && (
        <LazyTooltip content={t('rowActions.details')} relationship="label" showDelay={500}>
          <Button
            size="small"
            appearance="subtle"
            icon={<OpenRegular />}
            onClick={() => navigate(`/${item.id}/timeline`)}
          />
        </LazyTooltip>
      )}
      {asked && (
        <Suspense fallback={null}>
          <DeleteConfirmDialog
            open={confirming}
            text={
              localOnly
                ? t('local.deleteText')
                : t('rowActions.deleteText', { name: item.name || `#${item.npdId}` })
            }
            busy={remove.isPending}
            onOpenChange={setConfirming}
            onConfirm={confirmDelete}
          />
        </Suspense>
      )}
    </span>
  );
}
