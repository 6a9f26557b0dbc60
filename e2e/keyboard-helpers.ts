// Helpers of the keyboard-only browser tests (issue 26, WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7): every action is a key press
// (Tab, Shift+Tab, arrows, Enter, Space, Escape) or typed text; no click, no mouse event.
import { expect, type Locator, type Page } from './test';
import { DEMO_PASSWORD, untilContextChosen } from './fixtures';

/** Whether the element holds the focus (itself or something inside it). */
export const focusedIn = (locator: Locator): Promise<boolean> =>
  locator.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses `key` (Tab by default) until the element has focus, at most `max` times: what a keyboard user does. */
export async function tabTo(page: Page, target: Locator, { max = 80, key = 'Tab' }: { max?: number; key?: string } = {}) {
  const path: string[] = [];
  for (let i = 0; i < max; i++) {
    if (await focusedIn(target)) return;
    path.push(await describeFocus(page));
    await page.keyboard.press(key);
  }
  // Where the focus went on the way, so that a failure says what the keyboard user met instead.
  const stops = [...new Set(path)].slice(0, 40).join(' | ');
  throw new Error(`Not reached with ${key} in ${max} presses; the focus was on: ${stops}`);
}

/** A short description of the focused element: its tag, role and accessible name or text. */
const describeFocus = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.slice(0, 30) ?? '';
    return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[${el.getAttribute('role')}]` : ''} ${name}`.trim();
  });

/** Tabs to the element and presses Enter (a button, a link, a menu item). */
export async function activate(page: Page, target: Locator, options?: { max?: number; key?: string }) {
  await tabTo(page, target, options);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
}

/** Tabs to a text field and types into it (its old text selected and replaced). */
export async function typeInto(page: Page, field: Locator, text: string, options?: { max?: number; key?: string }) {
  await tabTo(page, field, options);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * Tabs to a native select and moves to the option with the arrow keys, as a keyboard user does in a closed select.
 * (Typing the label relies on the browser's one-second type-ahead: on a loaded machine a pause splits it, and the
 * space then opens the list instead.)
 */
export async function chooseInSelect(page: Page, select: Locator, label: string) {
  await tabTo(page, select);
  const { from, to } = await select.evaluate((el, text) => {
    const options = [...(el as HTMLSelectElement).options];
    return { from: (el as HTMLSelectElement).selectedIndex, to: options.findIndex((o) => o.text.trim() === text) };
  }, label);
  if (to < 0) throw new Error(`No option '${label}' in the select`);
  for (let i = from; i !== to; i += to > from ? 1 : -1) await page.keyboard.press(to > from ? 'ArrowDown' : 'ArrowUp');
  await expect(select.locator('option:checked')).toHaveText(label);
}

/** Opens a Fluent dropdown or combobox with Alt+ArrowDown and chooses the option with the arrows and Enter. */
export async function chooseInDropdown(page: Page, combobox: Locator, option: string | RegExp) {
  await tabTo(page, combobox);
  await page.keyboard.press('Alt+ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const wanted = page.getByRole('option', { name: option }).first();
  for (let i = 0; i < 30; i++) {
    const active = await page.evaluate(() => {
      const el = document.activeElement;
      const id = el?.getAttribute('aria-activedescendant');
      return id ? document.getElementById(id)?.textContent ?? '' : '';
    });
    if (active && (typeof option === 'string' ? active.includes(option) : option.test(active))) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(wanted).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(listbox).toHaveCount(0);
}

/**
 * The focused element shows where the focus is (WCAG 2.4.7): an outline, a box shadow or a drawn border of its own or
 * of its ::after (Fluent draws its focus ring there), or of the field wrapper that holds it (Fluent's inputs).
 */
export async function expectFocusVisible(page: Page) {
  const shown = await page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return 'nothing focused';
    const indicator = (el: Element, pseudo?: string) => {
      const s = getComputedStyle(el, pseudo);
      if (pseudo && (s.content === 'none' || s.content === 'normal')) return false;
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      const shadow = s.boxShadow !== 'none';
      const border = ['Top', 'Bottom', 'Left', 'Right'].some(
        (side) => (s as unknown as Record<string, string>)[`border${side}Style`] !== 'none' && parseFloat((s as unknown as Record<string, string>)[`border${side}Width`]) >= 2,
      );
      return outline || shadow || border;
    };
    const candidates: Element[] = [active];
    if (active.parentElement) candidates.push(active.parentElement);
    if (active.parentElement?.parentElement) candidates.push(active.parentElement.parentElement);
    const seen = candidates.some((el) => indicator(el) || indicator(el, '::after') || indicator(el, '::before'));
    return seen ? 'ok' : `no focus indicator on ${active.outerHTML.slice(0, 160)}`;
  });
  expect(shown).toBe('ok');
}

/** Signs in on the identity provider's page with the keyboard alone (the page must be showing it). */
export async function keyboardLogin(page: Page, username: string) {
  await expect(page.getByLabel('Brukernavn')).toBeVisible();
  await tabTo(page, page.getByLabel('Brukernavn'));
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Passord')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/idp') && !url.pathname.startsWith('/callback'));
}

/** Opens `path` (typing an address is not a mouse event) and signs in with the keyboard alone. */
export async function signInWithKeyboard(page: Page, username: string, path = '/') {
  await page.goto(path);
  await page.waitForURL(/\/idp\//);
  await keyboardLogin(page, username);
}

/** Chooses an organisation's role in the role selector with the keyboard; waits until the choice is stored. */
export async function chooseRoleWithKeyboard(page: Page, organisation: string, role: string) {
  const group = page.getByRole('group', { name: organisation });
  await expect(group).toBeVisible();
  await activate(page, group.getByRole('button', { name: role }));
  await untilContextChosen(page);
}

/** A dialog or drawer has taken the focus when it opened. */
export async function expectFocusInside(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusedIn(dialog)).toBe(true);
}

/** Tabbing forward from `from` reaches `to` (no keyboard trap between them, WCAG 2.1.2). */
export async function expectTabPassesFrom(page: Page, from: Locator, to: Locator, max = 60) {
  await tabTo(page, from);
  await tabTo(page, to, { max });
}

/** Tabs into a radio group and moves with the arrow keys until the radio is checked. */
export async function chooseRadio(page: Page, radio: Locator) {
  const group = radio.locator('xpath=ancestor::*[@role="radiogroup"][1]');
  await tabTo(page, group);
  for (let i = 0; i < 8 && !(await radio.isChecked()); i++) await page.keyboard.press('ArrowDown');
  await expect(radio).toBeChecked();
}
