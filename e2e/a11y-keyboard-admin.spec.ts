// Universal design (issue 26): the administrator uses the admin lists with the keyboard alone: the tabs with the
// arrow keys, a list filtered by typing and sorted with Enter on a column header, a create dialog and a confirmation
// that take the focus and give it back to their opener on Escape. No mouse event.
import { expect, test } from './test';
import { activate, expectFocusInside, expectFocusVisible, signInWithKeyboard, tabTo, typeInto } from './keyboard-helpers';

test('the admin lists with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  await signInWithKeyboard(page, 'admin', '/admin/vessels');
  await expect(page.getByRole('heading', { name: 'Administrasjon', level: 1 })).toBeVisible();
  const vessels = page.getByRole('table', { name: 'Fartøy' });
  await expect(vessels.getByRole('row').nth(1)).toBeVisible();

  // Sorted with Enter on the column's header, filtered by typing.
  const name = vessels.getByRole('columnheader', { name: 'Navn' });
  await activate(page, name.getByRole('button'), { max: 120 });
  await expect(name).toHaveAttribute('aria-sort', /ascending|descending/);
  const first = await name.getAttribute('aria-sort');
  await page.keyboard.press('Enter');
  await expect(name).not.toHaveAttribute('aria-sort', first!);
  const rows = vessels.getByRole('row');
  const all = await rows.count();
  await typeInto(page, page.getByLabel('Filtrer'), 'Boreal', { key: 'Shift+Tab' });
  await expect.poll(() => rows.count()).toBeLessThan(all);
  await expect(rows.nth(1)).toContainText('Boreal');

  // A create dialog: the focus goes in, Escape closes it, the focus is back on its button.
  const create = page.getByRole('button', { name: 'Nytt fartøy' });
  await activate(page, create, { max: 10 });
  const dialog = page.getByRole('dialog');
  await expectFocusInside(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(create).toBeFocused();

  // Another tab with the arrow keys: the users' list, a delete confirmation cancelled with Escape.
  const tab = page.getByRole('tab', { name: 'Fartøy' });
  await tabTo(page, tab, { max: 120, key: 'Shift+Tab' });
  await expectFocusVisible(page);
  const users = page.getByRole('tab', { name: 'Brukere' });
  await tabTo(page, users, { max: 8, key: 'ArrowLeft' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(users).toHaveAttribute('aria-selected', 'true');
  const remove = page.getByRole('button', { name: 'Slett Erik Nilsen' });
  await activate(page, remove, { max: 200 });
  const confirm = page.getByRole('alertdialog');
  await expectFocusInside(confirm);
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(remove).toBeFocused();
});
