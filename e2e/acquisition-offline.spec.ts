// A notifier at sea: the acquisition page opened before opens again with no network, a pause made offline waits in
// the outbox (also across a reload), is sent once when the network returns, and shows the time it was made on board.
import { expect, test } from './test';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { goOffline, goOnline, serviceGet, serviceWrite, waitingChanges } from './draft-offline-helpers';
import { signInAs, untilServiceWorkerControls } from './fixtures';

// The case is ongoing again afterwards: the specs that run after this one in its shard (which depends on the split) find
// Troll havbunn ongoing, as the demo data has it.
let paused: string | undefined;
test.afterEach(async ({ page }) => {
  if (!paused) return;
  const id = paused;
  paused = undefined;
  await goOnline(page.context());
  if ((await serviceGet(page, `/Acquisitions/${id}`)).body.status === 30)
    expect(await serviceWrite(page, 'PUT', `/Acquisitions/${id}/resume`, {})).toBe(200);
});

test('pause offline, reload, reconnect: the pause reaches the service once', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'innmelder');
  await untilServiceWorkerControls(page);
  const id = await acquisitionIdByTitle(page, 'Troll havbunn', 20);
  paused = id;
  await page.goto(`/${id}/timeline`);
  await expect(page.locator('[data-status="20"]')).toBeVisible({ timeout: 30_000 }); // the first open also loads the page's code
  await expect(page.getByTestId('timeline-card').first()).toBeVisible();
  const before = (await serviceGet(page, `/Acquisitions/${id}/timeline`)).body as unknown as { messageType: number }[];
  const pausesBefore = before.filter((m) => m.messageType === 1001).length;
  // The persisted query cache is written at most once a second: wait until it holds this acquisition.
  await expect
    .poll(() => page.evaluate((acquisitionId) => (localStorage.getItem('meldesystem.queryCache') ?? '').includes(acquisitionId), id))
    .toBe(true);

  const sent: { url: string; key: string | null }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/DataAcquisition-service/Acquisitions/') && request.method() === 'PUT')
      sent.push({ url: request.url(), key: request.headers()['idempotency-key'] ?? null });
  });
  await goOffline(context);
  await page.reload();
  await expect(page.getByTestId('cached-notice')).toContainText('Du ser meldingen slik den var kl.');
  await expect(page.locator('[data-status="20"]')).toBeVisible();

  await page.getByRole('button', { name: 'Endre status' }).click();
  await page.getByRole('menuitem', { name: 'Pause' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sett på pause' });
  await dialog.getByLabel('Årsak').selectOption({ label: 'Reparasjon, vedlikehold eller mannskapsbytte' });
  await dialog.getByLabel('Kommentar').fill('Bytte av mannskap i Florø');
  await dialog.getByRole('button', { name: 'Sett på pause' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('pending-status-changes')).toContainText('venter på å bli sendt');
  await expect.poll(() => waitingChanges(page, id)).toBe(1);

  await page.reload();
  await expect(page.getByTestId('pending-status-changes')).toContainText('venter på å bli sendt');
  expect(await waitingChanges(page, id)).toBe(1);
  expect(sent).toEqual([]);

  await goOnline(context);
  await expect.poll(() => waitingChanges(page, id), { timeout: 30_000 }).toBe(0);
  await expect(page.locator('[data-status="30"]')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('pending-status-changes')).toHaveCount(0);
  expect(sent).toHaveLength(1);
  expect(sent[0].key).toBeTruthy();

  const after = (await serviceGet(page, `/Acquisitions/${id}/timeline`)).body as unknown as { messageType: number; capturedAt: string | null; statusChangedComment: string | null }[];
  const pauses = after.filter((m) => m.messageType === 1001);
  expect(pauses).toHaveLength(pausesBefore + 1);
  const ours = pauses.find((m) => m.statusChangedComment === 'Bytte av mannskap i Florø');
  expect(ours?.capturedAt).toBeTruthy();
  await expect(page.getByTestId('timeline-card').filter({ hasText: 'Bytte av mannskap i Florø' })).toHaveCount(1);
});

test("offline, the details tab's map draws its basemap from the service worker's precache", async ({ page, context }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'innmelder');
  await untilServiceWorkerControls(page);
  const id = await acquisitionIdByTitle(page, 'Troll havbunn', 20);
  await page.goto(`/${id}/details`);
  const map = page.getByTestId('area-map');
  // The map loads once its box is on the screen; maplibre's worker fetches the basemap (public/basemap) itself.
  await page.getByTestId('deferred-map').scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-basemap', 'land shelf', { timeout: 30_000 });
  await expect
    .poll(() => page.evaluate((acquisitionId) => (localStorage.getItem('meldesystem.queryCache') ?? '').includes(acquisitionId), id))
    .toBe(true);

  // No network, and no basemap from the service: what the map gets, it gets from the precache.
  await goOffline(context);
  await context.route('**/basemap/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByTestId('cached-notice')).toBeVisible();
  await page.getByTestId('deferred-map').scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-basemap', 'land shelf', { timeout: 30_000 });
  await context.unroute('**/basemap/**');
});
