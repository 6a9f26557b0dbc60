import { Toast, Toaster, ToastTitle, useToastController, type ToastIntent } from '@fluentui/react-components';
import { useCallback } from 'react';

/** Toasts close after 6000 ms (spec 000 section 9). */
export const TOAST_TIMEOUT_MS = 6000;
export const TOASTER_ID = 'meldesystem-toaster';

export type NotifyIntent = Extract<ToastIntent, 'success' | 'error' | 'warning' | 'info'>;

/** Mounted once by the app. */
export function NotifyToaster() {
  return <Toaster toasterId={TOASTER_ID} position="bottom-end" timeout={TOAST_TIMEOUT_MS} pauseOnHover />;
}

/** Shows a toast: notify(message, intent). */
export function useNotify(): (message: string, intent: NotifyIntent) => void {
  const { dispatchToast } = useToastController(TOASTER_ID);
  return useCallback(
    (message: string, intent: NotifyIntent) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
        </Toast>,
        { intent, timeout: TOAST_TIMEOUT_MS, politeness: intent === 'error' ? 'assertive' : 'polite' },
      ),
    [dispatchToast],
  );
}
