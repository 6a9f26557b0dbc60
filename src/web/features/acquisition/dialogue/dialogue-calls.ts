import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CallContract } from '@/domain/contract';
import { buildPath, API_BASE } from '@/domain/contract';
import {
  statementCall,
  statementTemplateCall,
  timeWithPartiesCall,
  timelineEventsCall,
} from '@/domain/schemas/case-dialogue';
import { approversCall, contactPersonsCall } from '@/domain/schemas/user-profile';
import { callApi, headersOf } from '../../../api/client';
import { getToken, subscribeSession } from '../../../api/session-storage';
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

export function useTimeWithParties(id: string) {
  const { contextToken } = useSession();
  return useQuery({
    queryKey: [...acquisitionKeys.one(contextToken, id), 'timeWithParties'],
    queryFn: ({ signal }) => callApi(timeWithPartiesCall, { params: { id }, signal }),
    refetchInterval: 60_000,
  });
}

/** How long the page waits before asking for a stream again after one was cut, refused or never came. */
const RETRY_MS = 3000;
/** How long it waits for a new access token after its stream was refused (401) or ended with its session or token. */
const TOKEN_WAIT_MS = 60_000;

/** Resolves when the access token is another than `previous` (the session's refresh, a new sign-in), or after `ms`. */
function untilTokenChanges(previous: string | null, ms: number, stopped: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe = () => undefined as void;
    const done = () => {
      clearTimeout(timer);
      clearInterval(poll);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, ms);
    // The page's unmount ends the wait too (checked every second).
    const poll = setInterval(() => stopped() && done(), 1000);
    unsubscribe = subscribeSession(() => {
      if (getToken() !== previous) done();
    });
    if (getToken() !== previous) done();
  });
}

/**
 * The live timeline: reads GET /Acquisitions/{id}/events (server-sent events, with the call's headers) and asks the
 * case's queries again on each event; when the stream is cut (or never came) it tries again every 3 s and asks the
 * case's queries again once a new stream is ready, and the page refetches whenever the window regains focus, so
 * nothing is missed meanwhile.
 *
 * A stream lives no longer than the access token it was opened with: the service ends it with an event 'end'
 * {reason: 'tokenExpired'} (the page opens the next one at once, with the token its refresh holds now: authorised
 * anew), {reason: 'sessionEnded'} at sign-out (no new stream until there is a new token), and refuses one with 401
 * when the token has expired (the page waits for its refresh instead of asking every 3 s) and 429 beyond the user's
 * cap of open streams (asked again after Retry-After).
 */
export function useTimelineEvents(id: string) {
  const { contextToken } = useSession();
  const client = useQueryClient();
  useEffect(() => {
    let stopped = false;
    let controller: AbortController | undefined;
    const refresh = () => void client.invalidateQueries({ queryKey: acquisitionKeys.one(contextToken, id) });
    const onFocus = () => refresh();
    window.addEventListener('focus', onFocus);
    async function connect(): Promise<void> {
      // Every stream after the first try (one was cut, refused or never came): its 'ready' asks again, since
      // something may have come meanwhile.
      let tries = 0;
      while (!stopped) {
        controller = new AbortController();
        const token = getToken();
        /** What to do once this try is over: wait RETRY_MS, wait for another token, go on at once, or wait longer. */
        let next: { kind: 'retry' } | { kind: 'newToken' } | { kind: 'now' } | { kind: 'after'; ms: number } = { kind: 'retry' };
        try {
          const headers = headersOf(timelineEventsCall, {} as never);
          headers.set('accept', 'text/event-stream');
          const response = await fetch(API_BASE + buildPath(timelineEventsCall.path, { id }), { headers, signal: controller.signal });
          if (response.status === 401) next = { kind: 'newToken' };
          if (response.status === 429) next = { kind: 'after', ms: Math.max(RETRY_MS, Number(response.headers.get('retry-after')) * 1000 || 30_000) };
          if (!response.ok || !response.body) throw new Error(String(response.status));
          const reader = response.body.getReader();
          const decoder = new TextDecoder();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += decoder.decode(value, { stream: true });
            let cut: number;
            while ((cut = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, cut);
              buffer = buffer.slice(cut + 2);
              const event = /^event: (.*)$/m.exec(block)?.[1];
              if (event === 'message' || (event === 'ready' && tries > 0)) refresh();
              if (event === 'end') {
                const reason = /"reason":"(\w+)"/.exec(block)?.[1];
                next = reason === 'tokenExpired' ? { kind: 'now' } : reason === 'sessionEnded' ? { kind: 'newToken' } : { kind: 'retry' };
              }
            }
          }
        } catch {
          /* cut, refused or offline: try again below */
        }
        if (stopped) return;
        tries += 1;
        // The token expired: the refresh (every 50 s) has normally given another one already; if not, wait for it.
        if (next.kind === 'now' && getToken() === token) next = { kind: 'newToken' };
        if (next.kind === 'newToken') await untilTokenChanges(token, TOKEN_WAIT_MS, () => stopped);
        else if (next.kind !== 'now') await new Promise((resolve) => setTimeout(resolve, next.kind === 'after' ? next.ms : RETRY_MS));
      }
    }
    void connect();
    return () => {
      stopped = true;
      controller?.abort();
      window.removeEventListener('focus', onFocus);
    };
  }, [client, contextToken, id]);
}
