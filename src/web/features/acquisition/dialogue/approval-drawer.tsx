import { Checkbox, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { approveStatementCall } from '@/domain/schemas/case-dialogue';
import { callApi, isApiError } from '../../../api/client';
import { useSession } from '@/web/session/use-session';
import { acquisitionKeys } from '../api/acquisition-keys';
import { MessageDrawer } from '../drawers/message-drawer';
import { MessageTextField } from '../drawers/message-text-field';
import { DrawerSaveError, useDrawerSave } from '../drawers/use-drawer-save';

/**
 * drawer/statementDeclined/{messageId} (decline with a reason) and drawer/statementApproval/{messageId} (approve with
 * an optional comment). The regulator's approval of the case may be refused while other statements are not approved
 * (409 missingStatements): the drawer then offers to approve regardless, as an explicit decision.
 */
export function ApprovalDrawer({ acquisition, approve }: { acquisition: TAcquisition; approve: boolean }) {
  const { t } = useTranslation('case-dialogue');
  const { messageId = '' } = useParams();
  const { contextToken } = useSession();
  const client = useQueryClient();
  const save = useDrawerSave();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string>();
  const [missing, setMissing] = useState<string | null>(null);
  const [despite, setDespite] = useState(false);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!approve && !content.trim()) return setError(t('validation.required'));
    setError(undefined);
    void save.run(async () => {
      try {
        await callApi(approveStatementCall, {
          params: { id: acquisition.id, messageId },
          body: { IsApproved: approve, messageContent: content, ...(despite ? { approveDespiteMissingStatements: true } : {}) },
        });
      } catch (failure) {
        const problem = isApiError(failure) ? (failure.body as { code?: string; missingParties?: string } | undefined) : undefined;
        if (problem?.code === 'missingStatements') {
          setMissing(problem.missingParties ?? '');
          throw new DrawerSaveError(t('approval.missingStatements'));
        }
        throw failure;
      }
      void client.invalidateQueries({ queryKey: acquisitionKeys.one(contextToken, acquisition.id) });
      return t(approve ? 'approval.approved' : 'approval.declined');
    });
  };
  return (
    <MessageDrawer title={t(approve ? 'approval.title' : 'decline.title')} onSubmit={submit} saving={save.saving} error={save.error} submitLabel={t(approve ? 'approveButton' : 'declineButton')}>
      <MessageTextField label={t(approve ? 'approval.comment' : 'decline.reason')} required={!approve} value={content} onChange={setContent} error={error} />
      {missing !== null && (
        <>
          <MessageBar intent="warning">
            <MessageBarBody>{t('approval.missingStatements')}</MessageBarBody>
          </MessageBar>
          <Checkbox checked={despite} onChange={(_, d) => setDespite(d.checked === true)} label={t('approval.despite')} />
        </>
      )}
    </MessageDrawer>
  );
}
