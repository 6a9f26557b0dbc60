// Universal design (issue 26), WCAG 2.4.2: every route sets its own page title, '{page} – Meldesystem', and has one h1.
import { expect, test, type Page } from './test';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { newDraft, signInAs } from './fixtures';

const ONGOING = 20;
const PLANNED = 10;

/** The title whole, or (for a page named after its acquisition) its start and the acquisition's name in it. */
async function expectPage(page: Page, path: string | null, title: string, acquisition?: string) {
  if (path) await page.goto(path);
  if (acquisition)
    await expect(page).toHaveTitle(new RegExp(`^${title} – .*${acquisition}.* – Meldesystem$`));
  else await expect(page).toHaveTitle(`${title} – Meldesystem`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

test('each route of the company notifier sets its title and has one h1', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'innmelder');
  await expectPage(page, null, 'Oversikt over undersøkelser');
  const id = await acquisitionIdByTitle(page, 'Troll havbunn', ONGOING);
  await expectPage(page, `/${id}/timeline`, 'Tidslinje', 'Troll havbunn');
  await expectPage(page, `/${id}/details`, 'Detaljer', 'Troll havbunn');
  await expectPage(page, `/${id}/weekReports`, 'Ukerapporter', 'Troll havbunn');
  const planned = await acquisitionIdByTitle(page, 'Johan Castberg 3D', PLANNED);
  await expectPage(page, `/${planned}/weekReports/startup`, 'Oppstartsrapport', 'Johan Castberg 3D');
  await expectPage(page, `/${id}/created`, 'Meldingen er sendt inn');
  await expectPage(page, '/00000000-0000-4000-8000-00000000dead/timeline', 'Fant ikke undersøkelsen');
  await expectPage(page, '/tilgjengelighet', 'Tilgjengelighetserklæring');
  await page.goto('/');
  const draft = await newDraft(page);
  await expectPage(page, null, 'Område og tidsperiode – Utkast');
  await expectPage(page, `/${draft}/create/gatheredinformation`, 'Innsamlet informasjon – Utkast');
  await expectPage(page, `/${draft}/create/summary`, 'Oppsummering – Utkast');
});

test('the admin tabs, the role selector and the signed-out page set their titles', async ({ page }) => {
  await signInAs(page, 'admin', { path: '/admin/licences' });
  await expectPage(page, null, 'Lisenser – Administrasjon');
  await page.getByRole('tab', { name: 'Fartøy' }).click();
  await expectPage(page, null, 'Fartøy – Administrasjon');
  await page.getByRole('button', { name: /Brukermeny/ }).click();
  await page.getByRole('menuitem', { name: 'Logg ut' }).click();
  await expectPage(page, null, 'Du er logget ut');
});
