import { Transform, type Readable } from 'node:stream';

/** Resumable uploads receiving bytes now, and the bytes received since the process started (GET /metrics). */
export const uploadMeter = { inProgress: 0, bytesReceived: 0 };

/**
 * The bytes of one PATCH as they arrive, counted: the upload counts as in progress until the stream closes (the
 * last byte read, the link cut, or the store giving up). The datastores read this stream instead of the request.
 */
export function meteredUpload(source: Readable): Readable {
  uploadMeter.inProgress++;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      uploadMeter.bytesReceived += chunk.length;
      done(null, chunk);
    },
  });
  counter.once('close', () => uploadMeter.inProgress--);
  source.once('error', (error) => counter.destroy(error));
  source.once('aborted', () => counter.destroy(new Error('request aborted')));
  source.pipe(counter);
  return counter;
}
