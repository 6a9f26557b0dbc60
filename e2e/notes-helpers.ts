// Helpers of the notes browser tests: files whose content the service's sniffing accepts, and their bytes back.
import { createHash } from 'node:crypto';
import { mkdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { expect, type Download, type Locator, type Page } from './test';

export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A PDF of about `size` bytes (a real header and trailer; the middle is a comment the sniffing skips). */
export function pdfFile(name: string, size = 2048, seed = 1): TestFile {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%');
  const tail = Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const middle = Buffer.alloc(Math.max(0, size - head.length - tail.length));
  for (let index = 0; index < middle.length; index += 1) middle[index] = 0x41 + ((index * 31 + seed * 7) % 26);
  return { name, mimeType: 'application/pdf', buffer: Buffer.concat([head, middle, tail]) };
}

/** A 1 x 1 PNG. */
export function pngFile(name: string): TestFile {
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  return { name, mimeType: 'image/png', buffer: Buffer.from(png, 'base64') };
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** Clicks a download link and answers the downloaded bytes. */
export async function downloadedBytes(page: Page, link: Locator): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), link.click()]);
  const path = await download.path();
  expect(path).toBeTruthy();
  return { download, bytes: await readFile(path!) };
}

/** The timeline card of the note holding the text. */
export function noteCard(page: Page, text: string): Locator {
  return page.getByTestId('timeline-card').filter({ hasText: text });
}

/** What this device keeps: outbox entries, stored files and their chunks (IndexedDB 'meldesystem'). */
export function storedCounts(page: Page): Promise<{ outbox: number; files: number; chunks: number }> {
  return page.evaluate(
    () =>
      new Promise<{ outbox: number; files: number; chunks: number }>((resolve, reject) => {
        const open = indexedDB.open('meldesystem');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          const stores = ['outbox', 'files', 'fileChunks'] as const;
          const tx = database.transaction([...stores]);
          const counts: number[] = [];
          stores.forEach((name, index) => {
            const request = tx.objectStore(name).count();
            request.onsuccess = () => (counts[index] = request.result);
          });
          tx.oncomplete = () => {
            database.close();
            resolve({ outbox: counts[0] ?? 0, files: counts[1] ?? 0, chunks: counts[2] ?? 0 });
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

/** The file written to disk with a fixed modified time (a file chosen again is then the same file: a duplicate). */
export async function onDisk(path: string, file: TestFile, modified = new Date('2026-11-20T12:00:00Z')): Promise<string> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, file.buffer);
  await utimes(path, modified, modified);
  return path;
}
