// A signed-in tab starts fetching the first screen's files while index.html is parsed, beside the entry, instead of
// after the entry has arrived and run: one round trip less before the overview's table on a slow link (issue 15).
// Without a token in the tab (the sign-in page, a first visit) it fetches nothing: that page loads no app code.
// The script is inline, so the service allows it by its hash (src/server/modules/web-app/inline-scripts.ts).
import { SESSION_KEYS } from '../../src/web/api/session-keys';
import { isFirstScreenFile } from './first-screen-chunks';

/** The inline script for these files: module preloads for the code, a style preload for the styles. */
export function preloadScript(files: readonly string[]): string {
  const js = files.filter((f) => f.endsWith('.js')).map((f) => `/${f}`);
  const css = files.filter((f) => f.endsWith('.css')).map((f) => `/${f}`);
  return (
    `try{if(sessionStorage.getItem(${JSON.stringify(SESSION_KEYS.token)})){` +
    `var h=document.head,a=function(r,u,s){var l=document.createElement('link');l.rel=r;l.href=u;if(s)l.as=s;l.crossOrigin='';h.appendChild(l)};` +
    `${JSON.stringify(js)}.forEach(function(u){a('modulepreload',u)});` +
    `${JSON.stringify(css)}.forEach(function(u){a('preload',u,'style')})}}catch(e){}`
  );
}

interface Chunk {
  fileName: string;
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
      return { html, tags: [{ tag: 'script', children: preloadScript(files), injectTo: 'head' as const }] };
    },
  },
};
