// Universal design (issue 26): axe-core's WCAG 2.1 A/AA rules on what the authorities see, at 1280 px and 320 px:
// the regulator's case handler (overview, timeline, details, flag, inquiry and statement drawers, week reports) and
// the fisheries directorate's approver (timeline, approval drawer).
import { expect, test, type Page } from './test';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { expectNoViolationsAtWidths } from './axe';
import { signInAs } from './fixtures';

const UNDER_REVIEW = 1;

async function closeDrawer(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const card = (page: Page, type: number) =>
  page.locator(`[data-testid="timeline-card"][data-message-type="${type}"]`).first();

test("the regulator's case handler: overview, acquisition page and its drawers", async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page, 'saksbehandler.od');
  await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 }); // the first screen after sign-in
  await expectNoViolationsAtWidths(page, 'overview (regulator)');

  const id = await acquisitionIdByTitle(page, 'Barentshavet 3D', UNDER_REVIEW);
  await page.goto(`/${id}/timeline`);
  await expect(card(page, 5001)).toBeVisible();
  await expectNoViolationsAtWidths(page, 'timeline (regulator)');

  await page.getByTestId('flag-button').click();
  await expect(page.getByRole('dialog', { name: 'Flagg' })).toBeVisible();
  await expectNoViolationsAtWidths(page, 'flag drawer');
  await closeDrawer(page);

  await page.getByRole('button', { name: 'Ny henvendelse' }).click();
  await expect(page.getByTestId('message-drawer')).toBeVisible();
  await expectNoViolationsAtWidths(page, 'inquiry drawer');
  await closeDrawer(page);

  await card(page, 5001).getByRole('button', { name: 'Svar' }).click();
  await expect(page.getByTestId('message-drawer')).toBeVisible();
  await expectNoViolationsAtWidths(page, 'statement drawer');
  await closeDrawer(page);

  await page.getByRole('tab', { name: 'Detaljer' }).click();
  await expect(page.getByRole('region', { name: 'Tidsperiode og område' })).toBeVisible();
  await expectNoViolationsAtWidths(page, 'details (regulator)');

  await page.goto(`/${id}/weekReports`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolationsAtWidths(page, 'week reports (regulator)');
});

test("the fisheries directorate's approver: timeline and the approval drawer", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'godkjenner.fdir');
  const id = await acquisitionIdByTitle(page, 'Barentshavet 3D', UNDER_REVIEW);
  await page.goto(`/${id}/timeline`);
  await expect(card(page, 5001)).toBeVisible();
  await expectNoViolationsAtWidths(page, 'timeline (approver)');
  const approve = page.getByRole('button', { name: 'Godkjenn', exact: true }).first();
  if ((await approve.count()) > 0) {
    await approve.click();
    await expect(page.getByTestId('message-drawer')).toBeVisible();
    await expectNoViolationsAtWidths(page, 'approval drawer');
  }
});
