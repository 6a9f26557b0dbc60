import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/build/precompress';

describe('the build’s compressed copies of the web app’s files', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, content: string | Buffer) => {
    const full = path.join(dir, name);
    writeFileSync(full, content);
    return full;
  };

  it('writes .br and .gz copies of text files that decompress to the file itself, and smaller', async () => {
    const code = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `tekst nummer ${i} – «å»`))};\n`;
    const js = file('app-Ab1.js', code);
    const css = file('app-Ab1.css', `.a{color:red}\n`.repeat(200));
    const small = file('tiny-Cd2.js', 'export const a = 1;');
    const png = file('icon.png', Buffer.alloc(4096, 7));
    expect(await precompress([js, css, small, png])).toBe(2);
    for (const f of [js, css]) {
      const original = readFileSync(f);
      const br = readFileSync(`${f}.br`);
      const gz = readFileSync(`${f}.gz`);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
      expect(gz.length).toBeLessThan(original.length);
    }
    // Too small to gain anything, or not text: compressed per request, if at all.
    for (const f of [small, png]) expect(existsSync(`${f}.br`) || existsSync(`${f}.gz`)).toBe(false);
  });
});
