// Every tab starts fetching the first screen's code while index.html is parsed, beside the entry, instead of after the
// entry has arrived and run: one round trip less before the overview's table on a slow link (issue 15). These are
// module preload links in the page itself, found by the browser's preload scanner as the page's first bytes arrive;
// an inline script that added them ran only after the page had been parsed, 0.2-0.35 s later in Lighthouse's
// simulation of a phone (issue 27). A tab without a token (a first visit) fetches them as well: the sign-in brings it
// back to this page, which then takes them from the browser's cache.
// A field page's own files (a deep link, a reload) are added by an inline script in a tab that holds a token, which
// the service allows by its hash (src/server/modules/web-app/inline-scripts.ts).
import { SESSION_KEYS } from '../../src/web/api/session-keys';
import { isFirstScreenFile } from './first-screen-chunks';
import { FIELD_PAGE_PATHS } from './page-chunks';

/** A field page's path (a regular expression's source) and the files its route imports beyond the first screen. */
export interface PagePreload {
  path: string;
  files: string[];
}

/** The first screen's files as links in the page's head: module preloads for the code, style preloads for styles. */
export function preloadLinks(files: readonly string[]) {
  return files.map((f) =>
    f.endsWith('.css')
      ? { tag: 'link', attrs: { rel: 'preload', as: 'style', href: `/${f}`, crossorigin: '' }, injectTo: 'head' as const }
      : { tag: 'link', attrs: { rel: 'modulepreload', href: `/${f}`, crossorigin: '' }, injectTo: 'head' as const },
  );
}

/** The inline script that adds, in a tab with a token, a field page's files when the tab opens on its path. */
export function preloadScript(pages: readonly PagePreload[]): string {
  return (
    `try{if(sessionStorage.getItem(${JSON.stringify(SESSION_KEYS.token)})){` +
    `var h=document.head;` +
    `${JSON.stringify(pages.map((p) => [p.path, p.files.map((f) => `/${f}`)]))}.forEach(function(p){` +
    `if(new RegExp(p[0]).test(location.pathname))p[1].forEach(function(u){` +
    `var l=document.createElement('link');l.rel='modulepreload';l.href=u;l.crossOrigin='';h.appendChild(l)})})}}catch(e){}`
  );
}

interface Chunk {
  fileName: string;
  type?: string;
  facadeModuleId?: string | null;
  moduleIds?: string[];
  isEntry?: boolean;
  imports?: string[];
  /** A chunk's code, an asset's content. */
  code?: string;
  source?: string | Uint8Array;
}

/** The texts not in the first screen, one file (first-screen-chunks.ts): a field page's route waits for them (router.tsx). */
const TEXTS_FILE = /(^|\/)texts-[\w-]+\.js$/;

/**
 * Each field page's route chunk and the chunks it imports statically, without the first screen's, and the texts: all
 * are fetched beside the first screen's instead of one after another (issue 27).
 */
function pagePreloads(bundle: Record<string, Chunk>): PagePreload[] {
  const chunks = Object.values(bundle);
  const texts = chunks.map((c) => c.fileName).filter((f) => TEXTS_FILE.test(f));
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  return FIELD_PAGE_PATHS.flatMap(({ page, path }) => {
    // The route's module: a chunk's own, or in its page's '-parts' group (page-chunks.ts).
    const route = chunks.find(
      (c) =>
        c.type === 'chunk' &&
        ((c.facadeModuleId && page.test(c.facadeModuleId)) || c.moduleIds?.some((id) => page.test(id))),
    );
    if (!route) return [];
    const files = new Set<string>();
    const todo = [route.fileName];
    for (let f = todo.pop(); f !== undefined; f = todo.pop()) {
      if (files.has(f) || isFirstScreenFile(f) || byName.get(f)?.isEntry) continue;
      files.add(f);
      todo.push(...(byName.get(f)?.imports ?? []));
    }
    return [{ path, files: [...files, ...texts].sort() }];
  });
}

export const preloadWhenSignedIn = {
  name: 'preload-when-signed-in',
  transformIndexHtml: {
    order: 'post' as const,
    handler(html: string, ctx: { bundle?: Record<string, Chunk> }) {
      if (!ctx.bundle) return html; // the dev server: nothing is bundled
      // The largest first: it ends last, and over HTTP/1.1 the first links get the first connections.
      const sizeOf = (c: Chunk) => c.code?.length ?? c.source?.length ?? 0;
      const files = Object.values(ctx.bundle)
        .filter((c) => isFirstScreenFile(c.fileName))
        .sort((a, b) => sizeOf(b) - sizeOf(a) || a.fileName.localeCompare(b.fileName))
        .map((c) => c.fileName);
      const script = preloadScript(pagePreloads(ctx.bundle));
      return {
        html,
        tags: [...preloadLinks(files), { tag: 'script', children: script, injectTo: 'head' as const }],
      };
    },
  },
};
