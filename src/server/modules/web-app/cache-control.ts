/** Hashed build output may be cached for a year; the shell, the service worker and the manifest never. */
export function cacheControlOf(relativePath: string): string {
  const file = relativePath.replace(/^\/+/, '');
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (file === 'index.html' || file === 'sw.js' || file.endsWith('.webmanifest') || file.startsWith('workbox-')) return 'no-cache';
  return 'public, max-age=3600';
}

/** Paths the single-page app never answers (the service's calls and the identity provider). */
export function isServicePath(url: string, apiBase: string): boolean {
  const lower = url.toLowerCase();
  return lower.startsWith(apiBase.toLowerCase() + '/') || lower === apiBase.toLowerCase() || lower === '/idp' || lower.startsWith('/idp/');
}
