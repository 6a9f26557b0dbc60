import { expect, test } from './test';
import { signInAs } from './fixtures';

test('the edit-profile dialog says in Norwegian what is too long', async ({ page }) => {
  await signInAs(page, 'innmelder');
  await page.getByRole('button', { name: /^Brukermeny for / }).click();
  await page.getByRole('menuitem', { name: 'Endre profil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Endre profil' });
  await dialog.getByLabel('Telefon').fill('9'.repeat(51));
  await dialog.getByLabel('Stillingstittel').fill('x'.repeat(401));
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByText('Telefonnummeret kan ha høyst 50 tegn')).toBeVisible();
  await expect(dialog.getByText('Stillingstittelen kan ha høyst 400 tegn')).toBeVisible();
  await expect(dialog).not.toContainText('Too big');
  // Within the limits the profile is saved.
  await dialog.getByLabel('Telefon').fill('+47 91234567');
  await dialog.getByLabel('Stillingstittel').fill('Geofysiker');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Profilen er lagret').first()).toBeVisible();
});
