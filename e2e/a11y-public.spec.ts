// Universal design (issue 26): axe-core's WCAG 2.1 A/AA rules on the screens outside the signed-in pages: the
// identity provider's sign-in page, the role selector, the GDPR screen, the signed-out page, at 1280 px and 320 px.
import { expect, test } from './test';
import { expectNoViolationsAtWidths } from './axe';
import { signInAs } from './fixtures';

test('sign-in page, role selector and signed-out page', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await page.waitForURL(/\/idp\//);
  await expect(page.getByLabel('Brukernavn')).toBeVisible();
  await expectNoViolationsAtWidths(page, 'sign-in page');

  await page.getByLabel('Brukernavn').fill('flere.roller');
  await page.getByLabel('Passord').fill('meldesystem');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByRole('heading', { name: 'Velg organisasjon og rolle' })).toBeVisible();
  await expectNoViolationsAtWidths(page, 'role selector');

  await page.getByRole('group', { name: 'Vestland Petroleum AS' }).getByRole('button').first().click();
  await page.getByRole('button', { name: /Brukermeny/ }).click();
  await page.getByRole('menuitem', { name: 'Logg ut' }).click();
  await expect(page.getByRole('heading', { name: 'Du er logget ut' })).toBeVisible();
  await expectNoViolationsAtWidths(page, 'signed-out page');
});

test('the GDPR screen of a new user', async ({ page }) => {
  await signInAs(page, 'ny.bruker');
  // Another spec may have accepted it already on this service: scanned when it shows.
  const gdpr = page.getByRole('heading', { name: 'Personvern' });
  const overview = page.getByTestId('overview-total');
  await expect(gdpr.or(overview)).toBeVisible();
  if (await gdpr.isVisible()) await expectNoViolationsAtWidths(page, 'GDPR screen');
});

test("the accessibility statement follows the model statement and names the operator's contact", async ({ page }) => {
  await page.goto('/tilgjengelighet');
  await expect(page.getByRole('heading', { level: 1, name: 'Tilgjengelighetserklæring' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Krav og status for etterlevelse',
    'Kjente avvik',
    'Slik er løsningen testet',
    'Meld fra om problemer',
    'Tilsynsmyndighet',
    'Om erklæringen',
  ]);
  const info = await (await page.request.get('/DataAcquisition-service/info')).json();
  await expect(page.getByRole('link', { name: `E-post: ${info.accessibilityContact}` })).toHaveAttribute(
    'href',
    `mailto:${info.accessibilityContact}`,
  );
  await expect(page.getByRole('link', { name: /Uutilsynet/ })).toHaveAttribute('href', 'https://www.uutilsynet.no/');
  await expect(page.getByText(/sist oppdatert \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
  await expectNoViolationsAtWidths(page, 'accessibility statement');
});
