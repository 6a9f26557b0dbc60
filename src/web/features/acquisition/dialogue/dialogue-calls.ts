import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CallContract } from '@/domain/contract';
import {
  statementCall,
  statementTemplateCall,
  timeWithPartiesCall,
} from '@/domain/schemas/case-dialogue';
import { approversCall, contactPersonsCall } from '@/domain/schemas/user-profile';
import { callApi } from '../../../api/client';
import { followTimelineEvents } from './follow-timeline-events';
import type { PickedFile } from '../../../components/attachments/pick-files';
import { saveMessageWithFiles } from '../../../offline/message-outbox';
import { useSession } from '@/web/session/use-session';
import { acquisitionKeys } from '../api/acquisition-keys';

/**
 * Saves a dialogue message (statement, follow-up, inquiry, reply, fisheries expert report) through the outbox with
 * its files (like a note): sent at once online, queued at sea; the drawer keeps what was typed when it is refused.
 */
export function saveDialogueMessage<C extends CallContract>(input: {
  contract: C;
  params: Record<string, string>;
  body: Record<string, unknown>;
  files: readonly PickedFile[];
  acquisitionId: string;
  label: string;
}) {
  return saveMessageWithFiles({
    contract: input.contract,
    params: input.params as never,
    body: { ...input.body, capturedAt: new Date().toISOString() },
    files: input.files.map(({ id, file }) => ({ id, file })),
    acquisitionId: input.acquisitionId,
    entityId: `dialogue:${crypto.randomUUID()}`,
    label: input.label,
  });
}

export function useStatement(messageId: string | undefined) {
  const { contextToken } = useSession();
  return useQuery({
    queryKey: ['statement', contextToken, messageId],
    queryFn: ({ signal }) => callApi(statementCall, { params: { id: messageId! }, signal }),
    enabled: Boolean(messageId),
    retry: false,
  });
}

export function useStatementTemplate(lawCategory: number, onChange: boolean) {
  const { contextToken } = useSession();
  return useQuery({
    queryKey: ['statementTemplate', contextToken, lawCategory, onChange],
    queryFn: ({ signal }) => callApi(statementTemplateCall, { params: { cat: lawCategory, flag: String(onChange) } as never, signal }),
    enabled: false,
  });
}

export function useApprovers() {
  const { contextToken } = useSession();
  return useQuery({ queryKey: ['approvers', contextToken], queryFn: ({ signal }) => callApi(approversCall, { signal }) });
}

export function usePartyContacts() {
  const { contextToken } = useSession();
  return useQuery({ queryKey: ['contactPersons', contextToken], queryFn: ({ signal }) => callApi(contactPersonsCall, { signal }) });
}

export function useTimeWithParties(id: string, enabled = true) {
  const { contextToken } = useSession();
  return useQuery({
    queryKey: [...acquisitionKeys.one(contextToken, id), 'timeWithParties'],
    queryFn: ({ signal }) => callApi(timeWithPartiesCall, { params: { id }, signal }),
    refetchInterval: 60_000,
    enabled,
  });
}

/**
 * The live timeline of the case page (followTimelineEvents): asks the case's queries again on each event and whenever
 * a new stream is ready after a lost one, and whenever the window regains focus, so nothing is missed meanwhile.
 */
export function useTimelineEvents(id: string) {
  const { contextToken } = useSession();
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: acquisitionKeys.one(contextToken, id) });
    window.addEventListener('focus', refresh);
    const stop = followTimelineEvents(id, refresh);
    return () => {
      stop();
      window.removeEventListener('focus', refresh);
    };
  }, [client, contextToken, id]);
}
