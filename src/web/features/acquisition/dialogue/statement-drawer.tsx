import { Button, Dropdown, Field, Input, Option, Radio, RadioGroup } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { withoutFixed } from './without-fixed';
import { useTranslation } from '../../../components/use-translation';
import { useParams } from 'react-router-dom';
import { requiresFisheriesExpertDemand } from '@/domain/case-dialogue/dialogue-roles';
import { isChangeSubmissionMessage } from '@/domain/enums/message-type';
import { OFFERED_REPLY_TYPES, ReplyType } from '@/domain/enums/reply-type';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { replyToStatementCall } from '@/domain/schemas/case-dialogue';
import { AttachmentPicker } from '../../../components/attachments/attachment-picker';
import type { PickedFile } from '../../../components/attachments/pick-files';
import { useEnumLabel } from '../../../components/use-enum-label';
import { useSession } from '@/web/session/use-session';
import { MessageDrawer } from '../drawers/message-drawer';
import { MessageTextField } from '../drawers/message-text-field';
import { useDrawerSave } from '../drawers/use-drawer-save';
import { useRefreshTimeline } from '../notes/note-calls';
import { saveDialogueMessage, useApprovers, usePartyContacts, useStatementTemplate } from './dialogue-calls';
import { refusedMessage } from './refused-message';

/**
 * drawer/replyToStatement/{messageId}/messageType/{messageType} (a statement on the submission or change submission)
 * and .../followUp/messageType/{messageType} (the follow-up of a declined statement): reply type (10, 50, 20),
 * title and text (a template fills them), the party's approver, the contact person (required unless on a changed
 * submission), the fisheries-expert demand for the fisheries directorate, attachments.
 */
export function StatementDrawer({ acquisition, followUp = false }: { acquisition: TAcquisition; followUp?: boolean }) {
  const { t } = useTranslation('case-dialogue');
  const label = useEnumLabel();
  const session = useSession();
  const { messageId = '', messageType = '' } = useParams();
  const onChange = isChangeSubmissionMessage(Number(messageType));
  const template = useStatementTemplate(acquisition.lawCategory, onChange);
  const approvers = useApprovers();
  const contacts = usePartyContacts();
  const refresh = useRefreshTimeline(acquisition.id);
  const save = useDrawerSave();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [replyType, setReplyType] = useState<number | null>(null);
  const [approver, setApprover] = useState<string | null>(null);
  const [contact, setContact] = useState<string | null>(null);
  const [demand, setDemand] = useState<string>('');
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const needsDemand = requiresFisheriesExpertDemand(session.role);
  // A message goes as soon as its field is put right (not only at the next Send).
  useEffect(() => {
    setErrors((all) => withoutFixed(all, { messageContent: !!content.trim(), messageReplyType: replyType !== null, contactPerson: !!contact, DemandFisheriesExpert: demand !== '' }));
  }, [content, replyType, contact, demand]);
  const fillFromTemplate = async () => {
    const got = await template.refetch();
    if (got.data) {
      setTitle(got.data.title);
      setContent(got.data.content);
    }
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!content.trim()) found.messageContent = t('validation.required');
    if (replyType === null) found.messageReplyType = t('validation.required');
    if (!onChange && !contact) found.contactPerson = t('validation.contactPersonRequired');
    if (needsDemand && demand === '') found.DemandFisheriesExpert = t('validation.demandRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void save.run(async () => {
      try {
        const result = await saveDialogueMessage({
          contract: replyToStatementCall,
          params: { id: acquisition.id, messageId },
          body: {
            ...(title ? { title } : {}),
            messageContent: content,
            messageReplyType: replyType,
            approver,
            contactPerson: contact,
            ...(needsDemand ? { DemandFisheriesExpert: Number(demand) } : {}),
          },
          files,
          acquisitionId: acquisition.id,
          label: t(followUp ? 'followUp.title' : 'statement.title'),
        });
        refresh();
        return result.status === 'sent' ? t('saved') : t('queued');
      } catch (error) {
        throw refusedMessage(error);
      }
    });
  };
  return (
    <MessageDrawer title={t(followUp ? 'followUp.title' : 'statement.title')} onSubmit={submit} saving={save.saving} error={save.error} submitLabel={t('send')}>
      <div>
        <Button onClick={() => void fillFromTemplate()} disabled={template.isFetching}>
          {t('statement.useTemplate')}
        </Button>
      </div>
      <Field label={t('statement.replyType')} required validationState={errors.messageReplyType ? 'error' : 'none'} validationMessage={errors.messageReplyType}>
        <RadioGroup value={replyType === null ? '' : String(replyType)} onChange={(_, d) => setReplyType(Number(d.value))}>
          {OFFERED_REPLY_TYPES.map((type) => (
            <Radio key={type} value={String(type)} label={label(ReplyType, 'ReplyType', type)} />
          ))}
        </RadioGroup>
      </Field>
      <Field label={t('statement.titleField')}>
        <Input value={title} onChange={(_, d) => setTitle(d.value)} />
      </Field>
      <MessageTextField label={t('message')} required value={content} onChange={setContent} error={errors.messageContent} />
      <Field label={t('statement.approver')}>
        <Dropdown
          placeholder={t('choose')}
          selectedOptions={approver ? [approver] : []}
          onOptionSelect={(_, d) => setApprover(d.optionValue ?? null)}
        >
          {(approvers.data ?? []).map((a) => (
            <Option key={a.userProfileId} value={a.userProfileId}>{`${a.firstName} ${a.lastName}`}</Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t('statement.contactPerson')} required={!onChange} validationState={errors.contactPerson ? 'error' : 'none'} validationMessage={errors.contactPerson}>
        <Dropdown placeholder={t('choose')} selectedOptions={contact ? [contact] : []} onOptionSelect={(_, d) => setContact(d.optionValue ?? null)}>
          {(contacts.data ?? []).map((c) => (
            <Option key={c.userProfileGuid} value={c.userProfileGuid}>
              {c.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {needsDemand && (
        <Field label={t('statement.demand')} required validationState={errors.DemandFisheriesExpert ? 'error' : 'none'} validationMessage={errors.DemandFisheriesExpert}>
          <RadioGroup value={demand} onChange={(_, d) => setDemand(d.value)} layout="horizontal">
            <Radio value="1" label={t('yes')} />
            <Radio value="0" label={t('no')} />
          </RadioGroup>
        </Field>
      )}
      <AttachmentPicker files={files} onFilesChange={setFiles} disabled={save.saving} />
    </MessageDrawer>
  );
}
