import { jsonBodyText } from '../api/client';
import type { OutboxEntry, OutboxReceipt } from './db';
import { loadDatabase, loadedDatabase } from './database';
import { currentOwnerId } from './owner';
import { guardStorage } from './storage-error';
import { useLiveQuery } from './use-live-query';

/** How many receipts the device keeps (the newest); older ones are dropped when a new one is written. */
export const RECEIPTS_KEPT = 500;

type SentItem = Pick<OutboxEntry, 'key' | 'entityId' | 'label' | 'method' | 'path' | 'params'> & {
  body?: unknown;
  createdAt?: number;
};

/** The time the item was made on board: the body's capturedAt when it carries one, else when it was queued. */
export function capturedAtOf(item: SentItem, now = Date.now()): string {
  const captured = (item.body as { capturedAt?: unknown } | undefined)?.capturedAt;
  if (typeof captured === 'string' && captured) return captured;
  return new Date(item.createdAt ?? now).toISOString();
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined;

/**
 * What an answer says of the receipt: the service's received time and the id it gave the item. Read from a
 * `receipt` member ({ receivedAt, messageId }) or the answer's own receivedAt / messageId (else its id).
 */
export function receiptFieldsOf(response: unknown): { receivedAt?: string; messageId?: string } {
  if (typeof response !== 'object' || response === null) return {};
  const answer = response as Record<string, unknown>;
  const nested = typeof answer.receipt === 'object' && answer.receipt !== null ? (answer.receipt as Record<string, unknown>) : {};
  return {
    receivedAt: text(nested.receivedAt) ?? text(answer.receivedAt),
    messageId: text(nested.messageId) ?? text(answer.messageId) ?? text(answer.id),
  };
}

/**
 * Items that get a receipt: what creates something at the service (POST: a report, a message, a draft) and every
 * change made on board (its body carries capturedAt: the status changes). A draft's autosaved full-document PUTs do
 * not: they are not items the user sent, and one is kept per draft anyway.
 */
export function wantsReceipt(item: Pick<SentItem, 'method' | 'body'>): boolean {
  if (item.method === 'POST') return true;
  return typeof (item.body as { capturedAt?: unknown } | undefined)?.capturedAt === 'string';
}

/** Writes that the item went out now (a receipt already 'received' stays so). */
export async function markSent(item: SentItem): Promise<void> {
  const db = loadedDatabase() ?? (await loadDatabase());
  if (!wantsReceipt(item)) return;
  const now = Date.now();
  await guardStorage(() =>
    db.transaction('rw', db.receipts, async () => {
      const existing = await db.receipts.get(item.key);
      if (existing?.state === 'received') return;
      await db.receipts.put({
        key: item.key,
        entityId: item.entityId,
        label: item.label,
        method: item.method,
        path: item.path,
        params: item.params,
        ownerId: existing?.ownerId ?? currentOwnerId(),
        capturedAt: existing?.capturedAt ?? capturedAtOf(item, now),
        state: 'sent',
        sentAt: now,
        updatedAt: now,
      });
    }),
  );
}

/** SHA-256 (hex) of the JSON text a body is sent as (callApi's); undefined for no body or a form. */
export async function sentSha256Of(body: unknown): Promise<string | undefined> {
  if (body === undefined || body instanceof FormData || !globalThis.crypto?.subtle) return undefined;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(jsonBodyText(body)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Writes that the service answered the item (with its received time and id when the answer names them). */
export async function markReceived(item: SentItem, response: unknown): Promise<void> {
  const db = loadedDatabase() ?? (await loadDatabase());
  if (!wantsReceipt(item)) return;
  const now = Date.now();
  const fields = receiptFieldsOf(response);
  const sentSha256 = await sentSha256Of(item.body).catch(() => undefined);
  await guardStorage(() =>
    db.transaction('rw', db.receipts, async () => {
      const existing = await db.receipts.get(item.key);
      const receipt: OutboxReceipt = {
        key: item.key,
        entityId: item.entityId,
        label: item.label,
        method: item.method,
        path: item.path,
        params: item.params,
        ownerId: existing?.ownerId ?? currentOwnerId(),
        capturedAt: existing?.capturedAt ?? capturedAtOf(item, now),
        sentAt: existing?.sentAt ?? now,
        state: 'received',
        receivedAt: fields.receivedAt ?? existing?.receivedAt ?? new Date(now).toISOString(),
        messageId: fields.messageId ?? existing?.messageId,
        sentSha256: sentSha256 ?? existing?.sentSha256,
        signed: existing?.signed,
        updatedAt: now,
      };
      await db.receipts.put(receipt);
      const count = await db.receipts.count();
      if (count > RECEIPTS_KEPT) {
        const oldest = await db.receipts.orderBy('updatedAt').limit(count - RECEIPTS_KEPT).primaryKeys();
        await db.receipts.bulkDelete(oldest);
      }
    }),
  );
}

/**
 * Writes that the service answered the item, then asks for its signed receipt (issue 25) when the answer names a
 * message (best effort: a missing one is asked again when the device health dialog opens).
 */
export async function markReceivedAndSigned(item: SentItem, response: unknown): Promise<void> {
  await markReceived(item, response);
  const messageId = receiptFieldsOf(response).messageId;
  if (!wantsReceipt(item) || !messageId) return;
  // Not awaited: a lost answer here must not hold the replay of the next item.
  void import('./signed-receipts').then(({ fetchSignedReceipt }) => fetchSignedReceipt(item.key, messageId)).catch(() => undefined);
}

/** The service refused the item when it was sent straight away (nothing was received): its 'sent' note goes. */
export async function forgetReceipt(key: string): Promise<void> {
  const db = loadedDatabase() ?? (await loadDatabase());
  await guardStorage(() => db.receipts.delete(key));
}

/** Receipt writes never stop a send: a full disk is reported by guardStorage, the send goes on. */
export function recordSafely(write: Promise<void>): Promise<void> {
  return write.catch(() => undefined);
}

/** The signed-in user's receipts (of one entity, or all), newest first. */
export async function receiptsOf(entityId?: string): Promise<OutboxReceipt[]> {
  const db = loadedDatabase() ?? (await loadDatabase());
  const owner = currentOwnerId();
  const all = entityId
    ? await db.receipts.where('entityId').equals(entityId).toArray()
    : await db.receipts.toArray();
  return all.filter((receipt) => receipt.ownerId === owner).sort((a, b) => b.updatedAt - a.updatedAt);
}

/** Whether this device already has the service's receipt for a key (an imported item already sent from here). */
export async function hasReceipt(key: string): Promise<boolean> {
  const db = loadedDatabase() ?? (await loadDatabase());
  return (await db.receipts.get(key))?.state === 'received';
}

/** Live receipts of the signed-in user (of one entity, or all), newest first. */
export function useReceipts(entityId?: string): OutboxReceipt[] {
  return useLiveQuery(() => receiptsOf(entityId), [entityId], [] as OutboxReceipt[]);
}
