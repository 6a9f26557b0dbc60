import { scriptHash } from '../../http/security-headers';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP hashes ('sha256-…') of a page's inline scripts: the built index.html has one (the signed-in tab's preloads,
 * scripts/build/preload-when-signed-in.ts), allowed by its hash as the page is served, never by 'unsafe-inline'.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((m) => m[1]!)
    .filter((body) => body.trim() !== '')
    .map(scriptHash);
}
