// The page's icon is written into index.html as a data: address instead of being fetched (issue 27): over HTTP/1.1
// each request before the first text waits for one of six connections, and the browser asked for the icon (twice) at
// the moment the first screen's files needed them. The service worker still precaches the file for the manifest.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ICON_LINK = /<link rel="icon" href="\/icons\/icon\.svg" type="image\/svg\+xml" \/>/;

/** The SVG as a data: address (whitespace between tags and around attributes collapsed). */
export function svgDataUrl(svg: string): string {
  const compact = svg.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();
  return `data:image/svg+xml,${encodeURIComponent(compact)}`;
}

export const inlineIcon = {
  name: 'inline-icon',
  transformIndexHtml: {
    order: 'pre' as const,
    handler(html: string) {
      if (!ICON_LINK.test(html)) throw new Error('index.html has no <link rel="icon"> to the SVG icon');
      const svg = readFileSync(fileURLToPath(new URL('../../public/icons/icon.svg', import.meta.url)), 'utf8');
      return html.replace(ICON_LINK, `<link rel="icon" href="${svgDataUrl(svg)}" type="image/svg+xml" />`);
    },
  },
};
