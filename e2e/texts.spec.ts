import { expect, test } from './test';
import { newDraft, signInAs } from './fixtures';

const SHOTS = process.env.E2E_SHOTS;


test('a pasted line that cannot be read is named with the reason; WGS 84 is not said to be converted', async ({ page }) => {
  await signInAs(page, 'innmelder');
  await newDraft(page);
  const gross = page.getByTestId('area-gross');
  await gross.getByRole('button', { name: 'Lim inn koordinater' }).click();
  await gross.getByRole('textbox').fill('60.30 2.50\nabc def\n60.60 3.00');
  await gross.getByRole('button', { name: 'Bruk koordinatene' }).click();
  await expect(page.getByText('Linje 2 («abc def»): Et punkt kunne ikke leses.').first()).toBeVisible();
  await expect(page.getByText('Geometritypen er ikke tillatt')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/paste-error-1280.png` });

  await gross.getByRole('textbox').fill('60.3 2.6\n60.3 3.0\n60.6 3.0\n60.6 2.6');
  await gross.getByRole('button', { name: 'Bruk koordinatene' }).click();
  await expect(gross.getByText('4 punkter')).toBeVisible();
  await expect(page.getByText('Geometrien ble importert.').first()).toBeVisible();
  await expect(page.getByText('konvertert til WGS 84')).toHaveCount(0);
});

test('a licence without a name is asked about without empty brackets', async ({ page }) => {
  await signInAs(page, 'admin', { path: '/admin/vessels' });
  await page.getByRole('tab', { name: 'Lisenser' }).click();
  await page.getByRole('button', { name: 'Ny lisens' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: 'Lag lisensnummer' }).click();
  await expect(form.getByLabel('Lisensnummer')).not.toHaveValue('');
  const number = await form.getByLabel('Lisensnummer').inputValue();
  const year = String(new Date().getFullYear());
  await form.getByLabel('År').fill(year);
  await form.getByLabel('Selskap').selectOption({ label: 'Vestland Petroleum AS' });
  await form.getByRole('button', { name: 'Lagre' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: new RegExp(`^Endre ${number} `) }).click();
  await form.getByRole('button', { name: 'Slett' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Lisens ${number} for ${year} slettes.`);
  await expect(confirm).not.toContainText('()');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/licence-delete-1280.png` });
  await confirm.getByRole('button', { name: 'Slett' }).click();
  await expect(confirm).toBeHidden();
});
