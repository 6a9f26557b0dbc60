import { Checkbox, Dropdown, Field, Label, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useEffect, useId, useState } from 'react';
import { withoutFixed } from './without-fixed';
import { useTranslation } from '../../../components/use-translation';
import { useParams } from 'react-router-dom';
import { dialogueParty, isRegulatorUser } from '@/domain/case-dialogue/dialogue-roles';
import { planInquiry, recipientOptions } from '@/domain/case-dialogue/inquiry-rules';
import { PARTY_KEY } from '@/domain/case-dialogue/parties';
import { Actor } from '@/domain/enums/actor';
import { InquiryReplyIndicator } from '@/domain/enums/inquiry-reply-indicator';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { inquiryCall, inquiryReplyCall } from '@/domain/schemas/case-dialogue';
import { AttachmentPicker } from '../../../components/attachments/attachment-picker';
import type { PickedFile } from '../../../components/attachments/pick-files';
import { useEnumLabel } from '../../../components/use-enum-label';
import { useSession } from '@/web/session/use-session';
import { MessageDrawer } from '../drawers/message-drawer';
import { MessageTextField } from '../drawers/message-text-field';
import { useDrawerSave } from '../drawers/use-drawer-save';
import { useRefreshTimeline } from '../notes/note-calls';
import { saveDialogueMessage } from './dialogue-calls';
import { refusedMessage } from './refused-message';

const FIELD = { npd: 'NpdReplyIndicator', fdir: 'FdirReplyIndicator', hi: 'HiReplyIndicator', cmp: 'CmpReplyIndicator' } as const;
const useStyles = makeStyles({
  recipients: { display: 'grid', gap: tokens.spacingVerticalS },
  // A party's name and its reply indicator side by side; one under the other on a phone, where the long names
  // ('Havforskningsinstituttet') and the dropdown do not fit on one line.
  recipient: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 12rem) minmax(0, 1fr)',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    '@media (max-width: 479px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  dropdown: { minWidth: 0, width: '100%' },
});
const INDICATORS = [InquiryReplyIndicator.Required, InquiryReplyIndicator.Optional, InquiryReplyIndicator.NotRequired];

/**
 * drawer/inquiry (a new inquiry: recipients with a reply indicator each, the type for regulator users) and
 * drawer/inquiry/replyTo/{messageId} (a reply). A reply goes through the outbox: written at sea, it waits on the
 * device with its files and is sent when the link returns.
 */
export function InquiryDrawer({ acquisition, reply = false }: { acquisition: TAcquisition; reply?: boolean }) {
  const { t } = useTranslation('case-dialogue');
  const label = useEnumLabel();
  const styles = useStyles();
  const labelId = useId();
  const session = useSession();
  const { messageId = '' } = useParams();
  const refresh = useRefreshTimeline(acquisition.id);
  const save = useDrawerSave();
  const sender = dialogueParty(session.role);
  const [content, setContent] = useState('');
  const [exemption, setExemption] = useState(false);
  const [indicators, setIndicators] = useState<Record<string, number | undefined>>({});
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options = sender === undefined ? [] : recipientOptions(sender, exemption);
  // A message goes as soon as its field is changed or put right (not only at the next Send).
  useEffect(() => setErrors((all) => withoutFixed(all, { content: !!content.trim() })), [content]);
  useEffect(() => setErrors((all) => withoutFixed(all, { recipients: true })), [indicators, exemption]);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!content.trim()) found.content = t('validation.required');
    const body: Record<string, unknown> = { MessageContent: content };
    if (!reply) {
      for (const party of options) {
        const value = indicators[PARTY_KEY[party]];
        if (value !== undefined) body[FIELD[PARTY_KEY[party]]] = value;
      }
      if (exemption) body.IsInquiryCmpRegulationExemption = true;
      const check = sender === undefined ? null : planInquiry(sender, body);
      if (check && !check.ok) found.recipients = t(check.message.replace('case-dialogue:', '') as never);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void save.run(async () => {
      try {
        const result = await saveDialogueMessage({
          contract: reply ? inquiryReplyCall : inquiryCall,
          params: reply ? { id: acquisition.id, inquiryId: messageId } : { id: acquisition.id },
          body,
          files,
          acquisitionId: acquisition.id,
          label: t(reply ? 'reply.title' : 'inquiry.title'),
        });
        refresh();
        return result.status === 'sent' ? t('saved') : t('queued');
      } catch (error) {
        throw refusedMessage(error);
      }
    });
  };
  return (
    <MessageDrawer title={t(reply ? 'reply.title' : 'inquiry.title')} onSubmit={submit} saving={save.saving} error={save.error} submitLabel={t('send')}>
      {!reply && isRegulatorUser(session.role) && (
        <Checkbox checked={exemption} onChange={(_, d) => setExemption(d.checked === true)} label={t('inquiry.exemption')} />
      )}
      {!reply && (
        <Field
          label={t('inquiry.recipients')}
          required={!exemption}
          hint={exemption ? t('validation.exemptionLocksRecipients') : undefined}
          validationState={errors.recipients ? 'error' : 'none'}
          validationMessage={errors.recipients}
        >
          <div className={styles.recipients}>
            {options.map((party) => {
              const key = PARTY_KEY[party];
              const value = indicators[key];
              const name = label(Actor, 'Actor', party);
              return (
                <div key={party} className={styles.recipient}>
                  <Label id={`${labelId}-${key}`}>{name}</Label>
                  <Dropdown
                    className={styles.dropdown}
                    aria-labelledby={`${labelId}-${key}`}
                    data-testid={`recipient-${key}`}
                    placeholder={t('inquiry.notRecipient')}
                    selectedOptions={value === undefined ? [] : [String(value)]}
                    value={value === undefined ? t('inquiry.notRecipient') : label(InquiryReplyIndicator, 'InquiryReplyIndicator', value)}
                    onOptionSelect={(_, d) => setIndicators((all) => ({ ...all, [key]: d.optionValue ? Number(d.optionValue) : undefined }))}
                  >
                    <Option value="">{t('inquiry.notRecipient')}</Option>
                    {INDICATORS.map((i) => (
                      <Option key={i} value={String(i)}>
                        {label(InquiryReplyIndicator, 'InquiryReplyIndicator', i)}
                      </Option>
                    ))}
                  </Dropdown>
                </div>
              );
            })}
          </div>
        </Field>
      )}
      {!reply && sender === Actor.Company && <span>{t('inquiry.regulatorAlways')}</span>}
      <MessageTextField label={t('message')} required value={content} onChange={setContent} error={errors.content} name="MessageContent" />
      <AttachmentPicker files={files} onFilesChange={setFiles} disabled={save.saving} />
    </MessageDrawer>
  );
}
