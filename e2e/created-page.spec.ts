import { expect, test } from './test';
import { newDraft, signInAs } from './fixtures';

const SHOTS = process.env.E2E_SHOTS;


test('the confirmation page confirms only a submitted acquisition', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signInAs(page, 'innmelder');
  const draftId = await newDraft(page);

  // A draft never submitted goes back to its wizard, with no success shown.
  await page.goto(`/${draftId}/created`);
  await page.waitForURL(`**/${draftId}/create/summary`);
  await expect(page.getByRole('heading', { name: 'Oppsummering' })).toBeVisible();
  await expect(page.getByText('Meldingen er sendt inn')).toHaveCount(0);

  // An unknown id: not found.
  await page.goto('/00000000-0000-4000-8000-00000000ffff/created');
  await expect(page.getByRole('heading', { name: 'Fant ikke undersøkelsen' })).toBeVisible();
  await expect(page.getByText('Meldingen er sendt inn')).toHaveCount(0);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/created-not-found-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/created-not-found-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await page.getByRole('button', { name: 'Til oversikten' }).click();
  await expect(page.getByTestId('overview-total')).toBeVisible();

  // A submitted acquisition (the first of the overview's): confirmed.
  // (Detaljer is offered on the rows the user may open: its own company's submitted acquisitions.)
  await page.getByRole('table').first().getByRole('button', { name: 'Detaljer' }).first().click();
  await page.waitForURL(/\/timeline$/);
  const submittedId = new URL(page.url()).pathname.split('/')[1];
  await page.goto(`/${submittedId}/created`);
  await expect(page.getByRole('heading', { name: 'Meldingen er sendt inn' })).toBeVisible();

  // Another organisation's draft: not found for them.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  // (innmelder.skl is deactivated by the admin spec earlier in the suite: another company's notifier who stays active.)
  await signInAs(otherPage, 'innmelder.uten.prefiks');
  await otherPage.goto(`/${draftId}/created`);
  await expect(otherPage.getByRole('heading', { name: 'Fant ikke undersøkelsen' })).toBeVisible();
  await expect(otherPage.getByText('Meldingen er sendt inn')).toHaveCount(0);
  await other.close();
});
