import type { FastifyInstance, FastifyRequest } from 'fastify';
import { viewerOf } from '../../access/viewer';
import { jsonPart, readMultipartMessage } from '../../attachments/multipart';
import type { TMultipartBody } from '../../http/register-call';

/**
 * The multipart form of a dialogue message as its JSON body: text parts by the body's field names (any case),
 * those in `typed` read as JSON (numbers, booleans, null), attachmentIds a JSON array, the received files added to it.
 */
export async function dialogueFromMultipart(
  app: FastifyInstance,
  request: FastifyRequest,
  acquisitionId: string,
  fields: { text: readonly string[]; typed?: readonly string[] },
): Promise<TMultipartBody> {
  const viewer = viewerOf(request);
  const read = await readMultipartMessage({ db: app.db, store: app.attachmentStore }, request, { acquisitionId, uploaderId: viewer.userId });
  const parts: Record<string, unknown> = {};
  for (const name of fields.text) if (read.fields[name.toLowerCase()] !== undefined) parts[name] = read.fields[name.toLowerCase()];
  for (const name of fields.typed ?? []) {
    const value = jsonPart(read.fields, name);
    if (value !== undefined) parts[name] = value;
  }
  const uploaded = jsonPart(read.fields, 'attachmentIds');
  const named = Array.isArray(uploaded) ? (uploaded as unknown[]) : uploaded === undefined ? [] : uploaded;
  return {
    body: { ...parts, attachmentIds: Array.isArray(named) ? [...named, ...read.files.map((f) => f.id)] : named },
    hashBody: { ...parts, attachmentIds: named, files: read.files.map((f) => ({ name: f.name, size: f.size, sha256: f.sha256 })) },
    discard: read.discard,
  };
}
