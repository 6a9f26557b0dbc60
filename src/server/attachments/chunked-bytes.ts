import type { Readable } from 'node:stream';

/** Pieces of this size (the last one smaller) are written as one row each. */
export const CHUNK_BYTES = 1_048_576;

/**
 * Reads a stream in pieces of CHUNK_BYTES and hands each to `save` before reading on (one row at a time in flight,
 * so memory stays at about one piece). Answers the bytes saved; when the stream fails half-way, what had arrived is
 * saved and the error thrown.
 */
export async function saveInChunks(source: Readable, save: (piece: Buffer, at: number) => Promise<void>): Promise<number> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let saved = 0;
  const flush = async (all: boolean) => {
    while (pendingBytes >= CHUNK_BYTES || (all && pendingBytes > 0)) {
      const joined = Buffer.concat(pending, pendingBytes);
      const piece = joined.subarray(0, Math.min(CHUNK_BYTES, joined.length));
      const rest = joined.subarray(piece.length);
      await save(piece, saved);
      saved += piece.length;
      pending = rest.length ? [rest] : [];
      pendingBytes = rest.length;
    }
  };
  try {
    for await (const chunk of source) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      pending.push(buffer);
      pendingBytes += buffer.length;
      if (pendingBytes >= CHUNK_BYTES) await flush(false);
    }
  } catch (error) {
    // The bytes that did arrive before the link was cut are kept too (a resumable upload goes on after them).
    await flush(true).catch(() => undefined);
    throw error;
  }
  await flush(true);
  return saved;
}
