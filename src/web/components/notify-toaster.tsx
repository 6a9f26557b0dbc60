import { Toast, Toaster, ToastTitle, useToastController } from '@fluentui/react-components';
import { useEffect, useSyncExternalStore } from 'react';
import { TOAST_TIMEOUT_MS, TOASTER_ID, type NotifyIntent } from './notify';

type Show = (message: string, intent: NotifyIntent) => void;

let show: Show | null = null;
const waiting: Array<Parameters<Show>> = [];

/** On a phone the toasts come at the top, above the page's header, rather than over the cards' buttons below. */
const PHONE = '(max-width: 600px)';
const subscribePhone = (listener: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};
const isPhone = () => window.matchMedia(PHONE).matches;

/** The toaster and what shows a toast through it (loaded after the first screen, or with the first toast). */
export default function NotifyToasterNow() {
  const { dispatchToast } = useToastController(TOASTER_ID);
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);
  // The Toaster listens from its own effect, which runs before this one (it comes first in the tree).
  useEffect(() => {
    show = (message, intent) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
        </Toast>,
        { intent, timeout: TOAST_TIMEOUT_MS, politeness: intent === 'error' ? 'assertive' : 'polite' },
      );
    for (const toast of waiting.splice(0)) show(...toast);
    return () => {
      show = null;
    };
  }, [dispatchToast]);
  return (
    <Toaster toasterId={TOASTER_ID} position={phone ? 'top' : 'bottom-end'} timeout={TOAST_TIMEOUT_MS} pauseOnHover />
  );
}

/** Shows the toast now, or once the toaster is mounted. */
export function showToast(message: string, intent: NotifyIntent): void {
  if (show) show(message, intent);
  else waiting.push([message, intent]);
}
