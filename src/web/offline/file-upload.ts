import { Upload, type DetailedError, type FileReader as TusFileReader } from 'tus-js-client';
import { USER_CONTEXT_HEADER } from '@/domain/contract';
import { UPLOAD_CHUNK_BYTES } from '@/domain/rules/uploads';
import { getToken, getUserContext } from '../api/session-storage';
import type { StoredFileRecord } from './db';
import { readStoredSlice } from './file-store';
import { headGuardingStack } from './upload-http-stack';
import { dexieUrlStorage, keepConfirmedOffset } from './upload-resume-store';
import { UploadFailure } from './upload-failure';

/** tus-js-client's own retries within one try; the outbox's backoff takes over after them. */
const RETRY_DELAYS = [0, 1000, 3000, 5000];

/** Reads the upload's bytes from the stored chunks, never the whole file at once. */
const storedFileReader: TusFileReader = {
  openFile(input: StoredFileRecord) {
    return Promise.resolve({
      size: input.size,
      async slice(start: number, end: number) {
        const bytes = await readStoredSlice(input, start, end);
        return { value: new Blob([bytes as BlobPart]), done: end >= input.size };
      },
      close() {},
    });
  },
};

export interface UploadStoredFileOptions {
  /** The tus creation endpoint (POST). */
  endpoint: string;
  /** tus Upload-Metadata (attachment id, hash, name, message ...). */
  metadata: Record<string, string>;
  onProgress?: (bytesConfirmed: number, bytesTotal: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads a stored file resumably (tus, from the page: tus-js-client 4 does not load in a service worker). The
 * fingerprint is the attachment's id and the resume state lives in IndexedDB, so after a cut link, a reload or a
 * closed tab the upload continues from the last byte the service confirmed. Answers the upload's URL.
 */
export function uploadStoredFile(file: StoredFileRecord, options: UploadStoredFileOptions): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const upload = new Upload(file as unknown as Blob, {
      endpoint: options.endpoint,
      metadata: options.metadata,
      uploadSize: file.size,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      fingerprint: () => Promise.resolve(file.id),
      urlStorage: dexieUrlStorage,
      fileReader: storedFileReader,
      // A failed HEAD is retried, never taken for a lost upload (which would start again at byte 0).
      httpStack: headGuardingStack(),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onBeforeRequest(request) {
        const token = getToken();
        if (token) request.setHeader('authorization', `Bearer ${token}`);
        const context = getUserContext();
        if (context) request.setHeader(USER_CONTEXT_HEADER, context.userContextToken);
      },
      onShouldRetry(error) {
        const status = error.originalResponse?.getStatus() ?? 0;
        return status === 0 || status === 409 || status === 423 || status >= 500;
      },
      onChunkComplete(_size, accepted, total) {
        // Kept on the device: a tab closed now opens again knowing how far the file came.
        void keepConfirmedOffset(file.id, accepted).catch(() => undefined);
        options.onProgress?.(accepted, total);
      },
      onSuccess() {
        options.signal?.removeEventListener('abort', stop);
        resolve(upload.url ?? '');
      },
      onError(error) {
        options.signal?.removeEventListener('abort', stop);
        const response = (error as DetailedError).originalResponse;
        reject(new UploadFailure(response?.getStatus() ?? 0, response?.getBody() ?? '', error));
      },
    });
    const stop = () => {
      void upload.abort();
      reject(new UploadFailure(0, '', options.signal?.reason));
    };
    options.signal?.addEventListener('abort', stop, { once: true });
    void upload.findPreviousUploads().then(
      (previous) => {
        const last = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
        if (last) upload.resumeFromPreviousUpload(last);
        upload.start();
      },
      () => upload.start(),
    );
  });
}
