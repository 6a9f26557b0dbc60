/**
 * Focus returns to the opener when a dialog, drawer or menu closes (WCAG 2.4.3). Fluent returns it only to a
 * DialogTrigger's child, and our drawers are routes and our dialogs open from menu items that are gone by then: focus
 * fell to <body>, and a keyboard user started again at the top of the page. This remembers the last element focused
 * outside any overlay; when the focus was inside an overlay and the overlay is gone (focus on <body>, no overlay
 * left), that element gets it back, if it is still on the page.
 */
const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

export function installFocusReturn(doc: Document = document): () => void {
  let opener: HTMLElement | null = null;
  let inOverlay = false;

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target.hasAttribute('data-tabster-dummy')) return;
    inOverlay = target.closest(OVERLAY) !== null;
    if (!inOverlay && target !== doc.body) opener = target;
  };

  const restore = () => {
    if (!inOverlay) return;
    const active = doc.activeElement;
    // Focus on one of Fluent's focus sentinels (data-tabster-dummy, kept at the body's edges) is focus lost as well.
    if (active && active !== doc.body && !active.hasAttribute('data-tabster-dummy')) return;
    if (doc.querySelector(OVERLAY)) return;
    inOverlay = false;
    if (opener?.isConnected) opener.focus();
  };

  const observer = new MutationObserver(restore);
  observer.observe(doc.body, { childList: true, subtree: true });
  doc.addEventListener('focusin', onFocusIn);
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
  };
}
