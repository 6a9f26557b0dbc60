import { expect, test } from './test';
import { PRJ, SHAPE_TYPE } from '../tests/domain/geometry/fixtures/shapefile-writer';
import { zipShapefile } from '../tests/domain/geometry/fixtures/zip';
import { signInAs, fillDate, nbDate } from './fixtures';

/** A calendar date n days from today in Norway, as the date inputs take it. */
function inDays(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

// A clockwise ring inside PL 104 (Nordkapp Energi, 2.4-3.2 °E, 60.2-60.7 °N), written as a real zipped shapefile.
const RING: [number, number][] = [
  [2.6, 60.3],
  [2.6, 60.6],
  [3.0, 60.6],
  [3.0, 60.3],
  [2.6, 60.3],
];

test('a seismic 3D survey under petroleum law, from the create dialog to the confirmation page', async ({
  page,
}) => {
  await signInAs(page, 'innmelder');

  // The create dialog: law category from the service, type; on success the area step.
  await page.getByRole('button', { name: 'Ny melding' }).click();
  const dialog = page.getByRole('dialog', { name: 'Velg type undersøkelse' });
  await dialog.getByRole('button', { name: 'Opprett utkast' }).click();
  await expect(dialog.getByText('Feltet må fylles ut.').first()).toBeVisible();
  await dialog.getByLabel('Lovkategori').selectOption({ label: 'Petroleumsloven' });
  await dialog.getByLabel('Type undersøkelse').selectOption({ label: 'Ordinær seismikk 3D' });
  await dialog.getByRole('button', { name: 'Opprett utkast' }).click();
  await page.waitForURL(/\/create\/area$/);
  const id = new URL(page.url()).pathname.split('/')[1];
  const keyInfo = page.getByTestId('key-info');
  await expect(keyInfo).toContainText('Petroleumsloven');
  await expect(keyInfo).toContainText('Ordinær seismikk 3D');
  // The draft's own address opens it in the wizard (spec 002 s2).
  await page.goto(`/${id}`);
  await page.waitForURL(`**/${id}/create/area`);
  await expect(keyInfo).toContainText('Ordinær seismikk 3D');

  // Area and time period: dates, a licence saved at once, the gross area imported from a shapefile.
  await fillDate(page.getByLabel('Planlagt startdato'), inDays(60));
  await fillDate(page.getByLabel('Planlagt sluttdato'), inDays(90));
  await page.getByRole('checkbox', { name: 'PL 104 (21104)' }).click();
  await expect(page.getByRole('checkbox', { name: 'PL 104 (21104)' })).toBeChecked();
  await expect(keyInfo).toContainText('PL 104');
  const zip = zipShapefile(SHAPE_TYPE.Polygon, [[RING]], PRJ.WGS84);
  await page
    .getByTestId('import-file-gross')
    .setInputFiles({ name: 'omraade.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
  const gross = page.getByTestId('area-gross');
  await expect(gross.getByText('4 punkter')).toBeVisible();
  await expect(gross.getByLabel('Breddegrad 1')).toHaveValue('60.3');
  await expect(page.getByTestId('critical-error')).toHaveCount(0);
  await expect(keyInfo).toContainText('Nordsjøen');

  // Next saves first.
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.waitForURL(/\/create\/gatheredinformation$/);
  await page.getByRole('radio', { name: 'Ja' }).check();
  await page.getByLabel('Miljøkommentar').fill('Ingen kjente konflikter med fiske i perioden.');
  await page.getByLabel('Mengde (km²)').fill('250');
  await page.getByLabel('Sensortype').selectOption({ label: 'Kabel' });
  await page.getByLabel('Antall kabler').fill('10');
  await page.getByLabel('Kildetype').selectOption({ label: 'Seismisk' });
  await page.getByLabel('Legg til fartøy').selectOption({ index: 1 });
  const vessel = page.getByTestId('vessel-row');
  await expect(vessel).toHaveCount(1);
  await vessel.getByLabel('Rolle').selectOption({ label: 'Hovedfartøy' });
  // A harbour of the vessel with its first day: still there when the step is opened again.
  await vessel.getByLabel('Legg til havn').selectOption({ index: 1 });
  const harbourFrom = vessel.getByLabel('Fra dato').nth(1);
  await fillDate(harbourFrom, inDays(61));

  // Summary: nothing missing; Save and submit leads to the confirmation page.
  await page.getByRole('button', { name: 'Oppsummering' }).click();
  await page.waitForURL(/\/create\/summary$/);
  await page.getByRole('button', { name: 'Innsamlet informasjon' }).click();
  await page.waitForURL(/\/create\/gatheredinformation$/);
  await expect(harbourFrom).toHaveValue(nbDate(inDays(61)));
  await page.getByRole('button', { name: 'Oppsummering' }).click();
  await page.waitForURL(/\/create\/summary$/);
  await expect(page.getByText('Alt påkrevd er fylt ut')).toBeVisible();
  await page.getByRole('button', { name: 'Lagre og send inn' }).click();
  await page.waitForURL(new RegExp(`/${id}/created$`));
  await expect(page.getByRole('heading', { name: 'Meldingen er sendt inn' })).toBeVisible();
  await expect(page.getByText('Kort tid til oppstart')).toHaveCount(0);
  await page.getByRole('button', { name: 'Gå til detaljer' }).click();
  await page.waitForURL(new RegExp(`/${id}/details$`));
});

test('a start less than 5 weeks and 1 day away warns on the confirmation page', async ({ page }) => {
  await signInAs(page, 'innmelder');
  await page.getByRole('button', { name: 'Ny melding' }).click();
  const dialog = page.getByRole('dialog', { name: 'Velg type undersøkelse' });
  await dialog.getByLabel('Lovkategori').selectOption({ label: 'Petroleumsloven' });
  await dialog.getByLabel('Type undersøkelse').selectOption({ label: 'Ordinær seismikk 2D' });
  await dialog.getByRole('button', { name: 'Opprett utkast' }).click();
  await page.waitForURL(/\/create\/area$/);
  await fillDate(page.getByLabel('Planlagt startdato'), inDays(20));
  await fillDate(page.getByLabel('Planlagt sluttdato'), inDays(40));
  await page.getByRole('checkbox', { name: 'PL 104 (21104)' }).click();
  await expect(page.getByRole('checkbox', { name: 'PL 104 (21104)' })).toBeChecked();
  const gross = page.getByTestId('area-gross');
  await gross.getByRole('button', { name: 'Lim inn koordinater' }).click();
  await gross.getByRole('textbox').fill('60.3 2.6\n60.3 3.0\n60.6 3.0\n60.6 2.6');
  await gross.getByRole('button', { name: 'Bruk koordinatene' }).click();
  await expect(gross.getByText('4 punkter')).toBeVisible();
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.waitForURL(/\/create\/gatheredinformation$/);
  await page.getByRole('radio', { name: 'Nei' }).check();
  await page.getByLabel('Miljøkommentar').fill('Kort varsel, søkt om unntak.');
  await page.getByLabel('Sensortype').selectOption({ label: 'Kabel' });
  await page.getByLabel('Kildetype').selectOption({ label: 'Seismisk' });
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.waitForURL(/\/create\/summary$/);
  await expect(page.getByText('Alt påkrevd er fylt ut')).toBeVisible();
  await page.getByRole('button', { name: 'Lagre og send inn' }).click();
  await page.waitForURL(/\/created$/);
  await expect(page.getByText('Kort tid til oppstart')).toBeVisible();
  // Opened again without the wizard's navigation state, the page asks the service for the planned start.
  await page.goto(new URL(page.url()).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Kort tid til oppstart')).toBeVisible();
});
