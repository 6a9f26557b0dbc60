import { expect, test } from './test';
import { signInAs } from './fixtures';

test.describe('admin lists, users, status and connection', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'admin', { path: '/admin/vessels' });
    await expect(page.getByRole('heading', { name: 'Administrasjon' })).toBeVisible();
  });

  test('keeps the sort and filter of a list across a reload', async ({ page }) => {
    const table = page.getByRole('table', { name: 'Fartøy' });
    await expect(table.getByRole('row').nth(1)).toContainText('Aegir Seismic');
    // The data columns sort; the actions column has nothing to sort by and is no button.
    await expect(table.getByRole('columnheader', { name: 'Navn' }).getByRole('button')).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Handlinger' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Handlinger' }).getByRole('button')).toHaveCount(0);
    await table.getByRole('columnheader', { name: 'Navn' }).click();
    await expect(table.getByRole('columnheader', { name: 'Navn' })).toHaveAttribute('aria-sort', 'descending');
    await page.getByLabel('Filtrer').fill('no');
    await page.reload();
    await expect(page.getByLabel('Filtrer')).toHaveValue('no');
    await expect(table.getByRole('columnheader', { name: 'Navn' })).toHaveAttribute('aria-sort', 'descending');
    const names = await table.getByRole('row').locator('td:first-child').allTextContents();
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'nb')));
    const stored = await page.evaluate(() => localStorage.getItem('meldesystem.admin.daq_admin_od.vessels'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ sortColumn: 'name', sortDirection: 'descending', filter: 'no' });
  });

  test('copies the e-mail addresses of the active users and deletes a user after confirmation', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('tab', { name: 'Brukere' }).click();
    await page.getByRole('button', { name: 'Slett Eva Lunde' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Slett' }).click();
    await expect(page.getByRole('button', { name: 'Slett Eva Lunde' })).toBeDisabled();
    await page.getByRole('button', { name: 'Kopier e-postadresser' }).click();
    await expect(page.getByText(/e-postadresser er kopiert/).first()).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const emails = copied.split(';');
    expect(emails).toContain('admin@meldesystem.example');
    expect(emails).not.toContain('innmelder.skl@meldesystem.example');
  });

  test('finds an acquisition by name and cancels it with a reason and a comment', async ({ page }) => {
    await page.getByRole('tab', { name: 'Innmelding' }).click();
    await page.getByLabel('Søk etter innmelding').fill('Heidrun');
    await page.getByRole('main').getByRole('button', { name: 'Søk', exact: true }).click();
    await expect(page.getByRole('cell', { name: 'Planlagt' })).toBeVisible();
    await page.getByRole('button', { name: /Avlys NKE\d{4} Heidrun 4D/ }).click();
    const dialog = page.getByRole('dialog');
    const reasons = await dialog.getByLabel('Årsak').locator('option').allTextContents();
    expect(reasons.filter((r) => r && r !== 'Velg årsak')).toEqual(['Fiskeridirektoratet', 'Havforskningsinstituttet', 'Endrede planer', 'Annet']);
    await dialog.getByLabel('Årsak').selectOption({ label: 'Annet' });
    await dialog.getByRole('button', { name: 'Avlys innmeldingen' }).click();
    // One message for the one missing comment.
    await expect(dialog.getByText('Feltet må fylles ut.')).toBeVisible();
    await expect(dialog.getByText('Kommentar må fylles ut når årsaken er Annet')).toHaveCount(0);
    await dialog.getByLabel('Kommentar').fill('Fartøyet er ikke tilgjengelig');
    await dialog.getByRole('button', { name: 'Avlys innmeldingen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: 'Avlyst' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Avlys NKE\d{4} Heidrun 4D/ })).toHaveCount(0);
  });

  test('says plainly when offline, disables saving, and keeps what was typed', async ({ page, context }) => {
    await page.getByRole('button', { name: 'Nytt fartøy' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Navn').fill('E2E Frakoblet');
    await dialog.getByLabel('Kallesignal').fill('LOFF1');
    await context.setOffline(true);
    await expect(dialog.getByText('Uten nett')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Lagre' })).toBeDisabled();
    await expect(page.getByText('Du er uten nettforbindelse')).toBeVisible();
    await dialog.getByLabel('Land').selectOption('GB');
    await context.setOffline(false);
    await expect(dialog.getByRole('button', { name: 'Lagre' })).toBeEnabled();
    await expect(dialog.getByLabel('Navn')).toHaveValue('E2E Frakoblet');
    await dialog.getByRole('button', { name: 'Lagre' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: 'E2E Frakoblet', exact: true })).toBeVisible();
  });
});
