import { expect, test, type Page } from './test';
import { signInAs, fillDate } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog');

async function save(page: Page): Promise<void> {
  await dialog(page).getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog(page)).toBeHidden();
}

test('a non-admin never sees the admin area', async ({ page }) => {
  await signInAs(page, 'innmelder', { path: '/admin/licences' });
  await expect(page).not.toHaveURL(/\/admin/);
  // The user menu offers no way there either.
  await page.getByRole('button', { name: /^Brukermeny for / }).click();
  await expect(page.getByRole('menuitem', { name: 'Endre profil' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Administrasjon' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tab', { name: 'Lisenser' })).toHaveCount(0);
  await page.goto('/admin/users');
  await expect(page).not.toHaveURL(/\/admin/);
  await expect(page.getByRole('heading', { name: 'Administrasjon' })).toHaveCount(0);
});

test('the administrator reaches the admin area from the user menu and gets back to the overview', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page.getByTestId('overview-total')).toBeVisible();
  await page.getByRole('button', { name: /^Brukermeny for / }).click();
  await page.getByRole('menuitem', { name: 'Administrasjon' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { name: 'Administrasjon' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Lisenser' })).toBeVisible();
  await page.getByRole('link', { name: 'Tilbake til oversikten' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('overview-total')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Administrasjon' })).toHaveCount(0);
});

test.describe('as the administrator', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'admin', { path: '/admin/harbours' });
    await expect(page.getByRole('heading', { name: 'Administrasjon' })).toBeVisible();
  });

  test('creates and edits a harbour', async ({ page }) => {
    await page.getByRole('button', { name: 'Ny havn' }).click();
    await dialog(page).getByLabel('Navn').fill('E2E Vardø');
    await save(page);
    await expect(page.getByRole('cell', { name: 'E2E Vardø', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Endre E2E Vardø' }).click();
    await dialog(page).getByLabel('Navn').fill('E2E Vardø havn');
    await save(page);
    await expect(page.getByRole('cell', { name: 'E2E Vardø havn', exact: true })).toBeVisible();
  });

  test('creates and edits a vessel', async ({ page }) => {
    await page.getByRole('tab', { name: 'Fartøy' }).click();
    await page.getByRole('button', { name: 'Nytt fartøy' }).click();
    const form = dialog(page);
    await form.getByLabel('Navn').fill('E2E Surveyor');
    await form.getByLabel('IMO-nummer').fill('9876543');
    await form.getByLabel('Kallesignal').fill('LE2E1');
    await form.getByLabel('Land').selectOption('NO');
    await save(page);
    await expect(page.getByRole('cell', { name: 'E2E Surveyor', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Endre E2E Surveyor' }).click();
    await form.getByLabel('Kallesignal').fill('LE2E2');
    await save(page);
    await expect(page.getByRole('cell', { name: 'LE2E2', exact: true })).toBeVisible();
  });

  test('shows a failed save in an error block inside the dialog (a vessel in use cannot be deleted)', async ({ page }) => {
    await page.getByRole('tab', { name: 'Fartøy' }).click();
    await page.getByRole('button', { name: 'Endre Polar Nordkapp' }).click();
    const form = dialog(page);
    await form.getByLabel('Slettet').check();
    await form.getByRole('button', { name: 'Lagre' }).click();
    await expect(form.getByRole('alert')).toContainText('Lagring feilet');
    await expect(form.getByRole('alert')).toContainText('i bruk');
    await expect(form.getByLabel('Navn')).toHaveValue('Polar Nordkapp');
  });

  test('creates and edits a fisheries expert, refusing a bad phone number in the dialog', async ({ page }) => {
    await page.getByRole('tab', { name: 'Fiskerikyndige' }).click();
    await page.getByRole('button', { name: 'Ny fiskerikyndig' }).click();
    const form = dialog(page);
    await form.getByLabel('Fornavn').fill('Aase');
    await form.getByLabel('Etternavn').fill('E2E-Strand');
    await form.getByLabel('Adresse').fill('Kaiveien 1');
    await form.getByLabel('Sted').fill('Svolvær');
    await form.getByLabel('Telefon').fill('99999999999');
    await form.getByLabel('Godkjent for område').selectOption({ label: 'Nord' });
    await fillDate(form.getByLabel('Godkjent til'), '2027-06-30');
    await form.getByRole('button', { name: 'Lagre' }).click();
    await expect(form.getByText('Må være et heltall')).toBeVisible();
    await form.getByLabel('Telefon').fill('41234567');
    await save(page);
    await expect(page.getByRole('cell', { name: 'E2E-Strand', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Endre Aase E2E-Strand' }).click();
    await form.getByLabel('Sted').fill('Henningsvær');
    await save(page);
    await expect(page.getByRole('cell', { name: 'Henningsvær', exact: true })).toBeVisible();
  });

  test('creates and edits a licence; the year sets the period', async ({ page }) => {
    await page.getByRole('tab', { name: 'Lisenser' }).click();
    await page.getByRole('button', { name: 'Ny lisens' }).click();
    const form = dialog(page);
    await form.getByRole('button', { name: 'Lag lisensnummer' }).click();
    await expect(form.getByLabel('Lisensnummer')).not.toHaveValue('');
    const number = await form.getByLabel('Lisensnummer').inputValue();
    await form.getByLabel('Lisensnavn').fill('E2E PL 999');
    await form.getByLabel('År').fill('2030');
    await expect(form.getByLabel('Periode fra')).toHaveValue('01.01.2030');
    await expect(form.getByLabel('Periode til')).toHaveValue('31.12.2030');
    await form.getByLabel('År').fill(String(new Date().getFullYear()));
    await form.getByLabel('Selskap').selectOption({ label: 'Vestland Petroleum AS' });
    const lawCategories = await form.getByLabel('Lovkategori').locator('option').allTextContents();
    expect(lawCategories).not.toContain('Utført av myndighetene');
    expect(lawCategories).not.toContain('Vitenskapelig undersøkelse');
    await save(page);
    await expect(page.getByRole('cell', { name: 'E2E PL 999', exact: true })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^Endre ${number} `) }).click();
    await form.getByLabel('Lisensnavn').fill('E2E PL 999 Vest');
    await save(page);
    await expect(page.getByRole('cell', { name: 'E2E PL 999 Vest', exact: true })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^Endre ${number} `) }).click();
    await form.getByRole('button', { name: 'Slett' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Slett' }).click();
    await expect(page.getByRole('cell', { name: 'E2E PL 999 Vest', exact: true })).toHaveCount(0);
  });

  test('a licence in use cannot be edited', async ({ page }) => {
    await page.getByRole('tab', { name: 'Lisenser' }).click();
    // The demo licences have a row for the year the demo data is seeded; this year's row of PL 532 is in use.
    const year = String(new Date().getFullYear());
    await page.getByLabel('År').selectOption(year);
    await page.getByRole('button', { name: `Vis lisens 21532 ${year}` }).click();
    const form = dialog(page);
    await expect(form.getByText('Lisensen er i bruk')).toBeVisible();
    await expect(form.getByLabel('Lisensnavn')).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Lagre' })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Slett' })).toHaveCount(0);
  });
});
