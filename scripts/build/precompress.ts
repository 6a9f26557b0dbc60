// Brotli (quality 11) and gzip (level 9) copies of the built web app's text files, written beside them
// (file.js.br, file.js.gz); the service sends the copy the browser accepts (@fastify/static preCompressed). Compressing
// per request uses fast settings (brotli quality 4): the best settings once at build time make the first screen's
// JavaScript about 14 % smaller on the wire, which a slow link turns straight into time (issue 15).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|json|svg|webmanifest|txt)$/;
/** Below this, compression gains nothing worth a file (the same threshold as the service's own compression). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Writes the .br and .gz copies of the given text files; answers how many files got them. */
export async function precompress(paths: readonly string[]): Promise<number> {
  const files = paths.filter((f) => TEXT.test(f));
  let done = 0;
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return;
      const [br, gzipped] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gz(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      done += 1;
    }),
  );
  return done;
}

/** The public folder's large files, compressed at build time too: the basemap each map's worker fetches (issue 27). */
const PUBLIC_FILES = ['basemap/land.json', 'basemap/shelf.json'];

/**
 * The Vite plugin: the bundle's own files and the basemap, once they are written (build only). The service worker,
 * which vite-plugin-pwa writes after the bundle, and the public folder's other files are compressed per request.
 */
export const precompressPlugin = {
  name: 'precompress',
  apply: 'build' as const,
  async writeBundle(options: { dir?: string }, bundle: Record<string, unknown>) {
    const dir = options.dir!;
    await precompress([...Object.keys(bundle), ...PUBLIC_FILES].map((fileName) => path.join(dir, fileName)));
  },
};
