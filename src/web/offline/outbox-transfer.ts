import { z } from 'zod';
import { db, type OutboxEntry, type StoredBlob } from './db';
import { blobIdsOf } from './outbox-form';
import { waitingEntries } from './outbox-queue';
import { currentOwnerId } from './owner';
import { hasReceipt } from './receipts';
import { replayOutbox } from './replay';
import { guardStorage } from './storage-error';

/** The format name and version of an exported outbox file. */
export const OUTBOX_FILE_FORMAT = 'meldesystem-outbox';
export const OUTBOX_FILE_VERSION = 1;

const ZParams = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
const ZFormField = z.union([
  z.object({ name: z.string(), value: z.string() }),
  z.object({ name: z.string(), blobId: z.string(), fileName: z.string().optional() }),
]);

const ZExportedEntry = z.object({
  key: z.string().min(1).max(200),
  method: z.enum(['POST', 'PUT', 'DELETE', 'PATCH']),
  path: z.string().startsWith('/'),
  params: ZParams.optional(),
  query: z.record(z.string(), z.unknown()).optional(),
  body: z.unknown().optional(),
  form: z.array(ZFormField).optional(),
  entityId: z.string(),
  label: z.string(),
  createdAt: z.number(),
});

const ZExportedBlob = z.object({ id: z.string(), entityId: z.string(), type: z.string(), base64: z.string() });

/** An exported outbox: the unsent changes of one user, with their Idempotency-Keys, oldest first. */
export const ZOutboxFile = z.object({
  format: z.literal(OUTBOX_FILE_FORMAT),
  version: z.literal(OUTBOX_FILE_VERSION),
  exportedAt: z.string(),
  ownerId: z.string(),
  entries: z.array(ZExportedEntry),
  blobs: z.array(ZExportedBlob).default([]),
});
export type TOutboxFile = z.infer<typeof ZOutboxFile>;

async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string, type: string): Blob {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** The signed-in user's unsent changes (all that wait, refused ones too), as a file another device can import. */
export async function exportOutbox(now = new Date()): Promise<TOutboxFile> {
  const entries = await waitingEntries();
  const blobIds = entries.flatMap((entry) => blobIdsOf(entry.form));
  const blobs = (await db.blobs.bulkGet(blobIds)).filter((blob): blob is StoredBlob => blob !== undefined);
  return {
    format: OUTBOX_FILE_FORMAT,
    version: OUTBOX_FILE_VERSION,
    exportedAt: now.toISOString(),
    ownerId: currentOwnerId(),
    entries: entries.map((entry) => ({
      key: entry.key,
      method: entry.method as TOutboxFile['entries'][number]['method'],
      path: entry.path,
      params: entry.params,
      query: entry.query as Record<string, unknown> | undefined,
      body: entry.body,
      form: entry.form,
      entityId: entry.entityId,
      label: entry.label,
      createdAt: entry.createdAt,
    })),
    blobs: await Promise.all(
      blobs.map(async (blob) => ({ id: blob.id, entityId: blob.entityId, type: blob.blob.type, base64: await toBase64(blob.blob) })),
    ),
  };
}

/** The file name of an export made now: meldesystem-usendte-endringer-2026-11-23-2231.json. */
export function exportFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}`;
  return `meldesystem-usendte-endringer-${stamp}.json`;
}

export type ImportResult =
  | { kind: 'imported'; added: number; skipped: number }
  /** The file is not an exported outbox. */
  | { kind: 'invalid' }
  /** Exported by another user: their keys are theirs at the service, so the changes could arrive twice. */
  | { kind: 'otherUser' };

/**
 * Puts the changes of an exported outbox into this device's outbox with their own Idempotency-Keys, oldest first,
 * and replays: the service answers a key it has seen with its first answer, so nothing arrives twice, whichever
 * device sends first. A change already waiting here, or already received from here (its receipt), is skipped.
 */
export async function importOutbox(text: string): Promise<ImportResult> {
  let file: TOutboxFile;
  try {
    const parsed = ZOutboxFile.safeParse(JSON.parse(text));
    if (!parsed.success) return { kind: 'invalid' };
    file = parsed.data;
  } catch {
    return { kind: 'invalid' };
  }
  const owner = currentOwnerId();
  if (!owner || file.ownerId !== owner) return { kind: 'otherUser' };
  let added = 0;
  let skipped = 0;
  await guardStorage(() =>
    db.transaction('rw', db.outbox, db.blobs, db.receipts, async () => {
      const blobs = new Map(file.blobs.map((blob) => [blob.id, blob]));
      for (const entry of [...file.entries].sort((a, b) => a.createdAt - b.createdAt)) {
        const known = (await db.outbox.where('key').equals(entry.key).count()) > 0 || (await hasReceipt(entry.key));
        if (known) {
          skipped++;
          continue;
        }
        const carried = blobIdsOf(entry.form).flatMap((id) => {
          const blob = blobs.get(id);
          return blob ? [{ id, entityId: blob.entityId, blob: fromBase64(blob.base64, blob.type) }] : [];
        });
        if (carried.length) await db.blobs.bulkPut(carried);
        await db.outbox.add({
          ...entry,
          state: 'pending',
          attempts: 0,
          nextAttemptAt: 0,
          ownerId: owner,
        } as Omit<OutboxEntry, 'id'> as OutboxEntry);
        added++;
      }
    }),
  );
  if (added > 0) void replayOutbox();
  return { kind: 'imported', added, skipped };
}
