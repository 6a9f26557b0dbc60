import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../components/use-translation';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { ZCreateDraft, type TCreateDraft } from '@/domain/schemas/draft';
import { serviceMessage } from '../../../api/service-message';
import { useNotify } from '../../../components/notify';
import { useSession } from '@/web/session/use-session';
import { useLawCategories } from '../api/get-reference';
import { createDraft } from '../api/create-draft';
import { CreateDraftFields } from './create-draft-fields';
import { BusySpinner } from '../../../components/busy-spinner';

export const CREATE_DEFAULTS: TCreateDraft = {
  lawCategory: null,
  type: null,
  onBehalfOfCompanyId: null,
  additionalOptions: { geotechnicalMeasurement: false, groundDrilling: false, sampling: false },
  govtReason: null,
  seismicOptions: null,
  onBehalfOfCompanyContactPerson: null,
};

/** 'Select acquisition type' (spec 002 s2): validated by the service's own schema; success opens the area step. */
export default function CreateDraftDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('draft');
  const { t: tc } = useTranslation('common');
  const notify = useNotify();
  const navigate = useNavigate();
  const session = useSession();
  const lawCategories = useLawCategories();
  const form = useForm<z.input<typeof ZCreateDraft>, unknown, z.output<typeof ZCreateDraft>>({
    resolver: zodResolver(ZCreateDraft),
    defaultValues: CREATE_DEFAULTS,
    mode: 'onTouched',
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await createDraft(values, session.profile);
      if (result.queued) notify(t('create.queued'), 'info');
      onClose();
      navigate(`/${result.id}/create/area`);
    } catch (error) {
      notify(t('create.failed', { message: serviceMessage(error) }), 'error');
    }
  });

  const categories = lawCategories.data ?? [];
  return (
    <Dialog open={open} modalType="modal" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t('create.title')}</DialogTitle>
            <DialogContent style={{ display: 'grid', gap: 12 }}>
              {lawCategories.isPending ? (
                <BusySpinner size="small" />
              ) : lawCategories.isError && !lawCategories.data ? (
                <MessageBar intent="error">
                  <MessageBarBody>{t('create.loadFailed')}</MessageBarBody>
                </MessageBar>
              ) : categories.length === 0 ? (
                <MessageBar intent="warning">
                  <MessageBarBody>{t('create.noLawCategories')}</MessageBarBody>
                </MessageBar>
              ) : (
                <CreateDraftFields form={form} lawCategories={categories} />
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {tc('cancel')}
              </Button>
              <Button
                appearance="primary"
                type="submit"
                disabled={form.formState.isSubmitting || categories.length === 0}
              >
                {t('create.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
