// The draft of the wizard's browser test, written with no connection: the browser is offline and every call to the
// service is refused (the page's own requests and anything the service worker would send), the page is reloaded
// offline, and when the network returns the outbox is replayed: the service holds the draft once, complete.
import { expect, test } from './test';
import { PRJ, SHAPE_TYPE } from '../tests/domain/geometry/fixtures/shapefile-writer';
import { zipShapefile } from '../tests/domain/geometry/fixtures/zip';
import { goOffline, goOnline, openCreateDialog, serviceGet, waitingChanges } from './draft-offline-helpers';
import { signInAs, untilServiceWorkerControls, fillDate } from './fixtures';

function inDays(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

const RING: [number, number][] = [
  [2.6, 60.3],
  [2.6, 60.6],
  [3.0, 60.6],
  [3.0, 60.3],
  [2.6, 60.3],
];
test('a draft written offline, reloaded offline, is synced exactly once when the network returns', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'innmelder');
  await untilServiceWorkerControls(page);

  // Online once, as a notifier who has used the app before: the reference data of the dialog and the steps are
  // kept on the device (an online draft is opened for that and left).
  let dialog = await openCreateDialog(page);
  await dialog.getByRole('button', { name: 'Opprett utkast' }).click();
  await page.waitForURL(/\/create\/area$/);
  await expect(page.getByRole('checkbox', { name: 'PL 104 (21104)' })).toBeVisible();
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.waitForURL(/\/create\/gatheredinformation$/);
  await expect(page.getByLabel('Legg til fartøy').locator('option').nth(1)).toBeAttached();
  // The persisted query cache is written at most once a second: wait until it holds the vessels of the last step.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const cache = JSON.parse(localStorage.getItem('meldesystem.queryCache') ?? '{}') as {
          clientState?: { queries?: { queryKey: unknown[]; state: { data?: unknown } }[] };
        };
        return (cache.clientState?.queries ?? []).some(
          (query) => query.queryKey.join('/') === 'draft/vessels' && Array.isArray(query.state.data),
        );
      }),
    )
    .toBe(true);
  await page.goto('/');

  // No connection from here.
  const sent: { method: string; url: string; key: string | null }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/DataAcquisition-service/') && request.method() !== 'GET')
      sent.push({
        method: request.method(),
        url: request.url(),
        key: request.headers()['idempotency-key'] ?? null,
      });
  });
  await goOffline(context);
  await expect(page.getByText('Du er frakoblet', { exact: false }).first()).toBeVisible();

  dialog = await openCreateDialog(page);
  await dialog.getByRole('button', { name: 'Opprett utkast' }).click();
  await page.waitForURL(/\/create\/area$/);
  const id = new URL(page.url()).pathname.split('/')[1];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);

  await fillDate(page.getByLabel('Planlagt startdato'), inDays(60));
  await fillDate(page.getByLabel('Planlagt sluttdato'), inDays(90));
  await page.getByRole('checkbox', { name: 'PL 104 (21104)' }).click();
  await expect(page.getByRole('checkbox', { name: 'PL 104 (21104)' })).toBeChecked();
  const zip = zipShapefile(SHAPE_TYPE.Polygon, [[RING]], PRJ.WGS84);
  await page
    .getByTestId('import-file-gross')
    .setInputFiles({ name: 'omraade.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
  await expect(page.getByTestId('area-gross').getByText('4 punkter')).toBeVisible();
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.waitForURL(/\/create\/gatheredinformation$/);
  await page.getByRole('radio', { name: 'Ja' }).check();
  await page.getByLabel('Miljøkommentar').fill('Ingen kjente konflikter med fiske i perioden.');
  await page.getByLabel('Mengde (km²)').fill('250');
  await page.getByLabel('Sensortype').selectOption({ label: 'Kabel' });
  await page.getByLabel('Antall kabler').fill('10');
  await page.getByLabel('Kildetype').selectOption({ label: 'Seismisk' });
  // The vessel is added through the outbox too: its row (with an id made in the browser) shows at once and is filled in.
  await page.getByLabel('Legg til fartøy').selectOption({ index: 1 });
  await page.getByLabel('Rolle').selectOption({ index: 1 });
  const role = await page.getByLabel('Rolle').inputValue();
  await page.getByRole('button', { name: 'Lagre utkast' }).click();
  // Created, vessel added, its role (sent at once by the save, not after the row's debounce), draft saved.
  await expect.poll(() => waitingChanges(page, id)).toBeGreaterThanOrEqual(4);
  const waiting = await waitingChanges(page, id);
  const status = page.getByTestId('outbox-status');
  await expect(status).toContainText(`${waiting} endringer venter på å bli sendt`);
  // The browser's Background Sync is asked to wake the page when the network returns.
  const tags = await page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { getTags(): Promise<string[]> };
    };
    return registration.sync ? registration.sync.getTags() : null;
  });
  // (Chromium has it.)
  expect(tags).toContain('meldesystem-outbox');

  // Reloaded while offline: the app opens from the service worker and the draft from this device.
  await page.reload();
  await expect(page.getByLabel('Miljøkommentar')).toHaveValue(
    'Ingen kjente konflikter med fiske i perioden.',
  );
  await expect(page.getByLabel('Mengde (km²)')).toHaveValue('250');
  expect(await waitingChanges(page, id)).toBe(waiting);
  await expect(status).toContainText(`${waiting} endringer venter på å bli sendt`);
  await status.getByRole('button', { name: 'Vis endringene' }).click();
  await expect(status.getByRole('link', { name: /^Utkast / })).toHaveCount(1);
  // Nothing was even tried while offline: every change went to the outbox.
  expect(sent).toEqual([]);

  // The network returns: the outbox is replayed once, in order, and nothing waits any more.
  await goOnline(context);
  await expect.poll(() => waitingChanges(page, id), { timeout: 30_000 }).toBe(0);
  await expect(status).toHaveCount(0);
  const creates = sent.filter((request) => request.method === 'POST' && /\/Draft$/.test(request.url));
  expect(creates).toHaveLength(1);
  expect(creates[0].key).toBeTruthy();
  // Each change was sent once: no Idempotency-Key was used twice.
  const keys = sent.map((request) => request.key);
  expect(new Set(keys).size).toBe(keys.length);

  const { status: answered, body: draft } = await serviceGet(page, `/Draft/${id}`);
  expect(answered).toBe(200);
  expect(draft).toMatchObject({
    acquisitionId: id,
    status: 99,
    plannedStartDate: inDays(60),
    plannedEndDate: inDays(90),
    dataSalable: true,
    environmentalComment: 'Ingen kjente konflikter med fiske i perioden.',
    quantityKm2: 250,
  });
  expect(draft.grossGeometry).toBeTruthy();
  const vessels = await serviceGet(page, `/Acquisition/${id}/Vessels`);
  expect(vessels.status).toBe(200);
  expect(vessels.body).toHaveLength(1);
  expect(String((vessels.body as unknown as Array<{ vesselRole: number }>)[0].vesselRole)).toBe(role);
});
