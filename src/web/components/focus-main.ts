/** Whether the focus has fallen to the document's body (or Fluent's focus sentinels at its edges: data-tabster-dummy). */
function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || active.hasAttribute('data-tabster-dummy');
}

function moveToMain(): void {
  // A modal dialog open now holds the focus itself (Fluent's focus trap): moving it to the page behind would leave the
  // dialog on screen but hidden from screen readers (the page's aria-hidden goes to the dialog instead).
  if (document.querySelector('[aria-modal="true"]')) return;
  const main = document.getElementById('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}

/** How long a control that still has the focus (the dialog that made the change, closing) is watched. */
const WATCH_MS = 3000;
const WATCH_EVERY_MS = 100;

/**
 * When the focused control has gone from the page (a status change removed the menu that opened its dialog), the
 * focus would fall to the document's body and a keyboard or screen reader user would start again from the top: it is
 * put on the page's <main id="main"> instead (WCAG 2.4.3). While something else has the focus (the dialog that made
 * the change, still closing: on a fast machine the menu went before the dialog had given the focus back), the focus
 * is watched for a moment and moved if it falls to the body then.
 */
export function focusMainIfLost(): void {
  if (focusLost()) moveToMain();
  // Watched for a moment in any case: the page may not take it yet (hidden while its header's answers come again).
  const started = Date.now();
  const timer = setInterval(() => {
    if (focusLost()) moveToMain();
    if (Date.now() - started > WATCH_MS) clearInterval(timer);
  }, WATCH_EVERY_MS);
}
