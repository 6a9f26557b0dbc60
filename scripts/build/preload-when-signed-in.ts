// A second page for a browser with a signed-in tab (index.signed-in.html, chosen by the service from the
// SIGNED_IN_HINT_COOKIE): index.html plus <link rel=modulepreload> for the first screen's files, so the browser's
// preload scanner fetches them while the page is parsed, beside the entry, instead of after the entry has arrived and
// run (issue 15). index.html itself, the sign-in page's, fetches no app code.
export const SIGNED_IN_PAGE = 'index.signed-in.html';

/** The files the entry's first import fetches for a signed-in tab (first-screen-chunks.ts), with the early sign-in the app's code imports. */
const SIGNED_IN_FILE =
  /^assets\/(libraries|first-screen[\w-]*|domain|schemas|sign-in-start|rolldown-runtime)-[\w-]+\.(js|css)$/;

/**
 * index.html with the preloads of these files first in its head, right after the character set: a browser opens six
 * connections to a server over HTTP/1.1 and asks in the page's order, so the largest files, which take longest on a slow
 * link, go first (files: largest first), and the icons and the manifest wait.
 */
export function signedInPage(html: string, files: readonly string[]): string {
  const links = files.map((f) =>
    f.endsWith('.css')
      ? `\n    <link rel="preload" as="style" crossorigin href="/${f}">`
      : `\n    <link rel="modulepreload" crossorigin href="/${f}">`,
  );
  return html.replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => `${charset}${links.join('')}`);
}

interface Output {
  type: string;
  fileName: string;
  code?: string;
  source?: string | Uint8Array;
}

const sizeOf = (o: Output) => (o.code ?? o.source ?? '').length;

export const preloadWhenSignedIn = {
  name: 'preload-when-signed-in',
  apply: 'build' as const,
  generateBundle: {
    order: 'post' as const,
    handler(
      this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): string },
      _options: unknown,
      bundle: Record<string, Output>,
    ) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') return;
      const html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
      const files = Object.values(bundle)
        .filter((o) => SIGNED_IN_FILE.test(o.fileName))
        .sort((a, b) => sizeOf(b) - sizeOf(a) || a.fileName.localeCompare(b.fileName))
        .map((o) => o.fileName);
      this.emitFile({ type: 'asset', fileName: SIGNED_IN_PAGE, source: signedInPage(html, files) });
    },
  },
};
