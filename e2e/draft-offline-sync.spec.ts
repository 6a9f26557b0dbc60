// The outbox meeting the world after a time offline: another device's save (a version conflict), a refusal, and the
// service worker's Background Sync waking the page.
import { expect, test } from './test';
import {
  goOffline,
  goOnline,
  openCreateDialog,
  SERVICE,
  serviceGet,
  serviceWrite,
  waitingChanges,
} from './draft-offline-helpers';
import { signInAs, untilServiceWorkerControls } from './fixtures';

test("a save made offline that meets another device's save lets the user choose (keep mine here)", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'innmelder');
  // At sea the app's code comes from the service worker: installed first, as on a boat's PC.
  await untilServiceWorkerControls(page);
  const dialog = await openCreateDialog(page);
  await dialog.getByRole('button', { name: 'Opprett utkast' }).click();
  await page.waitForURL(/\/create\/area$/);
  const id = new URL(page.url()).pathname.split('/')[1];
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.waitForURL(/\/create\/gatheredinformation$/);

  await goOffline(context);
  await page.getByLabel('Generell kommentar').fill('Skrevet uten nett');
  await page.getByRole('button', { name: 'Lagre utkast' }).click();
  await expect.poll(() => waitingChanges(page, id)).toBe(1);

  // Another device saves the draft first (its calls do not go through this browser's cut network).
  const theirs = (await serviceGet(page, `/Draft/${id}`)).body as { version: number };
  expect(
    await serviceWrite(page, 'PUT', `/Draft/${id}`, {
      version: theirs.version,
      generalComment: 'Fra en annen enhet',
    }),
  ).toBe(200);

  await goOnline(context);
  const status = page.getByTestId('outbox-status');
  await expect(status.getByTestId('outbox-conflict')).toBeVisible({ timeout: 30_000 });
  await expect(status.getByTestId('outbox-conflict')).toContainText('lagret fra en annen enhet');
  expect(await waitingChanges(page, id)).toBe(1);
  await status.getByRole('button', { name: 'Behold min versjon' }).click();
  await expect.poll(() => waitingChanges(page, id), { timeout: 30_000 }).toBe(0);
  const { body: saved } = await serviceGet(page, `/Draft/${id}`);
  expect(saved).toMatchObject({ generalComment: 'Skrevet uten nett', version: theirs.version + 2 });
});

test('Background Sync: the service worker wakes the page, which sends what waits', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'innmelder');
  await untilServiceWorkerControls(page);
  const dialog = await openCreateDialog(page);
  await dialog.getByRole('button', { name: 'Opprett utkast' }).click();
  await page.waitForURL(/\/create\/area$/);
  const id = new URL(page.url()).pathname.split('/')[1];
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.waitForURL(/\/create\/gatheredinformation$/);

  // The service cannot be reached but the browser believes it is online: no 'online' event will come.
  await context.route(SERVICE, (route) => route.abort('connectionrefused'));
  await page.getByLabel('Generell kommentar').fill('Sendt etter Background Sync');
  await page.getByRole('button', { name: 'Lagre utkast' }).click();
  await expect.poll(() => waitingChanges(page, id)).toBe(1);
  await context.unroute(SERVICE);

  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { swMessages: unknown[] }).swMessages = seen;
    navigator.serviceWorker.addEventListener('message', (event) => seen.push(event.data));
  });
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(page.url()).origin,
    registrationId: await registration,
    tag: 'meldesystem-outbox',
    lastChance: false,
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { swMessages: unknown[] }).swMessages))
    .toContainEqual({ type: 'meldesystem-outbox-replay' });
  await expect.poll(() => waitingChanges(page, id), { timeout: 15_000 }).toBe(0);
  const { body } = await serviceGet(page, `/Draft/${id}`);
  expect(body).toMatchObject({ generalComment: 'Sendt etter Background Sync' });
});

test('a change the service refuses on replay is kept and shown with its message until the user discards it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'innmelder');
  // At sea the app's code comes from the service worker: installed first, as on a boat's PC.
  await untilServiceWorkerControls(page);
  const dialog = await openCreateDialog(page);
  await dialog.getByRole('button', { name: 'Opprett utkast' }).click();
  await page.waitForURL(/\/create\/area$/);
  const id = new URL(page.url()).pathname.split('/')[1];
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.waitForURL(/\/create\/gatheredinformation$/);

  await goOffline(context);
  await page.getByLabel('Generell kommentar').fill('Kommer aldri fram');
  await page.getByRole('button', { name: 'Lagre utkast' }).click();
  await expect.poll(() => waitingChanges(page, id)).toBe(1);
  // Meanwhile the draft is deleted from another device.
  expect(await serviceWrite(page, 'DELETE', `/Draft/${id}`)).toBe(204);

  await goOnline(context);
  const failed = page.getByTestId('outbox-status').getByTestId('outbox-failed');
  await expect(failed).toBeVisible({ timeout: 30_000 });
  await expect(failed).toContainText('Lagre utkast ble avvist');
  // The service's message in Norwegian (its detail is a message key), never the key or English text.
  await expect(failed).toContainText('Tjenesten svarte: Undersøkelsen finnes ikke (den kan være slettet).');
  // Kept, not dropped: the change and its data wait for the user.
  expect(await waitingChanges(page, id)).toBe(1);
  await page.reload();
  await expect(failed).toBeVisible();
  page.once('dialog', (confirm) => void confirm.accept());
  await failed.getByRole('button', { name: 'Forkast endringen' }).click();
  await expect.poll(() => waitingChanges(page, id)).toBe(0);
  await expect(page.getByTestId('outbox-status')).toHaveCount(0);
});
