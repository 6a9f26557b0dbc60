import { Checkbox, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { useParams } from 'react-router-dom';
import { Actor } from '@/domain/enums/actor';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { approveStatementCall } from '@/domain/schemas/case-dialogue';
import { callApi, isApiError } from '../../../api/client';
import { useSession } from '@/web/session/use-session';
import { useEnumLabel } from '../../../components/use-enum-label';
import { acquisitionKeys } from '../api/acquisition-keys';
import { useTimeline } from '../api/get-timeline';
import { MessageDrawer } from '../drawers/message-drawer';
import { MessageTextField } from '../drawers/message-text-field';
import { DrawerSaveError, useDrawerSave } from '../drawers/use-drawer-save';

/**
 * drawer/statementDeclined/{messageId} (decline with a reason) and drawer/statementApproval/{messageId} (approve with
 * an optional comment). The regulator's approval of the case while other parties' statements are not approved is asked
 * before the first click (the statement's approvalMissingParties, from the service): the drawer names the missing
 * parties and approving regardless is an explicit choice. Should the service still refuse (409 missingStatements, a
 * statement changed meanwhile), the question is shown with the parties it names, without an error.
 */
export function ApprovalDrawer({ acquisition, approve }: { acquisition: TAcquisition; approve: boolean }) {
  const { t } = useTranslation('case-dialogue');
  const label = useEnumLabel();
  const { messageId = '' } = useParams();
  const { contextToken } = useSession();
  const client = useQueryClient();
  const save = useDrawerSave();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string>();
  const timeline = useTimeline(acquisition.id);
  const statement = timeline.data?.pages.flat().find((m) => m.messageId === messageId);
  const [refused, setRefused] = useState<number[] | null>(null);
  const missing = approve ? (refused ?? statement?.approvalMissingParties ?? []) : [];
  const [despite, setDespite] = useState(false);
  const missingNames = missing.map((p) => label(Actor, 'Actor', p)).join(t('and'));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!approve && !content.trim()) return setError(t('validation.required'));
    setError(undefined);
    if (missing.length > 0 && !despite) return setError(t('approval.chooseDespite'));
    void save.run(async () => {
      try {
        await callApi(approveStatementCall, {
          params: { id: acquisition.id, messageId },
          body: { IsApproved: approve, messageContent: content, ...(despite && missing.length > 0 ? { approveDespiteMissingStatements: true } : {}) },
        });
      } catch (failure) {
        const problem = isApiError(failure) ? (failure.body as { code?: string; missingParties?: string } | undefined) : undefined;
        if (problem?.code === 'missingStatements') {
          setRefused((problem.missingParties ?? '').split(',').map(Number).filter((n) => n > 0));
          setDespite(false);
          throw new DrawerSaveError(t('approval.chooseDespite'));
        }
        throw failure;
      }
      void client.invalidateQueries({ queryKey: acquisitionKeys.one(contextToken, acquisition.id) });
      return t(approve ? 'approval.approved' : 'approval.declined');
    });
  };
  return (
    <MessageDrawer title={t(approve ? 'approval.title' : 'decline.title')} onSubmit={submit} saving={save.saving} error={save.error} submitLabel={t(approve ? 'approveButton' : 'declineButton')}>
      <MessageTextField
        label={t(approve ? 'approval.comment' : 'decline.reason')}
        required={!approve}
        value={content}
        onChange={(value) => {
          setContent(value);
          if (error && value.trim()) setError(undefined);
        }}
        error={missing.length > 0 ? undefined : error}
      />
      {missing.length > 0 && (
        <>
          <MessageBar intent="info" data-testid="missing-statements">
            <MessageBarBody>{t('approval.missingQuestion', { parties: missingNames, count: missing.length })}</MessageBarBody>
          </MessageBar>
          <Checkbox
            checked={despite}
            onChange={(_, d) => {
              setDespite(d.checked === true);
              setError(undefined);
            }}
            label={t('approval.despiteNamed', { parties: missingNames })}
          />
          {error && (
            <Text role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>
              {error}
            </Text>
          )}
        </>
      )}
    </MessageDrawer>
  );
}
