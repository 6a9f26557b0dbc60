import { useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { fisheriesExpertReportCall } from '@/domain/schemas/case-dialogue';
import { AttachmentPicker } from '../../../components/attachments/attachment-picker';
import type { PickedFile } from '../../../components/attachments/pick-files';
import { MessageDrawer } from '../drawers/message-drawer';
import { MessageTextField } from '../drawers/message-text-field';
import { useDrawerSave } from '../drawers/use-drawer-save';
import { useRefreshTimeline } from '../notes/note-calls';
import { saveDialogueMessage } from './dialogue-calls';
import { refusedMessage } from './refused-message';

/** drawer/fisheriesExpertReport: the regulator's case handler files a fisheries expert report (7000) with attachments. */
export function ExpertReportDrawer({ acquisition }: { acquisition: TAcquisition }) {
  const { t } = useTranslation('case-dialogue');
  const refresh = useRefreshTimeline(acquisition.id);
  const save = useDrawerSave();
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [error, setError] = useState<string>();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return setError(t('validation.required'));
    setError(undefined);
    void save.run(async () => {
      try {
        const result = await saveDialogueMessage({
          contract: fisheriesExpertReportCall,
          params: { id: acquisition.id },
          body: { messageContent: content },
          files,
          acquisitionId: acquisition.id,
          label: t('report.title'),
        });
        refresh();
        return result.status === 'sent' ? t('saved') : t('queued');
      } catch (failure) {
        throw refusedMessage(failure);
      }
    });
  };
  return (
    <MessageDrawer title={t('report.title')} onSubmit={submit} saving={save.saving} error={save.error} submitLabel={t('send')}>
      <MessageTextField label={t('message')} required value={content} onChange={setContent} error={error} />
      <AttachmentPicker files={files} onFilesChange={setFiles} disabled={save.saving} />
    </MessageDrawer>
  );
}
