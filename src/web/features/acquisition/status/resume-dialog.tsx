import { Text } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { StatusDialog } from './status-dialog';
import { useStatusSubmit } from './use-status-submit';

/** Resume asks for a confirmation (spec 001 s4.1). */
export function ResumeDialog({ acquisition, onClose }: { acquisition: TAcquisition; onClose: () => void }) {
  const { t } = useTranslation('acquisition');
  const { send, error, saving } = useStatusSubmit(acquisition.id, onClose);
  return (
    <StatusDialog
      title={t('resume.title')}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void send({ action: 'resume' });
      }}
      submitLabel={t('resume.confirm')}
      saving={saving}
      error={error}
    >
      <Text>{t('resume.text', { name: acquisition.name })}</Text>
    </StatusDialog>
  );
}
