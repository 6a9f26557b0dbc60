/** Hashed build output may be cached for a year; the shell, the service worker and the manifest never. */
export function cacheControlOf(relativePath: string): string {
  const file = relativePath.replace(/^\/+/, '');
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (file === 'index.html' || file === 'sw.js' || file.endsWith('.webmanifest') || file.startsWith('workbox-')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Paths the single-page app never answers (the service's calls and the identity provider), however the client
 * spells them: any case, percent-encoded, with repeated slashes, with a query or fragment.
 */
export function isServicePath(url: string, apiBase: string): boolean {
  let path = url.split(/[?#]/, 1)[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape: judged as it is
  }
  path = path.replace(/[/\\]+/g, '/').toLowerCase();
  const under = (base: string) => path === base || path.startsWith(`${base}/`);
  return under(apiBase.toLowerCase()) || under('/idp');
}
