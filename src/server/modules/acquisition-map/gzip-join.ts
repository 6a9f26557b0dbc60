import { constants, crc32, deflateRaw } from 'node:zlib';
import { promisify } from 'node:util';

const deflateRawAsync = promisify(deflateRaw);
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);

/** A text compressed once as the open start of a gzip body, to which different endings can be joined cheaply. */
export interface TGzipPrefix {
  text: string;
  deflated: Buffer;
  crc: number;
  bytes: number;
}

export async function gzipPrefix(text: string): Promise<TGzipPrefix> {
  // A sync flush ends the deflate data on a byte boundary without a final block, so more blocks may follow.
  const deflated = await deflateRawAsync(text, { level: 6, finishFlush: constants.Z_SYNC_FLUSH });
  return { text, deflated, crc: crc32(text), bytes: Buffer.byteLength(text) };
}

/**
 * The gzip body of prefix + ending: the ending is deflated on its own (its back-references stay
 * inside it) and appended to the prefix's blocks; the trailer carries the CRC and size of the whole.
 */
export async function gzipJoin(prefix: TGzipPrefix, ending: string): Promise<Buffer> {
  const tail = await deflateRawAsync(ending, { level: 6 });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(ending, prefix.crc), 0);
  trailer.writeUInt32LE((prefix.bytes + Buffer.byteLength(ending)) % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, prefix.deflated, tail, trailer]);
}
