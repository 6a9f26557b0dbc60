// Offline with changes waiting (issue 14 item 8): one bar says it all (offline, what the overview shows, and the
// changes that wait), instead of three banners stacked.
import { expect, test } from './test';
import { goOffline, waitingChanges } from './draft-offline-helpers';
import { newDraft, signInAs, untilServiceWorkerControls } from './fixtures';

test('offline with a change waiting, the overview shows one bar that says it all', async ({ page, context }) => {
  test.setTimeout(150_000);
  await signInAs(page, 'innmelder');
  await untilServiceWorkerControls(page);
  // The overview's data is on the device before the link goes.
  await expect(page.getByTestId('overview-total')).toBeVisible();
  const id = await newDraft(page);
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.waitForURL(/\/create\/gatheredinformation$/);

  await goOffline(context);
  await page.getByLabel('Generell kommentar').fill('Skrevet uten nett');
  await page.getByRole('button', { name: 'Lagre utkast' }).click();
  await expect.poll(() => waitingChanges(page, id)).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Meldesystem' }).click();
  await expect(page.getByTestId('overview-total')).toBeVisible();

  const bar = page.getByTestId('outbox-status');
  await expect(bar).toContainText('Du er frakoblet');
  await expect(bar).toContainText(/Oversikten viser data fra \d{2}\.\d{2}\.\d{4}/);
  await expect(bar).toContainText(/venter/);
  // No other bar repeats it: the general offline banner steps back.
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect(page.locator('.fui-MessageBar').filter({ hasText: 'Du er frakoblet' })).toHaveCount(1);
  await page.screenshot({ path: `${test.info().outputDir}/offline-one-bar-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.fui-MessageBar').filter({ hasText: 'Du er frakoblet' })).toHaveCount(1);
  await page.screenshot({ path: `${test.info().outputDir}/offline-one-bar-390.png` });
});
