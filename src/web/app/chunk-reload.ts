/** When the last reload for a route's code that would not load was made (sessionStorage, epoch ms). */
const KEY = 'meldesystem.chunkReloadAt';
const AT_MOST_EVERY_MS = 30_000;

/**
 * A route's code that would not load (a dynamic import refused: the service worker was starting or being replaced
 * just then, or a new version was deployed): the browser keeps that failure for the page's lifetime, so the page is
 * loaded again, once; a second failure within 30 s is shown as the route's error. Answers whether it reloads.
 */
export function reloadOnceForFailedChunk(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (now - last < AT_MOST_EVERY_MS) return false;
    sessionStorage.setItem(KEY, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
