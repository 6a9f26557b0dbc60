import { useSyncExternalStore } from 'react';

/**
 * Online state: the browser's navigator.onLine, and whether the last call to the service failed without an answer
 * (status 0). A browser that says it is online but cannot reach the service counts as offline until a call succeeds.
 */
let serviceUnreachable = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** The API client reports each call's outcome: reached = an HTTP answer came back (whatever its status). */
export function reportServiceReachable(reached: boolean): void {
  if (serviceUnreachable === !reached) return;
  serviceUnreachable = !reached;
  notify();
}

export function isOnline(): boolean {
  const browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine;
  return browserOnline && !serviceUnreachable;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onBrowserChange = () => {
    // Going online again: give the service a fresh chance; the next call tells.
    if (navigator.onLine) serviceUnreachable = false;
    listener();
  };
  window.addEventListener('online', onBrowserChange);
  window.addEventListener('offline', onBrowserChange);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onBrowserChange);
    window.removeEventListener('offline', onBrowserChange);
  };
}

/** True while the app is online (navigator.onLine plus failed-request detection). */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
