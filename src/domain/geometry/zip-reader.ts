import { Inflate, inflateSync } from 'fflate';
import { GeometryImportError } from './errors';

/**
 * A defensive zip reader for uploaded shapefiles. Everything is checked on the central directory
 * before a single byte is inflated, and inflation stops as soon as an entry outgrows its declared size.
 */
export const MAX_IMPORT_FILE_BYTES = 52_428_800; // 50 MB, the upload limit of spec 000 section 9
export const MAX_UNCOMPRESSED_TOTAL_BYTES = 200 * 1024 * 1024;
/** Deflate cannot exceed ~1032:1; real shapefile parts stay far below this ratio when they are large. */
export const MAX_COMPRESSION_RATIO = 200;
const RATIO_CHECK_FROM_BYTES = 10 * 1024 * 1024;
const MAX_ENTRIES = 1000;
const CHUNK = 64 * 1024; // worst case ~66 MB out of one push before the size check stops it
/**
 * Entries this small (a .prj, field or pipeline outlines) inflate at once in JavaScript: below it that costs less than
 * a native stream's set-up and round trips (measured in Node 20), and a lying header costs at most ~66 MB of discarded
 * output (the same bound as one streamed piece) before it is caught.
 */
const SMALL_COMPRESSED_BYTES = 64 * 1024;

export interface ZipEntry {
  name: string;
  compression: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

const u16 = (b: Uint8Array, o: number) => b[o] | (b[o + 1] << 8);
const u32 = (b: Uint8Array, o: number) =>
  (b[o] | (b[o + 1] << 8) | (b[o + 2] << 16) | (b[o + 3] << 24)) >>> 0;
const unreadable = (detail: string) => new GeometryImportError('importUnableToReadFileError', detail);

export function isZip(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
  );
}

export function isUnsafePath(name: string): boolean {
  const path = name.replace(/\\/g, '/');
  return path.startsWith('/') || /^[a-zA-Z]:/.test(path) || path.split('/').some((part) => part === '..');
}

/** Lists the entries after checking magic bytes, paths, entry count and declared sizes. */
export function readZipEntries(bytes: Uint8Array): ZipEntry[] {
  if (bytes.length > MAX_IMPORT_FILE_BYTES)
    throw new GeometryImportError('FileTooLarge', `${bytes.length} bytes`);
  if (!isZip(bytes)) throw new GeometryImportError('NotAZipFile');
  let end = bytes.length - 22;
  const stop = Math.max(0, bytes.length - 22 - 65535);
  while (end >= stop && u32(bytes, end) !== 0x06054b50) end--;
  if (end < stop) throw unreadable('no end of central directory');
  const count = u16(bytes, end + 10);
  let offset = u32(bytes, end + 16);
  if (count > MAX_ENTRIES) throw new GeometryImportError('ZipBomb', `${count} entries`);
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || u32(bytes, offset) !== 0x02014b50)
      throw unreadable('broken central directory');
    const flags = u16(bytes, offset + 8);
    const nameLength = u16(bytes, offset + 28);
    const entry: ZipEntry = {
      name: decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
      compression: u16(bytes, offset + 10),
      compressedSize: u32(bytes, offset + 20),
      size: u32(bytes, offset + 24),
      localHeaderOffset: u32(bytes, offset + 42),
    };
    if (isUnsafePath(entry.name)) throw new GeometryImportError('UnsafeZipPath', entry.name);
    if (flags & 1) throw unreadable(`${entry.name} is encrypted`);
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff)
      throw unreadable('zip64 is not supported');
    total += entry.size;
    const ratio = entry.size / Math.max(1, entry.compressedSize);
    if (
      total > MAX_UNCOMPRESSED_TOTAL_BYTES ||
      (entry.size > RATIO_CHECK_FROM_BYTES && ratio > MAX_COMPRESSION_RATIO)
    ) {
      throw new GeometryImportError('ZipBomb', `${entry.name}: ${entry.size} bytes declared`);
    }
    entries.push(entry);
    offset += 46 + nameLength + u16(bytes, offset + 30) + u16(bytes, offset + 32);
  }
  return entries;
}

/**
 * Extracts one entry, refusing output beyond its declared size (a lying header is a zip bomb). Small entries inflate
 * in JavaScript at once; larger ones with the platform's native DecompressionStream (browsers, Node 20) where it
 * reads raw deflate, else with fflate's streaming inflate.
 */
export async function extractZipEntry(bytes: Uint8Array, entry: ZipEntry): Promise<Uint8Array> {
  const local = entry.localHeaderOffset;
  if (local + 30 > bytes.length || u32(bytes, local) !== 0x04034b50)
    throw unreadable(`${entry.name}: no local header`);
  const start = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length < entry.compressedSize) throw unreadable(`${entry.name} is truncated`);
  if (entry.compression === 0) return data.slice();
  if (entry.compression !== 8) throw unreadable(`${entry.name}: compression ${entry.compression}`);
  if (data.length <= SMALL_COMPRESSED_BYTES) return inflateSmall(data, entry);
  const stream = nativeInflater();
  return stream ? inflateNative(stream, data, entry) : inflateInJavaScript(data, entry);
}

/** Into a buffer one byte longer than declared: output reaching that byte means the entry outgrows its size. */
function inflateSmall(data: Uint8Array, entry: ZipEntry): Uint8Array {
  const buffer = new Uint8Array(entry.size + 1);
  let out: Uint8Array;
  try {
    out = inflateSync(data, { out: buffer });
  } catch (error) {
    // a stored block copied past the buffer's end
    if (error instanceof RangeError) throw tooLarge(entry);
    throw unreadable(`${entry.name}: ${(error as Error).message}`);
  }
  if (out.length > entry.size) throw tooLarge(entry);
  if (out.length !== entry.size) throw unreadable(`${entry.name}: ${out.length} of ${entry.size} bytes`);
  return buffer.subarray(0, entry.size);
}

/** A raw-deflate DecompressionStream, or undefined where there is none (tests may stub it away). */
function nativeInflater(): DecompressionStream | undefined {
  if (typeof DecompressionStream !== 'function') return undefined;
  try {
    return new DecompressionStream('deflate-raw');
  } catch {
    return undefined; // a browser without 'deflate-raw' (before Safari 16.4, Firefox 113)
  }
}

const tooLarge = (entry: ZipEntry) =>
  new GeometryImportError('ZipBomb', `${entry.name} inflates beyond its declared size`);

async function inflateNative(
  stream: DecompressionStream,
  data: Uint8Array,
  entry: ZipEntry,
): Promise<Uint8Array> {
  const out = new Uint8Array(entry.size);
  let written = 0;
  const writer = stream.writable.getWriter();
  // settles once the reader has taken everything, or rejects with the reader's error (reported by the reader)
  const input = writer
    .write(data as Uint8Array<ArrayBuffer>)
    .then(() => writer.close())
    .catch(() => undefined);
  const reader = stream.readable.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (written + value.length > out.length) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(entry);
      }
      out.set(value, written);
      written += value.length;
    }
  } catch (error) {
    if (error instanceof GeometryImportError) throw error;
    throw unreadable(`${entry.name}: ${(error as Error).message}`);
  } finally {
    await input;
  }
  if (written !== entry.size) throw unreadable(`${entry.name}: ${written} of ${entry.size} bytes`);
  return out;
}

/** fflate's streaming inflate in 64 KB pieces, stopping as soon as the output outgrows the declared size. */
function inflateInJavaScript(data: Uint8Array, entry: ZipEntry): Uint8Array {
  const out = new Uint8Array(entry.size);
  let written = 0;
  let overflow = false;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > out.length) overflow = true;
    else out.set(chunk, written);
    written += chunk.length;
  });
  try {
    for (let at = 0; at < data.length && !overflow; at += CHUNK) {
      inflater.push(data.subarray(at, at + CHUNK), at + CHUNK >= data.length);
    }
  } catch (error) {
    throw unreadable(`${entry.name}: ${(error as Error).message}`);
  }
  if (overflow) throw tooLarge(entry);
  if (written !== entry.size) throw unreadable(`${entry.name}: ${written} of ${entry.size} bytes`);
  return out;
}
