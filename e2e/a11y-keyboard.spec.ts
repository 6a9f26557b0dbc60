// Universal design (issue 26): the main work with the keyboard alone, no mouse event: sign in, the skip link, choose
// a role, open a case, a status dialog, write a note (focus enters the drawer and returns to its opener), the user
// menu and the accessibility statement. Fields are reached with Tab or given focus; every action is a key press.
import { expect, test } from './test';
import { chooseInSelect, chooseRoleWithKeyboard, expectFocusVisible, focusedIn, signInWithKeyboard, tabTo } from './keyboard-helpers';

test('the company notifier works with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  await signInWithKeyboard(page, 'innmelder');
  await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 }); // the first screen after sign-in

  // The first Tab stop is the skip link; it moves focus into the page's main region.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Hopp til innholdet' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();

  // Open a case from the overview's table: 25 rows per page chosen from the keyboard first, since cases that other
  // specs create (starting later than this one) come before it in the default order.
  await chooseInSelect(page, page.getByLabel('Rader per side'), '25');
  const row = page.getByRole('row').filter({ hasText: 'Troll havbunn' }).first();
  const open = row.getByRole('button', { name: 'Detaljer' });
  await expect(open).toBeVisible();
  await tabTo(page, open, { max: 200, key: 'Shift+Tab' }); // up from the pager below the table
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/[0-9a-f-]{36}\/timeline$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Troll havbunn');

  // The tabs with the arrow keys.
  const details = page.getByRole('tab', { name: 'Detaljer' });
  await tabTo(page, page.getByRole('tab', { name: 'Tidslinje' }));
  await page.keyboard.press('ArrowRight');
  await expect(details).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/details$/);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/timeline$/);

  // A status dialog: opened from the status menu, closed with Escape, focus back on the menu's button.
  const statusButton = page.getByRole('button', { name: 'Endre status' });
  await tabTo(page, statusButton);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await tabTo(page, page.getByRole('menuitem', { name: 'Pause' }), { max: 10, key: 'ArrowDown' });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusedIn(dialog)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(statusButton).toBeFocused();
  // The menu opens with an arrow key too (the trigger is the page's own button, the menu loaded later), says so on its
  // button, and Escape closes it with the focus back on the button; a second click on the button closes it as well.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await expect(statusButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(statusButton).toBeFocused();
  await expect(statusButton).toHaveAttribute('aria-expanded', 'false');
  await statusButton.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await statusButton.click();
  await expect(page.getByRole('menu')).toHaveCount(0);

  // A note: focus enters the drawer, the text is typed, saved with Enter on Lagre; focus returns to the opener.
  const newNote = page.getByRole('button', { name: 'Nytt notat' });
  await tabTo(page, newNote);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Nytt notat' });
  await expect(drawer).toBeVisible();
  await expect.poll(() => focusedIn(drawer)).toBe(true);
  await tabTo(page, drawer.getByLabel('Notat'));
  const text = `Notat med tastatur ${Date.now()}`;
  await page.keyboard.type(text);
  await tabTo(page, drawer.getByRole('button', { name: 'Lagre' }));
  await page.keyboard.press('Enter');
  await expect(drawer).toBeHidden({ timeout: 60_000 });
  await expect(page.getByTestId('timeline-card').filter({ hasText: text })).toBeVisible();
  await expect(newNote).toBeFocused();

  // The user menu opens with Enter and leads to the accessibility statement's link in the footer.
  await tabTo(page, page.getByRole('button', { name: /Brukermeny/ }), { max: 30, key: 'Shift+Tab' });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Brukermeny/ })).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: 'Tilgjengelighetserklæring' }), { max: 300 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tilgjengelighet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tilgjengelighetserklæring' })).toBeVisible();
});

test('a user with several roles chooses one with the keyboard', async ({ page }) => {
  await signInWithKeyboard(page, 'flere.roller');
  await chooseRoleWithKeyboard(page, 'Vestland Petroleum AS', 'Innmelder');
  await expect(page.getByRole('button', { name: /Brukermeny/ })).toContainText(
    'Vestland Petroleum AS · Innmelder',
  );
});
