import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useAfterFirstScreen } from './first-screen';

/** Toasts close after 6000 ms (spec 000 section 9). */
export const TOAST_TIMEOUT_MS = 6000;
export const TOASTER_ID = 'meldesystem-toaster';

export type NotifyIntent = 'success' | 'error' | 'warning' | 'info';

// Fluent's toaster is not part of the first screen: it loads after it, or with the first toast if that comes sooner.
const loadToaster = () => import('./notify-toaster');
const ToasterNow = lazy(loadToaster);
let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Mounted once by the app. */
export function NotifyToaster() {
  const afterFirstScreen = useAfterFirstScreen();
  const toastWanted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!afterFirstScreen && !toastWanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterNow />
    </Suspense>
  );
}

/** Shows a toast: notify(message, intent). */
export function notify(message: string, intent: NotifyIntent): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void loadToaster().then((m) => m.showToast(message, intent));
}

/** Shows a toast: notify(message, intent). */
export function useNotify(): (message: string, intent: NotifyIntent) => void {
  return notify;
}
