/**
 * Runs `callback` when the page is hidden or goes away (`pagehide`, or `visibilitychange` to hidden): the last moment
 * to keep what was typed. Answers the function that stops listening.
 */
export function onPageHidden(callback: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') callback();
  };
  window.addEventListener('pagehide', callback);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('pagehide', callback);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
