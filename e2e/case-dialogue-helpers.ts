// Helpers of the case dialogue's browser tests (case-dialogue.spec, case-dialogue-rounds.spec): a party's own browser
// through the real sign-in, a timeline card by message type, a statement written through its drawer, and a log of
// every toast the page showed (to count the toasts of one save).
import { expect, type Browser, type Locator, type Page } from './test';
import { signInAs, type SignInOptions } from './fixtures';

/** A new browser context signed in as the demo user; every toast it shows is logged (toastsSince). */
export async function asUser(browser: Browser, username: string, options: SignInOptions = {}, locale = 'nb-NO'): Promise<Page> {
  const context = await browser.newContext({ locale });
  await context.addInitScript(() => {
    const log: string[] = [];
    const seen = new WeakSet<Element>();
    Object.assign(window, { __toasts: log });
    // A toast is one element: counted once, although the toaster's portal adds it again when it mounts.
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const toasts = node.matches('.fui-Toast') ? [node] : [...node.querySelectorAll('.fui-Toast')];
          for (const toast of toasts) {
            if (seen.has(toast)) continue;
            seen.add(toast);
            log.push(toast.textContent ?? '');
          }
        }
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  await signInAs(page, username, options);
  return page;
}

/** How many toasts the page has shown so far (a mark for toastsSince). */
export const toastMark = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts.length);

/** The texts of the toasts shown since the mark, in order. */
export const toastsSince = (page: Page, mark: number): Promise<string[]> =>
  page.evaluate((from) => (window as unknown as { __toasts: string[] }).__toasts.slice(from), mark);

/**
 * The save's toast has shown, and only it. Called after something that happens later than any second toast of the
 * same save would (the message arrived in another party's browser, the outbox is empty), so a second one is caught.
 */
export async function expectOneToast(page: Page, mark: number, text: string): Promise<void> {
  await expect.poll(() => toastsSince(page, mark)).toEqual([text]);
}

/** The first timeline card of the message type, or the one with the text. */
export const card = (page: Page, type: number, text?: string): Locator => {
  const cards = page.locator(`[data-testid="timeline-card"][data-message-type="${type}"]`);
  return text ? cards.filter({ hasText: text }) : cards.first();
};

/** A statement (or follow-up) without objections through its drawer, the first contact person; FDIR answers its demand. */
export async function writeStatement(page: Page, button: Locator, text: string, demand = false): Promise<void> {
  await button.click();
  const drawer = page.getByTestId('message-drawer');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('radio', { name: 'Ingen innvendinger' }).check();
  await drawer.getByLabel('Melding').fill(text);
  await drawer.getByRole('combobox', { name: 'Kontaktperson' }).click();
  await page.getByRole('option').first().click();
  if (demand) await drawer.getByRole('radio', { name: 'Ja' }).check();
  await drawer.getByRole('button', { name: 'Send' }).click();
  await expect(drawer).toBeHidden({ timeout: 60_000 });
}

/** Declines the statement on the card with a reason. */
export async function decline(page: Page, statement: Locator, reason: string): Promise<void> {
  await statement.getByRole('button', { name: 'Avslå' }).click();
  const drawer = page.getByTestId('message-drawer');
  await drawer.getByLabel('Begrunnelse').fill(reason);
  await drawer.getByRole('button', { name: 'Avslå' }).click();
  await expect(drawer).toBeHidden({ timeout: 60_000 });
}
