import { useFocusFinders } from '@fluentui/react-components';

/**
 * Holds Fluent's focus manager (tabster) for the app's life, from the first screen or the first key or pointer press. Each Fluent
 * component that uses it holds it too, and tabster is disposed when the last lets go: on a route change from a page
 * whose modal dialog has just closed to a page whose first render uses none (the create dialog, then the wizard). Its
 * disposal drops the pending update that takes the dialog's aria-hidden off the rest of the page (tabster issue 530,
 * fluentui issue 35139), so the whole new page stayed hidden from screen readers (and from the tests' role queries).
 */
export function KeepTabster() {
  useFocusFinders();
  return null;
}
