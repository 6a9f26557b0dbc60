// A signed-in tab starts fetching the first screen's files while index.html is parsed, beside the entry, instead of
// after the entry has arrived and run: one round trip less before the overview's table on a slow link (issue 15).
// Without a token in the tab (the sign-in page, a first visit) it fetches nothing: that page loads no app code.
// The script is inline, so the service allows it by its hash (src/server/modules/web-app/inline-scripts.ts).
import { SESSION_KEYS } from '../../src/web/api/session-keys';
import { isFirstScreenFile } from './first-screen-chunks';
import { FIELD_PAGE_PATHS } from './page-chunks';

/** A field page's path (a regular expression's source) and the files its route imports beyond the first screen. */
export interface PagePreload {
  path: string;
  files: string[];
}

/**
 * The inline script for these files: module preloads for the code, a style preload for the styles; on a field page's
 * path (a deep link, a reload) that page's files too.
 */
export function preloadScript(files: readonly string[], pages: readonly PagePreload[] = []): string {
  const js = files.filter((f) => f.endsWith('.js')).map((f) => `/${f}`);
  const css = files.filter((f) => f.endsWith('.css')).map((f) => `/${f}`);
  return (
    `try{if(sessionStorage.getItem(${JSON.stringify(SESSION_KEYS.token)})){` +
    `var h=document.head,a=function(r,u,s){var l=document.createElement('link');l.rel=r;l.href=u;if(s)l.as=s;l.crossOrigin='';h.appendChild(l)};` +
    `${JSON.stringify(js)}.forEach(function(u){a('modulepreload',u)});` +
    `${JSON.stringify(css)}.forEach(function(u){a('preload',u,'style')});` +
    `${JSON.stringify(pages.map((p) => [p.path, p.files.map((f) => `/${f}`)]))}.forEach(function(p){` +
    `if(new RegExp(p[0]).test(location.pathname))p[1].forEach(function(u){a('modulepreload',u)})})}}catch(e){}`
  );
}

interface Chunk {
  fileName: string;
  type?: string;
  facadeModuleId?: string | null;
  moduleIds?: string[];
  isEntry?: boolean;
  imports?: string[];
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
      const files = Object.values(ctx.bundle)
        .map((c) => c.fileName)
        .filter(isFirstScreenFile)
        .sort();
      const script = preloadScript(files, pagePreloads(ctx.bundle));
      return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' as const }] };
    },
  },
};
