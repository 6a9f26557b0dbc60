import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '../../domain/contract';
import { MAX_UPLOAD_BYTES } from '../../domain/rules/uploads';
import { ATTACHMENT_PROBLEM, TUS_PATH, ZUploadMetadata } from '../../domain/schemas/attachments';
import type { TViewer } from '../../domain/visibility';
import { readableAcquisition } from '../access/acquisition-access';
import { viewerOf } from '../access/viewer';
import { attachmentById } from '../db/queries/attachments';
import { AppError, badRequest, conflict, titleOfStatus } from '../http/app-error';
import { uploadProblem } from './check-file';
import { receiveStoredFile } from './receive-file';
import type { AttachmentStore } from './store';
import type { TUploadArea } from './upload-area';
import { quotaProblemOf, UploadQuotaError, type TQuotaProblem } from './upload-quota';

const UPLOAD_ID = /^[0-9a-f]{32}$/;

/**
 * The upload's id: derived from the uploader and the device's attachment id (issue 25), so the same file of the same
 * outbox entry always names the same upload. A creation whose answer was lost on the way and is sent again finds the
 * upload made the first time (answered with its Location) instead of making a second one.
 */
const uploadIdOf = (userId: string, attachmentId: string) => createHash('sha256').update(`${userId}\n${attachmentId}`).digest('hex').slice(0, 32);

/** The attachmentId of a creation's Upload-Metadata header ('key base64,key base64'), if it names one. */
function attachmentIdOfHeader(header: string | string[] | undefined): string | undefined {
  for (const pair of String(header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key === 'attachmentId' && value) return Buffer.from(value, 'base64').toString('utf8');
  }
  return undefined;
}

/** Who sent each request tus is handling (its raw request): the hooks below run on tus's own request object. */
const viewers = new WeakMap<IncomingMessage, TViewer>();

function viewerOfTus(req: unknown): TViewer {
  const raw = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
  const viewer = raw && viewers.get(raw);
  if (!viewer) throw { status_code: 401, body: problemBody(401, 'problems:auth.unauthorized') };
  return viewer;
}

function problemBody(status: number, detail: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ ...extra, type: 'about:blank', title: titleOfStatus(status), status, detail });
}

/** An AppError thrown in a tus hook as the { status_code, body } tus answers with (problem+json text). */
function asTusError(error: unknown): unknown {
  if (error instanceof AppError) {
    return { status_code: error.status, body: problemBody(error.status, error.message, { ...error.extra, errors: error.fieldErrors }) };
  }
  return error;
}

const metadataOf = (upload: Upload) => {
  const parsed = ZUploadMetadata.safeParse(upload.metadata ?? {});
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'metadata');
    throw badRequest(ATTACHMENT_PROBLEM.uploadMetadata, { [`metadata.${field}`]: [parsed.error.issues[0]?.message ?? ATTACHMENT_PROBLEM.uploadMetadata] }, { field });
  }
  return parsed.data;
};

/** 429 or 413 when the user's unfinished uploads are at their limit (the quick check; the store's create is the hard one). */
async function quotaProblem(uploads: TUploadArea, userId: string, length: number): Promise<TQuotaProblem | undefined> {
  return quotaProblemOf(await uploads.unfinishedOf(userId), length);
}

/** The response headers of a refusal past the upload limit: problem+json, and when the device may try again. */
const QUOTA_HEADERS = { 'tus-resumable': '1.0.0', 'retry-after': '600', 'content-type': 'application/problem+json' };

/**
 * tus's answer to an error thrown inside it: the user's limit reached when the store wrote the record (two creations
 * at once, the quick check passed by both) is answered as the quick check answers (problem+json, Retry-After). tus
 * sends an error's body as text with its own type; given bytes it sets none, so the type set here stays.
 */
function tusErrorAnswer(req: Request, error: unknown): { status_code: number; body: string } | undefined {
  if (!(error instanceof UploadQuotaError)) return undefined;
  const res = (req as { runtime?: { node?: { res?: ServerResponse } } }).runtime?.node?.res;
  for (const [name, value] of Object.entries(QUOTA_HEADERS)) res?.setHeader(name, value);
  const { status, detail, extra } = error.problem;
  return { status_code: status, body: Buffer.from(problemBody(status, detail, extra)) as unknown as string };
}

/**
 * Resumable uploads (tus 1.0.0, @tus/server with @tus/file-store) under API_BASE + TUS_PATH: authenticated like a
 * 'context' call; an upload is created only for a case the user opens, with the metadata of ZUploadMetadata, a
 * declared length of 1 byte to 50 MB and an allowed name; only its creator may continue, query or end it. When the
 * last byte arrives the file moves into the attachment store and is checked (SHA-256 as announced, hashed while
 * received by HashingFileStore on disk; content by magic bytes) and recorded as the uploader's unlinked attachment under the device's attachment id. The
 * unfinished uploads and their locks are the upload area's (upload-area.ts: on disk with tus's MemoryLocker, or in
 * PostgreSQL with advisory locks for several instances).
 */
export async function registerResumableUploads(app: FastifyInstance, store: AttachmentStore, uploads: TUploadArea): Promise<Server> {
  const { datastore, locker } = uploads;
  const tus = new Server({
    path: API_BASE + TUS_PATH,
    datastore,
    locker,
    maxSize: MAX_UPLOAD_BYTES,
    relativeLocation: true,
    respectForwardedHeaders: false,
    disableTerminationForFinishedUploads: true,
    // The id is ours (tus's own random hex); a client's name never becomes a path.
    getFileIdFromRequest: (_req, lastPath) => (lastPath && UPLOAD_ID.test(lastPath) ? lastPath : undefined),
    namingFunction: (req, metadata) => {
      const attachmentId = metadata?.attachmentId;
      return attachmentId ? uploadIdOf(viewerOfTus(req).userId, attachmentId) : randomBytes(16).toString('hex');
    },
    onResponseError: tusErrorAnswer,
    onIncomingRequest: async (req, uploadId) => {
      const viewer = viewerOfTus(req);
      if (req.method === 'POST' || req.method === 'OPTIONS') return;
      const upload = await datastore.getUpload(uploadId).catch(() => undefined);
      if (!upload || upload.metadata?.uploadedBy !== viewer.userId) throw { status_code: 404, body: problemBody(404, ATTACHMENT_PROBLEM.notFound) };
    },
    onUploadCreate: async (req, upload) => {
      try {
        const viewer = viewerOfTus(req);
        const metadata = metadataOf(upload);
        if (upload.size === undefined) throw badRequest(ATTACHMENT_PROBLEM.uploadMetadata, undefined, { field: 'Upload-Length' });
        const problem = uploadProblem(metadata.filename, upload.size);
        if (problem) throw problem;
        await readableAcquisition(app.db, viewer, metadata.acquisitionId, ATTACHMENT_PROBLEM.notFound);
        if (await attachmentById(app.db, metadata.attachmentId)) {
          throw conflict(ATTACHMENT_PROBLEM.idTaken, { code: 'attachmentIdTaken', attachmentId: metadata.attachmentId });
        }
        return { metadata: { ...upload.metadata, uploadedBy: viewer.userId } };
      } catch (error) {
        throw asTusError(error);
      }
    },
    onUploadFinish: async (req, upload) => {
      try {
        const viewer = viewerOfTus(req);
        const metadata = metadataOf(upload);
        const row = await receiveStoredFile(
          { db: app.db, store },
          { attachmentId: metadata.attachmentId, name: metadata.filename, acquisitionId: metadata.acquisitionId, uploaderId: viewer.userId, expectedSha256: metadata.sha256 },
          await uploads.adopt(upload),
        );
        return { headers: { 'x-attachment-id': row.id, 'x-attachment-sha256': row.sha256 } };
      } catch (error) {
        throw asTusError(error);
      } finally {
        await uploads.forget(upload.id);
      }
    },
  });

  // Uploads left unfinished past their expiry go away (hourly; one instance does it).
  const sweep = setInterval(() => void tus.cleanUpExpiredUploads().catch((error: unknown) => app.log.warn({ err: error }, 'expired uploads')), 3_600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  await app.register(async (scope) => {
    // tus reads the bytes itself: the parser leaves them in the request.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, 'context');
      const viewer = viewerOf(request);
      viewers.set(request.raw, viewer);
      if (request.method === 'POST') {
        // The same file of the same entry again (its first answer lost): the upload made the first time, not a second.
        const attachmentId = attachmentIdOfHeader(request.headers['upload-metadata']);
        const existing = attachmentId ? await datastore.getUpload(uploadIdOf(viewer.userId, attachmentId)).catch(() => undefined) : undefined;
        if (existing && existing.metadata?.uploadedBy === viewer.userId && String(existing.size) === String(request.headers['upload-length'])) {
          return reply
            .code(201)
            .header('tus-resumable', '1.0.0')
            .header('location', `${API_BASE + TUS_PATH}/${existing.id}`)
            .header('upload-offset', String(existing.offset))
            .send();
        }
        // A user's unfinished uploads are limited (issue 25): one user cannot fill the disk. The device keeps the file.
        const quota = await quotaProblem(uploads, viewer.userId, Number(request.headers['upload-length'] ?? 0));
        if (quota) return reply.code(quota.status).headers(QUOTA_HEADERS).send(problemBody(quota.status, quota.detail, quota.extra));
      }
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    };
    scope.route({ method: ['POST', 'OPTIONS'], url: API_BASE + TUS_PATH, handler: handle });
    scope.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `${API_BASE + TUS_PATH}/:uploadId`, handler: handle });
  });
  return tus;
}
