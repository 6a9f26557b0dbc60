import { Inflate } from 'fflate';
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

/** Extracts one entry, refusing output beyond its declared size (a lying header is a zip bomb). */
export function extractZipEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const local = entry.localHeaderOffset;
  if (local + 30 > bytes.length || u32(bytes, local) !== 0x04034b50)
    throw unreadable(`${entry.name}: no local header`);
  const start = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length < entry.compressedSize) throw unreadable(`${entry.name} is truncated`);
  if (entry.compression === 0) return data.slice();
  if (entry.compression !== 8) throw unreadable(`${entry.name}: compression ${entry.compression}`);
  const out = new Uint8Array(entry.size);
  let written = 0;
  let tooLarge = false;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > out.length) tooLarge = true;
    else out.set(chunk, written);
    written += chunk.length;
  });
  try {
    for (let at = 0; at < data.length && !tooLarge; at += CHUNK) {
      inflater.push(data.subarray(at, at + CHUNK), at + CHUNK >= data.length);
    }
  } catch (error) {
    throw unreadable(`${entry.name}: ${(error as Error).message}`);
  }
  if (tooLarge) throw new GeometryImportError('ZipBomb', `${entry.name} inflates beyond its declared size`);
  if (written !== entry.size) throw unreadable(`${entry.name}: ${written} of ${entry.size} bytes`);
  return out;
}
