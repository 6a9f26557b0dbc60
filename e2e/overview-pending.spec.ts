// The draft list while offline: a draft created with no connection is listed on the overview (at the top, with the
// changes that wait for it), and when the network returns it is sent and listed once, as the service has it.
import { expect, test } from './test';
import { goOffline, goOnline, openCreateDialog, serviceGet, waitingChanges } from './draft-offline-helpers';
import { signInAs, untilServiceWorkerControls } from './fixtures';

test('a draft created offline is on the overview with its waiting badge, and once after the network returns', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'innmelder');
  await untilServiceWorkerControls(page);
  await expect(page.getByTestId('overview-total')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Undersøkelser' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // Nothing waits yet: no row has a badge.
  await expect(page.getByRole('table').getByTestId('pending-changes')).toHaveCount(0);

  await goOffline(context);
  await expect(page.getByText('Du er frakoblet', { exact: false }).first()).toBeVisible();
  const dialog = await openCreateDialog(page);
  await dialog.getByRole('button', { name: 'Opprett utkast' }).click();
  await page.waitForURL(/\/create\/area$/);
  const id = new URL(page.url()).pathname.split('/')[1]!;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await expect.poll(() => waitingChanges(page, id)).toBeGreaterThanOrEqual(1);

  // Back on the overview, still offline: the draft is the first row, marked as waiting to be sent.
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/');
  const row = page.locator(`tbody tr[data-acquisition-id="${id}"]`);
  await expect(row).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-acquisition-id', id);
  await expect(row).toHaveAttribute('data-local-only', 'true');
  await expect(row).toContainText('Nytt utkast');
  await expect(row).toContainText('Utkast');
  await expect(row.getByTestId('pending-changes')).toHaveText(/^\d+ endring(er)? venter på nett$/);
  await expect(page.getByTestId('overview-total')).toContainText('1 utkast venter på å bli sendt');
  // Only this draft has a badge.
  await expect(page.getByRole('table').getByTestId('pending-changes')).toHaveCount(1);
  await page.screenshot({ path: `${test.info().outputDir}/overview-offline-draft.png` });

  // 'Continue editing' opens the wizard at the area step, from this device.
  await row.getByRole('button', { name: 'Fortsett redigering' }).click();
  await page.waitForURL(`**/${id}/create/area`);
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(row).toHaveCount(1);

  // The network returns: the create is sent, the badge goes, and the service's row is listed exactly once.
  await goOnline(context);
  await expect.poll(() => waitingChanges(page, id), { timeout: 30_000 }).toBe(0);
  await expect(row.getByTestId('pending-changes')).toHaveCount(0);
  await expect(row).not.toHaveAttribute('data-local-only', 'true');
  await expect(row).not.toHaveAttribute('data-npd-id', '0');
  await expect(page.getByTestId('overview-total')).not.toContainText('venter');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: 'Slett utkast' })).toHaveCount(1);
  await page.screenshot({ path: `${test.info().outputDir}/overview-synced-draft.png` });
});

test('a draft created offline by mistake is deleted on this device and never reaches the service', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'innmelder');
  await untilServiceWorkerControls(page);
  await expect(page.getByTestId('overview-total')).toBeVisible();

  await goOffline(context);
  const dialog = await openCreateDialog(page);
  await dialog.getByRole('button', { name: 'Opprett utkast' }).click();
  await page.waitForURL(/\/create\/area$/);
  const id = new URL(page.url()).pathname.split('/')[1]!;
  await expect.poll(() => waitingChanges(page, id)).toBeGreaterThanOrEqual(1);
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/');
  const row = page.locator(`tbody tr[data-acquisition-id="${id}"]`);
  await expect(row).toHaveAttribute('data-local-only', 'true');

  await row.getByRole('button', { name: 'Slett utkast' }).click();
  const confirm = page.getByRole('dialog', { name: 'Slette utkastet?' });
  await expect(confirm).toContainText('finnes bare på denne enheten');
  await confirm.getByRole('button', { name: 'Slett' }).click();
  await expect(row).toHaveCount(0);
  expect(await waitingChanges(page, id)).toBe(0);

  // Online again: nothing is sent for it, and the service never heard of it.
  await goOnline(context);
  await expect(page.getByTestId('outbox-status')).toHaveCount(0);
  const { status } = await serviceGet(page, `/Draft/${id}`);
  expect(status).toBe(404);
  await expect(row).toHaveCount(0);
});
