import { describe, expect, it } from 'vitest';
import { preloadWhenSignedIn, SIGNED_IN_PAGE } from '../../scripts/build/preload-when-signed-in';

const page = `<!doctype html>
<html lang="nb">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />
    <title>Meldesystem</title>
    <script type="module" crossorigin src="/assets/index-En1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const asset = (fileName: string, source = '') => ({ type: 'asset', fileName, source });
const chunk = (fileName: string, size = 10) => ({ type: 'chunk', fileName, code: 'x'.repeat(size) });

/** Runs the plugin on a bundle like the build's; answers the pages it emitted. */
function emitted(bundle: Record<string, { type: string; fileName: string; source?: string }>) {
  const files: Array<{ fileName: string; source: string }> = [];
  preloadWhenSignedIn.generateBundle.handler.call(
    { emitFile: (file) => (files.push(file), file.fileName) },
    undefined,
    bundle,
  );
  return files;
}

describe("the app's page for a browser with a signed-in tab", () => {
  const bundle = Object.fromEntries(
    [
      asset('index.html', page),
      chunk('assets/index-En1.js'),
      chunk('assets/libraries-Lib9.js'),
      chunk('assets/domain-Dm6.js'),
      chunk('assets/schemas-Sc8.js'),
      chunk('assets/first-screen-schemas-Fs9.js'),
      chunk('assets/first-screen-AbC1.js', 3000),
      chunk('assets/first-screen-react-XyZ2.js', 5000),
      asset('assets/first-screen-Cc5.css', 'y'.repeat(500)),
      chunk('assets/rolldown-runtime-Rr1.js'),
      chunk('assets/sign-in-start-Si7.js'),
      chunk('assets/user-menu-Mm4.js'),
      chunk('assets/use-map-focus-Mp2.js'),
    ].map((o) => [o.fileName, o]),
  );

  it("is index.html with preloads of the first screen's code (with the early sign-in it imports) and styles, largest first, before anything else the page asks for", () => {
    const [signedIn, ...more] = emitted(bundle);
    expect(more).toEqual([]);
    expect(signedIn!.fileName).toBe(SIGNED_IN_PAGE);
    const html = signedIn!.source;
    const links = [...html.matchAll(/<link ([^>]*)>/g)].map((m) => m[1]);
    expect(links).toEqual([
      'rel="modulepreload" crossorigin href="/assets/first-screen-react-XyZ2.js"',
      'rel="modulepreload" crossorigin href="/assets/first-screen-AbC1.js"',
      'rel="preload" as="style" crossorigin href="/assets/first-screen-Cc5.css"',
      'rel="modulepreload" crossorigin href="/assets/domain-Dm6.js"',
      'rel="modulepreload" crossorigin href="/assets/first-screen-schemas-Fs9.js"',
      'rel="modulepreload" crossorigin href="/assets/libraries-Lib9.js"',
      'rel="modulepreload" crossorigin href="/assets/rolldown-runtime-Rr1.js"',
      'rel="modulepreload" crossorigin href="/assets/schemas-Sc8.js"',
      'rel="modulepreload" crossorigin href="/assets/sign-in-start-Si7.js"',
      'rel="icon" href="/icons/icon.svg" type="image/svg+xml" /',
    ]);
    // The rest of the page as it was: no script of its own (the CSP allows none inline), the same entry.
    expect(html.replace(/\n\s*<link rel="(modulepreload|preload)" [^>]*>/g, '')).toBe(page);
  });

  it('without a built index.html (nothing to copy) it emits nothing', () => {
    expect(emitted({ a: chunk('assets/first-screen-AbC1.js') })).toEqual([]);
  });
});
