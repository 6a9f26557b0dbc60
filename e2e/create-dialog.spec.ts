import { expect, test } from './test';
import { signInAs } from './fixtures';

const SHOTS = process.env.E2E_SHOTS;

test('a refused create shows the service\'s own message in the toast', async ({ page }) => {
  await signInAs(page, 'innmelder');
  // The real service refuses the request: it is changed on its way to 'performed by the government' without the
  // reason that category needs (the dialog would not let it through); the answer is the service's own.
  await page.route('**/DataAcquisition-service/Draft', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, lawCategory: 6000 }) });
  });
  await page.getByRole('button', { name: 'Ny melding' }).click();
  const dialog = page.getByRole('dialog', { name: 'Velg type undersøkelse' });
  await dialog.getByLabel('Lovkategori').selectOption({ label: 'Petroleumsloven' });
  await dialog.getByLabel('Type undersøkelse').selectOption({ label: 'Ordinær seismikk 2D' });
  await dialog.getByRole('button', { name: 'Opprett utkast' }).click();
  // Not only 'Noen av opplysningene er ugyldige.': what the service said about the field too.
  await expect(
    page.getByText('Utkastet ble ikke opprettet: Noen av opplysningene er ugyldige. Grunnlag: Feltet må fylles ut.').first(),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/create-refused-1280.png` });
});

test('the options\' error goes when the seismic option no longer needs one', async ({ page }) => {
  await signInAs(page, 'innmelder');
  await page.getByRole('button', { name: 'Ny melding' }).click();
  const dialog = page.getByRole('dialog', { name: 'Velg type undersøkelse' });
  await dialog.getByLabel('Lovkategori').selectOption({ label: 'Petroleumsloven' });
  await dialog.getByLabel('Type undersøkelse').selectOption({ label: 'Havbunnsundersøkelse' });
  await dialog.getByLabel('Seismikk').selectOption({ label: 'Ikke-seismisk' });
  await dialog.getByRole('button', { name: 'Opprett utkast' }).click();
  const required = dialog.getByText('Minst ett valg er påkrevd');
  await expect(required).toBeVisible();
  await dialog.getByLabel('Seismikk').selectOption({ label: '2D' });
  await expect(required).toHaveCount(0);
  await dialog.getByLabel('Seismikk').selectOption({ label: 'Ikke-seismisk' });
  await expect(required).toBeVisible();
  await dialog.getByRole('checkbox').first().check();
  await expect(required).toHaveCount(0);
});
