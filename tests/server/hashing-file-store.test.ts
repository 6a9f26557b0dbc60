import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { HashingFileStore } from '@/server/attachments/hashing-file-store';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const ID = 'a'.repeat(32);
const dirs: string[] = [];

function storeWithEmptyUpload(): { store: HashingFileStore; file: string; directory: string } {
  const directory = mkdtempSync(path.join(tmpdir(), 'hashing-file-store-'));
  dirs.push(directory);
  const file = path.join(directory, ID);
  writeFileSync(file, '');
  return { store: new HashingFileStore({ directory }), file, directory };
}

/** A source that gives `bytes` in pieces of 64 KB, then fails (a link cut) when `cut` is set. */
function source(bytes: Buffer, cut = false): Readable {
  const pieces = Array.from({ length: Math.ceil(bytes.length / 65_536) }, (_, i) => bytes.subarray(i * 65_536, (i + 1) * 65_536));
  let i = 0;
  return new Readable({
    read() {
      if (i < pieces.length) this.push(pieces[i++]);
      else if (cut) this.destroy(new Error('link cut'));
      else this.push(null);
    },
  });
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('HashingFileStore', () => {
  it('hashes the bytes PATCH by PATCH as they reach the disk', async () => {
    const { store, file } = storeWithEmptyUpload();
    const bytes = randomBytes(1_000_000);
    let offset = 0;
    for (const end of [300_000, 300_001, 1_000_000]) offset = await store.write(source(bytes.subarray(offset, end)), ID, offset);
    expect(offset).toBe(bytes.length);
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(store.sha256Of(ID, bytes.length)).toBe(sha256(bytes));
    // Told once: the upload is done.
    expect(store.sha256Of(ID, bytes.length)).toBeUndefined();
  });

  it('keeps the hash of what reached the disk when the link is cut, and goes on from the confirmed offset', async () => {
    const { store, file } = storeWithEmptyUpload();
    const bytes = randomBytes(800_000);
    await expect(store.write(source(bytes.subarray(0, 500_000), true), ID, 0)).rejects.toBeDefined();
    const confirmed = statSync(file).size;
    expect(confirmed).toBeGreaterThan(0);
    expect(confirmed).toBeLessThanOrEqual(500_000);
    expect(await store.write(source(bytes.subarray(confirmed)), ID, confirmed)).toBe(bytes.length);
    expect(store.sha256Of(ID, bytes.length)).toBe(sha256(bytes));
  });

  it('does not know the hash after a restart or when the offsets do not follow each other (the file is hashed again)', async () => {
    const { store, directory } = storeWithEmptyUpload();
    const bytes = randomBytes(200_000);
    await store.write(source(bytes.subarray(0, 100_000)), ID, 0);
    const restarted = new HashingFileStore({ directory });
    expect(await restarted.write(source(bytes.subarray(100_000)), ID, 100_000)).toBe(bytes.length);
    expect(restarted.sha256Of(ID, bytes.length)).toBeUndefined();
    expect(readFileSync(path.join(directory, ID)).equals(bytes)).toBe(true);
    // A size that is not the hashed length: unknown.
    const other = storeWithEmptyUpload();
    await other.store.write(source(bytes), ID, 0);
    expect(other.store.sha256Of(ID, bytes.length + 1)).toBeUndefined();
  });
});
