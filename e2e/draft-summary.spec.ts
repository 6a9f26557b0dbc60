import { expect, test, type Page } from './test';
import { signInAs, fillDate } from './fixtures';

// Long flows through the whole wizard: more time than the default 60 s on a shared, loaded machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** A calendar date n days from today in Norway, as the date inputs take it. */
function inDays(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

async function createDraft(page: Page, lawCategory: string, type: string, reason?: string): Promise<void> {
  await page.getByRole('button', { name: 'Ny melding' }).click();
  const dialog = page.getByRole('dialog', { name: 'Velg type undersøkelse' });
  await dialog.getByLabel('Lovkategori').selectOption({ label: lawCategory });
  await dialog.getByLabel('Type undersøkelse').selectOption({ label: type });
  if (reason) await dialog.getByLabel('Grunnlag').selectOption({ label: reason });
  await dialog.getByRole('button', { name: 'Opprett utkast' }).click();
  await page.waitForURL(/\/create\/area$/);
}

async function pasteGross(page: Page, text: string): Promise<void> {
  const gross = page.getByTestId('area-gross');
  await gross.getByRole('button', { name: 'Lim inn koordinater' }).click();
  await gross.getByRole('textbox').fill(text);
  await gross.getByRole('button', { name: 'Bruk koordinatene' }).click();
  await expect(gross.getByText('4 punkter')).toBeVisible();
}

/** The gathered-information step of a seismic 2D survey, filled in. */
async function fillGathered(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Nei' }).check();
  await page.getByLabel('Miljøkommentar').fill('Ingen kjente konflikter med fiske i perioden.');
  await page.getByLabel('Sensortype').selectOption({ label: 'Kabel' });
  await page.getByLabel('Kildetype').selectOption({ label: 'Seismisk' });
}

test('an area inside no licence is listed on the summary with a link to the area step, and the date warning shows', async ({
  page,
}) => {
  await signInAs(page, 'innmelder');
  await createDraft(page, 'Petroleumsloven', 'Ordinær seismikk 2D');
  // A start one day away: the five-business-day warning.
  await fillDate(page.getByLabel('Planlagt startdato'), inDays(1));
  await fillDate(page.getByLabel('Planlagt sluttdato'), inDays(60));
  await page.getByRole('checkbox', { name: 'PL 104 (21104)' }).click();
  await expect(page.getByRole('checkbox', { name: 'PL 104 (21104)' })).toBeChecked();
  // On the shelf, but far from PL 104.
  await pasteGross(page, '59.0 4.0\n59.0 4.4\n59.2 4.4\n59.2 4.0');
  await expect(page.getByTestId('critical-error')).toBeVisible();
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.waitForURL(/\/create\/gatheredinformation$/);
  await fillGathered(page);
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.waitForURL(/\/create\/summary$/);

  const missing = page.getByTestId('missing-items');
  const geometry = missing.getByRole('listitem').filter({ hasText: 'Området er ikke gyldig.' });
  await expect(geometry).toContainText('Bruttoområde: Området samsvarer ikke med tillatelsene');
  await expect(missing.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('summary-complete')).toHaveCount(0);
  await expect(page.getByTestId('company-prefix-error')).toHaveCount(0);
  const dates = page.getByTestId('date-warnings');
  await expect(dates).toContainText('Det er færre enn 5 virkedager til oppstart.');
  await expect(dates).toContainText('Utkastet kan likevel sendes inn.');
  await page.screenshot({ path: `${process.env.E2E_OUTPUT ?? 'test-results'}/summary-invalid-area.png` });

  // The service refuses it too, and its error block lists the same item with the same link.
  await page.getByRole('button', { name: 'Lagre og send inn' }).click();
  const submitError = page.getByTestId('submit-error');
  await expect(submitError).toBeVisible();
  const refused = submitError.getByTestId('submit-missing-items');
  await expect(refused).toContainText('Området er ikke gyldig.');
  await expect(refused.getByRole('button', { name: 'Gå til Område og tidsperiode' })).toBeVisible();
  await expect(submitError).not.toContainText('draft-rules:');
  await page.screenshot({ path: `${process.env.E2E_OUTPUT ?? 'test-results'}/summary-refused.png` });
  await expect(page).toHaveURL(/\/create\/summary$/);

  // The link leads to the area step, where the area is fixed; then the summary has nothing missing.
  await geometry.getByRole('button', { name: 'Gå til Område og tidsperiode' }).click();
  await page.waitForURL(/\/create\/area$/);
  await page.getByTestId('area-gross').getByRole('button', { name: 'Fjern' }).click();
  await pasteGross(page, '60.3 2.6\n60.3 3.0\n60.6 3.0\n60.6 2.6');
  await expect(page.getByTestId('critical-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Oppsummering' }).click();
  await page.waitForURL(/\/create\/summary$/);
  await expect(page.getByTestId('summary-complete')).toBeVisible();
  await expect(page.getByTestId('missing-items')).toHaveCount(0);
  // The date warning does not block.
  await expect(page.getByTestId('date-warnings')).toBeVisible();
  await page.getByRole('button', { name: 'Lagre og send inn' }).click();
  await page.waitForURL(/\/created$/);
});

test('a government-law draft of the regulator shows no prefix error and is submitted', async ({ page }) => {
  await signInAs(page, 'innmelder.od');
  await createDraft(page, 'Utført av myndighetene', 'Ordinær seismikk 2D', 'Havvind');
  await fillDate(page.getByLabel('Planlagt startdato'), inDays(60));
  await fillDate(page.getByLabel('Planlagt sluttdato'), inDays(90));
  await pasteGross(page, '60.3 2.6\n60.3 3.0\n60.6 3.0\n60.6 2.6');
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.waitForURL(/\/create\/gatheredinformation$/);
  await fillGathered(page);
  await page.getByLabel('Godkjenner').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.waitForURL(/\/create\/summary$/);

  await expect(page.getByTestId('summary-complete')).toBeVisible();
  await expect(page.getByTestId('company-prefix-error')).toHaveCount(0);
  await expect(page.getByTestId('date-warnings')).toHaveCount(0);
  await page.getByRole('button', { name: 'Lagre og send inn' }).click();
  await page.waitForURL(/\/created$/);
  await expect(page.getByRole('heading', { name: 'Meldingen er sendt inn' })).toBeVisible();
});
