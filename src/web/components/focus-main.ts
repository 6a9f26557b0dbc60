/**
 * When the focused control has gone from the page (a status change removed the menu that opened its dialog), the
 * focus would fall to the document's body and a keyboard or screen reader user would start again from the top: it is
 * put on the page's <main id="main"> instead (WCAG 2.4.3). Nothing happens while something else has the focus.
 */
export function focusMainIfLost(): void {
  const active = document.activeElement;
  // Fluent's focus manager keeps sentinels at the body's edges (data-tabster-dummy): focus there is lost too.
  if (active && active !== document.body && active.isConnected && !active.hasAttribute('data-tabster-dummy')) return;
  const main = document.getElementById('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}
