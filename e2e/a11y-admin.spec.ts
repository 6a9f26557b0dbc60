// Universal design (issue 26): axe-core's WCAG 2.1 A/AA rules on the admin area, each tab and its dialogs, at
// 1280 px and 320 px, as the administrator.
import { expect, test } from './test';
import { expectNoViolationsAtWidths } from './axe';
import { signInAs } from './fixtures';

const TABS = [
  { path: 'status', tab: 'Innmelding' },
  { path: 'harbours', tab: 'Havner', create: 'Ny havn' },
  { path: 'users', tab: 'Brukere' },
  { path: 'vessels', tab: 'Fartøy', create: 'Nytt fartøy' },
  { path: 'fisheriesExperts', tab: 'Fiskerikyndige', create: 'Ny fiskerikyndig' },
  { path: 'licences', tab: 'Lisenser', create: 'Ny lisens' },
];

test('the administrator: every admin tab and its create dialog', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page, 'admin', { path: '/admin/status' });
  await expect(page.getByRole('heading', { name: 'Administrasjon', level: 1 })).toBeVisible();
  for (const { path, tab, create } of TABS) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${path}$`));
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('table').or(page.getByRole('form')).or(page.locator('form')).first(),
    ).toBeVisible();
    await expectNoViolationsAtWidths(page, `admin ${path}`);
    if (!create) continue;
    await page.getByRole('button', { name: create }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolationsAtWidths(page, `admin ${path} dialog`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});
