import type { BodyOf, CallContract, ParamsOf, QueryOf, ResponseOf } from '@/domain/contract';
import { ANSWER_LIMITS } from '../api/answer-limit';
import { ApiError, callApi } from '../api/client';
import { isOfflineSession } from '../api/session-storage';
import { requestBackgroundSync } from './background-sync';
import type { OutboxEntry } from './db';
import { enqueue, waitingEntries } from './outbox-queue';
import { GATEWAY_STATUSES } from './outbox-send';
import { isOnline } from './online-status';
import { forgetReceipt, markReceivedAndSigned, markSent, recordSafely } from './receipts';
import { replayOutbox } from './replay';
import { askPersistentStorage } from './storage-health';
import { useLiveQuery } from './use-live-query';

export { replayOutbox } from './replay';
export { onOutboxSent } from './outbox-events';

export type SendOrQueueResult<C> =
  | { status: 'sent'; response: ResponseOf<C> }
  | { status: 'queued'; entry: OutboxEntry };

export interface SendOrQueueRequest<C> {
  params?: ParamsOf<C>;
  query?: QueryOf<C>;
  body?: BodyOf<C> | FormData;
}

export interface OutboxMeta {
  /** The entity the change is about (a draft's id): its changes replay in order, behind a create made offline. */
  entityId: string;
  /** Short Norwegian text for the user, e.g. 'Lagre utkast'. */
  label: string;
}

const entityChains = new Map<string, Promise<unknown>>();

/** Runs the calls of one entity one after another, so their order is kept even when online. */
function serialised<T>(entityId: string, work: () => Promise<T>): Promise<T> {
  const previous = entityChains.get(entityId) ?? Promise.resolve();
  const next = previous.then(work, work);
  const tail = next.catch(() => undefined);
  entityChains.set(entityId, tail);
  void tail.then(() => {
    if (entityChains.get(entityId) === tail) entityChains.delete(entityId);
  });
  return next;
}

/**
 * Sends a change now (callApi with a generated Idempotency-Key) or, offline, when no answer comes (status 0, none
 * within ANSWER_LIMITS.writeMs, or a gateway's 502/503/504), or when earlier changes of the same entity still wait, stores it in the outbox with that
 * key, to be replayed later. A refusal while online (4xx, 500) is thrown as ApiError, as callApi does.
 */
export function sendOrQueue<C extends CallContract>(
  contract: C,
  request: SendOrQueueRequest<C>,
  meta: OutboxMeta,
): Promise<SendOrQueueResult<C>> {
  return serialised(meta.entityId, async () => {
    const key = crypto.randomUUID();
    const queue = async (): Promise<SendOrQueueResult<C>> => {
      const entry = await enqueue({
        key,
        method: contract.method,
        path: contract.path,
        params: request.params as OutboxEntry['params'],
        query: request.query as OutboxEntry['query'],
        body: request.body,
        ...meta,
      });
      void requestBackgroundSync();
      // Something waits on this device now: ask the browser not to evict its storage under pressure.
      void askPersistentStorage();
      return { status: 'queued', entry };
    };
    const waiting = (await waitingEntries(meta.entityId)).length > 0;
    if (waiting) {
      const result = await queue();
      if (isOnline()) void replayOutbox();
      return result;
    }
    // An offline session has no token: its changes wait for the sign-in even when the network is back.
    if (!isOnline() || isOfflineSession()) return queue();
    const item = {
      key,
      method: contract.method,
      path: contract.path,
      params: request.params as OutboxEntry['params'],
      body: request.body,
      ...meta,
    };
    try {
      await recordSafely(markSent(item));
      // A stalled link: the change is queued after ANSWER_LIMITS.writeMs (sent again with its key), not waited for.
      const answerWithinMs = request.body instanceof FormData ? undefined : ANSWER_LIMITS.writeMs;
      const response = await callApi(contract, { ...request, idempotencyKey: key, answerWithinMs });
      await recordSafely(markReceivedAndSigned(item, response));
      return { status: 'sent', response };
    } catch (error) {
      if (!(error instanceof ApiError)) return queue();
      if (error.responseStatus === 0 || GATEWAY_STATUSES.has(error.responseStatus)) return queue();
      await recordSafely(forgetReceipt(key));
      throw error;
    }
  });
}

/** The entries still waiting (pending, failed, in conflict), of one entity or of all, oldest first; live. */
export function useOutboxEntries(entityId?: string): OutboxEntry[] {
  return useLiveQuery(() => waitingEntries(entityId), [entityId], [] as OutboxEntry[]);
}

/** Like useOutboxEntries, but undefined until the device's outbox has been read (to tell 'none' from 'not yet'). */
export function useWaitingEntries(entityId?: string): OutboxEntry[] | undefined {
  return useLiveQuery(() => waitingEntries(entityId), [entityId]);
}
