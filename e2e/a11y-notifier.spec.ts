// Universal design (issue 26): axe-core's WCAG 2.1 A/AA rules on every screen the company's notifier sees, at
// 1280 px and 320 px: the overview with its filter and map, the create dialog and each wizard step, the acquisition
// page's tabs, the note drawer, the status dialogs, week reports (list and forms), device health, profile.
import { expect, test, type Page } from './test';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { expectNoViolationsAtWidths } from './axe';
import { newDraft, signInAs } from './fixtures';

const PLANNED = 10;
const ONGOING = 20;

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('the company notifier: overview, wizard, acquisition page, drawers, week reports, menus', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInAs(page, 'innmelder');
  await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 }); // the first screen after sign-in
  await expectNoViolationsAtWidths(page, 'overview');

  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolationsAtWidths(page, 'overview filter');
  await closeDialog(page);

  await page.getByRole('button', { name: 'Ny melding' }).click();
  await expect(page.getByRole('dialog', { name: 'Velg type undersøkelse' })).toBeVisible();
  await expectNoViolationsAtWidths(page, 'create dialog');
  await closeDialog(page);

  // The wizard: every step of a new draft.
  const draft = await newDraft(page);
  for (const step of ['area', 'gatheredinformation', 'summary']) {
    await page.goto(`/${draft}/create/${step}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolationsAtWidths(page, `wizard step ${step}`);
  }

  // The acquisition page: timeline, details, status menu's dialogs, note drawer.
  const id = await acquisitionIdByTitle(page, 'Troll havbunn', ONGOING);
  await page.goto(`/${id}/timeline`);
  await expect(page.getByTestId('timeline-card').first()).toBeVisible();
  await expectNoViolationsAtWidths(page, 'timeline');
  await page.getByRole('tab', { name: 'Detaljer' }).click();
  await expect(page.getByRole('region', { name: 'Tidsperiode og område' })).toBeVisible();
  await expectNoViolationsAtWidths(page, 'details');

  await page.getByRole('button', { name: 'Endre status' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoViolationsAtWidths(page, 'status menu');
  await page.getByRole('menuitem', { name: 'Pause' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolationsAtWidths(page, 'pause dialog');
  await closeDialog(page);

  await page.goto(`/${id}/timeline/drawer/note`);
  await expect(page.getByRole('dialog', { name: 'Nytt notat' })).toBeVisible();
  await expectNoViolationsAtWidths(page, 'note drawer');
  await page.getByRole('dialog').getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Feltet må fylles ut.')).toBeVisible();
  await expectNoViolationsAtWidths(page, 'note drawer with an error');
  await closeDialog(page);

  // Week reports of a planned acquisition: the list and the start-up report's form.
  const planned = await acquisitionIdByTitle(page, 'Johan Castberg 3D', PLANNED);
  await page.goto(`/${planned}/weekReports`);
  await expect(page.getByRole('button', { name: 'Oppstartsrapport' })).toBeVisible();
  await expectNoViolationsAtWidths(page, 'week reports');
  await page.getByRole('button', { name: 'Oppstartsrapport' }).click();
  await expect(page.getByRole('button', { name: 'Lagre oppstartsrapport' })).toBeVisible();
  await expectNoViolationsAtWidths(page, 'start-up report form');
  await page.goto(`/${id}/weekReports`);
  await expect(page.getByTestId('week-report').first()).toBeVisible();
  await expectNoViolationsAtWidths(page, 'week reports of an ongoing acquisition');

  // The user menu, device health and profile.
  await page.getByRole('button', { name: /Brukermeny/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoViolationsAtWidths(page, 'user menu');
  await page.getByRole('menuitem', { name: 'Enhetens tilstand' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolationsAtWidths(page, 'device health');
  await closeDialog(page);
  await page.getByRole('button', { name: /Brukermeny/ }).click();
  await page.getByRole('menuitem', { name: 'Endre profil' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolationsAtWidths(page, 'profile');
  await closeDialog(page);

  // An unknown acquisition.
  await page.goto('/00000000-0000-4000-8000-00000000dead/timeline');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fant ikke undersøkelsen');
  await expectNoViolationsAtWidths(page, 'not found');
});
