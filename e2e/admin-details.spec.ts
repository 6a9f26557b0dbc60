import { expect, test, type Page } from './test';
import { signInAs } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog');

test.describe('admin dialog and list details', () => {
  test('the own row in Brukere cannot be deleted and says why on hover; others can', async ({ page }) => {
    await signInAs(page, 'admin', { path: '/admin/users' });
    const table = page.getByRole('table', { name: 'Brukere' });
    const own = table.getByRole('button', { name: 'Slett Anne Kristiansen' });
    await expect(own).toBeDisabled();
    await own.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Du kan ikke slette din egen bruker');
    await own.click({ force: true });
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    const other = table.getByRole('button', { name: 'Slett Kari Nordmann' });
    await expect(other).toBeEnabled();
    await other.click();
    const confirm = page.getByRole('alertdialog', { name: 'Slette bruker?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Avbryt' }).click();
    await expect(confirm).toHaveCount(0);
  });

  test("Escape still closes 'Ny lisens' after 'Lag lisensnummer'", async ({ page }) => {
    await signInAs(page, 'admin', { path: '/admin/licences' });
    await page.getByRole('button', { name: 'Ny lisens' }).click();
    const form = dialog(page);
    await form.getByRole('button', { name: 'Lag lisensnummer' }).click();
    await expect(form.getByLabel('Lisensnummer')).not.toHaveValue('');
    expect(await form.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('the vessel dialog refuses an IMO of zero or below and keeps what was typed', async ({ page }) => {
    await signInAs(page, 'admin', { path: '/admin/vessels' });
    await page.getByRole('button', { name: 'Nytt fartøy' }).click();
    const form = dialog(page);
    await form.getByLabel('Navn').fill('E2E Negative');
    await form.getByLabel('IMO-nummer').fill('-5');
    await form.getByLabel('Kallesignal').fill('LNEG1');
    await form.getByLabel('Land').selectOption('NO');
    await form.getByRole('button', { name: 'Lagre' }).click();
    await expect(form.getByText('Må være et positivt heltall')).toBeVisible();
    await expect(form.getByLabel('IMO-nummer')).toHaveValue('-5');
    await form.getByLabel('IMO-nummer').fill('12 345');
    await expect(form.getByLabel('IMO-nummer')).toHaveValue('12 345');
  });

  test('a harbour name that exists already is refused on the name field', async ({ page }) => {
    await signInAs(page, 'admin', { path: '/admin/harbours' });
    await page.getByRole('button', { name: 'Ny havn' }).click();
    const form = dialog(page);
    await form.getByLabel('Navn').fill(' bodø ');
    await form.getByRole('button', { name: 'Lagre' }).click();
    await expect(form.getByText('Det finnes allerede en havn med dette navnet')).toBeVisible();
    await expect(form.getByRole('alert', { name: 'Lagring feilet' })).toContainText('Det finnes allerede en havn med navnet «bodø».');
  });
});
