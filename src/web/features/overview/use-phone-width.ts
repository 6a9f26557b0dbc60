import { useSyncExternalStore } from 'react';

/** Below this width the overview shows cards instead of the table (issue 14 item 4). */
const PHONE = '(max-width: 600px)';

const subscribe = (listener: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};

/** Whether the window is as narrow as a phone's now. */
export const isPhoneWidth = () => window.matchMedia(PHONE).matches;

/** Whether the window is as narrow as a phone's, followed as it changes. */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribe, isPhoneWidth, () => false);
}
