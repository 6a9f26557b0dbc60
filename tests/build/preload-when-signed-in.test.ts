import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { preloadWhenSignedIn } from '../../scripts/build/preload-when-signed-in';
import { SESSION_KEYS } from '../../src/web/api/session-keys';

const bundle = Object.fromEntries(
  [
    'assets/index-En1.js',
    'assets/first-screen-libs-Lib9.js',
    'assets/first-screen-domain-Dm6.js',
    'assets/first-screen-schemas-Fs9.js',
    'assets/first-screen-AbC1.js',
    'assets/first-screen-react-XyZ2.js',
    'assets/first-screen-Cc5.css',
    'assets/rolldown-runtime-Rr1.js',
    'assets/user-menu-Mm4.js',
    'assets/use-map-focus-Mp2.js',
    'assets/texts-Tx3.js',
  ].map((fileName) => [fileName, { fileName }]),
);
const ID = 'a6000000-0000-4000-a000-000000000003';
const page = (fileName: string, facadeModuleId: string | null, imports: string[]) => ({
  fileName,
  type: 'chunk',
  facadeModuleId,
  imports,
});
Object.assign(bundle, {
  acquisition: page(
    'assets/acquisition-page-Ap1.js',
    '/w/src/web/features/acquisition/acquisition-page.tsx',
    ['assets/acquisition-page-parts-Pp2.js', 'assets/field-shared-Fs3.js', 'assets/first-screen-AbC1.js'],
  ),
  parts: page('assets/acquisition-page-parts-Pp2.js', null, [
    'assets/field-and-later-Fl4.js',
    'assets/first-screen-react-XyZ2.js',
  ]),
  shared: page('assets/field-shared-Fs3.js', null, []),
  later: page('assets/field-and-later-Fl4.js', null, []),
  // A light page's route module in its '-parts' group (page-chunks.ts): a chunk with no facade of its own.
  reports: {
    ...page('assets/week-reports-page-parts-Wr5.js', null, [
      'assets/field-shared-Fs3.js',
      'assets/index-En1.js',
    ]),
    moduleIds: [
      '/w/src/web/features/week-reports/week-report-list.tsx',
      '/w/src/web/features/week-reports/week-reports-page.tsx',
    ],
  },
});
// The entry, which a page's chunks may import (its preload helper): loaded already, never preloaded again.
Object.assign(bundle['assets/index-En1.js']!, { type: 'chunk', isEntry: true });
const ACQUISITION_FILES = [
  'modulepreload /assets/acquisition-page-Ap1.js',
  'modulepreload /assets/acquisition-page-parts-Pp2.js',
  'modulepreload /assets/field-and-later-Fl4.js',
  'modulepreload /assets/field-shared-Fs3.js',
  'modulepreload /assets/texts-Tx3.js',
];

type Tag = { tag: string; children?: string; attrs?: Record<string, string> };

/** The tags the plugin adds to the built page's head. */
function tags(): Tag[] {
  const out = preloadWhenSignedIn.transformIndexHtml.handler('<html></html>', { bundle }) as { tags: Tag[] };
  return out.tags;
}

/** The built page's inline script, as the plugin adds it. */
function script(): string {
  const scripts = tags().filter((t) => t.tag === 'script');
  expect(scripts).toHaveLength(1);
  return scripts[0]!.children!;
}

/** Runs the script against a tab with the given session storage; answers the links it added to the head. */
function run(storage: Record<string, string> | 'blocked', pathname = '/') {
  const links: Array<Record<string, string>> = [];
  const sessionStorage =
    storage === 'blocked' ? undefined : { getItem: (key: string) => (key in storage ? storage[key] : null) };
  const context: Record<string, unknown> = {
    location: { pathname },
    document: {
      head: { appendChild: (link: Record<string, string>) => links.push({ ...link }) },
      createElement: () => ({}),
    },
  };
  if (sessionStorage) context.sessionStorage = sessionStorage;
  else
    Object.defineProperty(context, 'sessionStorage', {
      get() {
        throw new Error('SecurityError: storage is blocked');
      },
    });
  runInNewContext(script(), context);
  return links;
}

describe("the built page's preloads", () => {
  it("the page itself links the first screen's code and styles (found as its first bytes arrive), not later pages", () => {
    const links = tags()
      .filter((t) => t.tag === 'link')
      .map((t) => t.attrs!);
    expect(links.map((l) => `${l.rel} ${l.href}${l.as ? ` ${l.as}` : ''}`).sort()).toEqual([
      'modulepreload /assets/first-screen-AbC1.js',
      'modulepreload /assets/first-screen-domain-Dm6.js',
      'modulepreload /assets/first-screen-libs-Lib9.js',
      'modulepreload /assets/first-screen-react-XyZ2.js',
      'modulepreload /assets/first-screen-schemas-Fs9.js',
      'modulepreload /assets/rolldown-runtime-Rr1.js',
      'preload /assets/first-screen-Cc5.css style',
    ]);
    // The same request mode as the module scripts that use them (crossorigin), so the browser reuses the answers.
    expect(links.every((l) => l.crossorigin === '')).toBe(true);
    // The script adds no first-screen file again.
    expect(run({ [SESSION_KEYS.token]: 'a-token' })).toEqual([]);
  });

  it("on a field page's path it also fetches that page's files beyond the first screen and the texts, on others not", () => {
    const pageLinks = (path: string) =>
      run({ [SESSION_KEYS.token]: 'a-token' }, path)
        .map((l) => `${l.rel} ${l.href}`)
        .filter((l) => !/first-screen|libraries|domain|schemas|runtime|sign-in/.test(l))
        .sort();
    expect(pageLinks(`/${ID}/timeline`)).toEqual(ACQUISITION_FILES);
    expect(pageLinks(`/${ID}/details/drawer/note`)).toEqual(ACQUISITION_FILES);
    expect(pageLinks(`/${ID}/weekReports/add`)).toEqual([
      'modulepreload /assets/field-shared-Fs3.js',
      'modulepreload /assets/texts-Tx3.js',
      'modulepreload /assets/week-reports-page-parts-Wr5.js',
    ]);
    expect(pageLinks('/')).toEqual([]);
    expect(pageLinks('/sok')).toEqual([]);
    expect(pageLinks(`/${ID}/created`)).toEqual([]);
  });

  it("without a token (the sign-in page) or without usable storage the script adds no page's files", () => {
    const path = `/${ID}/timeline`;
    expect(run({ [SESSION_KEYS.token]: 'a-token' }, path)).not.toEqual([]);
    expect(run({}, path)).toEqual([]);
    expect(run({ [SESSION_KEYS.userContext]: '{}' }, path)).toEqual([]);
    expect(run('blocked', path)).toEqual([]);
  });

  it('the dev server (nothing bundled) gets no script', () => {
    expect(preloadWhenSignedIn.transformIndexHtml.handler('<html></html>', {})).toBe('<html></html>');
  });
});
