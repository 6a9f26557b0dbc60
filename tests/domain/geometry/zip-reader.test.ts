import { deflateSync, zipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { extractZipEntry, readZipEntries } from '@/domain/geometry/zip-reader';
import { forgeDeclaredSizes } from './fixtures/zip';
import { codeOfAsync } from './fixtures/error-code';

/** Bytes that deflate keeps as they are (stored blocks): a pseudo-random sequence. */
function noise(length: number, seed = 1): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

/** Compressible bytes: noise over 16 values, ~50 % deflated (dynamic Huffman blocks). */
function text(length: number): Uint8Array {
  return noise(length, 7).map((b) => 65 + (b & 15));
}

async function extractShp(zip: Uint8Array): Promise<Uint8Array> {
  const entries = readZipEntries(zip);
  const shp = entries.find((e) => e.name.endsWith('.shp'));
  if (!shp) throw new Error('no .shp');
  return extractZipEntry(zip, shp);
}

const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));


/** Cuts the deflated data of the only entry short by `by` bytes (sizes in the headers adjusted to match). */
function truncated(zip: Uint8Array, by: number): Uint8Array {
  const [entry] = readZipEntries(zip);
  const start =
    entry.localHeaderOffset +
    30 +
    (zip[entry.localHeaderOffset + 26] | (zip[entry.localHeaderOffset + 27] << 8));
  const end = start + entry.compressedSize;
  const out = new Uint8Array(zip.length - by);
  out.set(zip.subarray(0, end - by));
  out.set(zip.subarray(end), end - by);
  const view = new DataView(out.buffer);
  view.setUint32(entry.localHeaderOffset + 18, entry.compressedSize - by, true);
  const central = end - by;
  view.setUint32(central + 20, entry.compressedSize - by, true);
  view.setUint32(out.length - 22 + 16, view.getUint32(out.length - 22 + 16, true) - by, true);
  return out;
}

describe('extractZipEntry', () => {
  afterEach(() => vi.unstubAllGlobals());

  // small entries inflate in JavaScript at once, larger ones natively, or in JavaScript pieces without DecompressionStream
  const cases = [
    ['a small entry (JavaScript at once)', 100_000, false],
    ['a large entry (native DecompressionStream)', 400_000, false],
    ['a large entry without DecompressionStream (JavaScript in pieces)', 400_000, true],
  ] as const;

  for (const [name, length, withoutNative] of cases) {
    it(`inflates ${name} exactly, and refuses it when it outgrows its declared size or is cut short`, async () => {
      if (withoutNative) vi.stubGlobal('DecompressionStream', undefined);
      const content = text(length);
      const zip = zipSync({ 'a.shp': content });
      const [entry] = readZipEntries(zip);
      // the small path takes entries up to 64 KB deflated
      expect(entry.compressedSize > 64 * 1024).toBe(length > 100_000);
      expect(same(await extractShp(zip), content)).toBe(true);
      expect(await codeOfAsync(() => extractShp(forgeDeclaredSizes(zip, length - 1000, '.shp')))).toBe('ZipBomb');
      expect(await codeOfAsync(() => extractShp(forgeDeclaredSizes(zip, length + 1, '.shp')))).toBe(
        'importUnableToReadFileError',
      );
      expect(await codeOfAsync(() => extractShp(truncated(zip, 100)))).toBe('importUnableToReadFileError');
    });
  }

  it('refuses stored deflate blocks that outgrow the declared size, and reads stored entries', async () => {
    const random = noise(10_000);
    const deflated = zipSync({ 'a.shp': random });
    expect(readZipEntries(deflated)[0].compression).toBe(8);
    expect(deflateSync(random).length).toBeGreaterThan(random.length); // stored blocks
    expect(same(await extractShp(deflated), random)).toBe(true);
    expect(await codeOfAsync(() => extractShp(forgeDeclaredSizes(deflated, 5000, '.shp')))).toBe('ZipBomb');
    const stored = zipSync({ 'a.shp': random }, { level: 0 });
    expect(readZipEntries(stored)[0].compression).toBe(0);
    expect(same(await extractShp(stored), random)).toBe(true);
  });
});
