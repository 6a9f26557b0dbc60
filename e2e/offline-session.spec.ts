// The installed app opened again with no network, after its tab was closed: the device remembers its last signed-in
// user (never a token), so the shell opens in an offline session on what the device holds. A draft made there waits
// on the device; when the network returns the user signs in, and the same user's changes reach the service once.
// Another user signing in neither sees nor sends them.
import { expect, test, type BrowserContext, type Page } from './test';
import { goOffline, goOnline, openCreateDialog, serviceGet, waitingChanges } from './draft-offline-helpers';
import { signInAs, submitLogin, untilServiceWorkerControls, fillDate } from './fixtures';

function inDays(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

const rows = (page: Page) => page.locator('tbody tr[data-npd-id]');

/** Whether the persisted query cache (written at most once a second) holds an answer under a key starting so. */
function persisted(page: Page, keyStart: string): Promise<boolean> {
  return page.evaluate((start) => {
    const cache = JSON.parse(localStorage.getItem('meldesystem.queryCache') ?? '{}') as {
      clientState?: { queries?: { queryKey: unknown[]; state: { data?: unknown } }[] };
    };
    return (cache.clientState?.queries ?? []).some(
      (query) => query.queryKey.join('/').startsWith(start) && query.state.data !== undefined,
    );
  }, keyStart);
}

/**
 * Signed in once online as innmelder, with the service worker controlling the page and the overview and the wizard's
 * reference data in the persisted cache; then the tab is closed (its sessionStorage, and so the token, goes with it;
 * the service worker, IndexedDB and localStorage stay). Answers a new tab, opened with no network.
 */
async function usedOnlineThenReopenedOffline(page: Page, context: BrowserContext): Promise<Page> {
  await signInAs(page, 'innmelder');
  await untilServiceWorkerControls(page);
  // The overview shows 'Ny melding': the create dialog's data and the wizard's reference data are fetched.
  await expect(page.getByRole('button', { name: 'Ny melding' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  for (const key of [
    'overview/page',
    'draft/lawCategories',
    'draft/licences',
    'draft/vessels',
    'draft/restrictionAreas',
  ])
    await expect.poll(() => persisted(page, key), { message: key }).toBe(true);

  // What the device keeps for the offline session holds no token of the sign-in.
  const token = await page.evaluate(() => sessionStorage.getItem('meldesystem.token'));
  expect(token).toBeTruthy();
  const device = await page.evaluate(() => ({
    session: localStorage.getItem('meldesystem.deviceSession'),
    all: Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? ''),
  }));
  expect(JSON.parse(device.session ?? '{}')).toMatchObject({ profile: { name: 'Kari Nordmann' } });
  for (const value of device.all) expect(value).not.toContain(token);

  await page.close();
  // Long enough ago that the identity provider's session has ended too: the sign-in will show its login page.
  await context.clearCookies();
  await goOffline(context);
  const reopened = await context.newPage();
  await reopened.goto('/');
  return reopened;
}

/** A draft created and given its planned dates in the offline session, saved; answers its id. */
async function draftMadeOffline(page: Page): Promise<string> {
  const dialog = await openCreateDialog(page);
  await dialog.getByRole('button', { name: 'Opprett utkast' }).click();
  await page.waitForURL(/\/create\/area$/);
  const id = new URL(page.url()).pathname.split('/')[1];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await fillDate(page.getByLabel('Planlagt startdato'), inDays(60));
  await fillDate(page.getByLabel('Planlagt sluttdato'), inDays(90));
  await page.getByRole('button', { name: 'Lagre utkast' }).click();
  await expect.poll(() => waitingChanges(page, id)).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('outbox-status')).toContainText('endringer venter på å bli sendt');
  return id;
}

/** The calls that change something at the service, as the page sends them (the user context chosen at sign-in aside). */
function changesSent(page: Page) {
  const sent: { method: string; url: string; key: string | null }[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (
      url.includes('/DataAcquisition-service/') &&
      !url.includes('/UserContext') &&
      request.method() !== 'GET'
    )
      sent.push({
        method: request.method(),
        url: request.url(),
        key: request.headers()['idempotency-key'] ?? null,
      });
  });
  return sent;
}

test('reopened offline, the shell opens for the last user; after the sign-in the draft made offline reaches the service once', async ({
  page: first,
  context,
}) => {
  test.setTimeout(150_000);
  const page = await usedOnlineThenReopenedOffline(first, context);
  const sent = changesSent(page);

  // The offline session: the user, the banner, the overview from the device's cache.
  await expect(page.getByRole('button', { name: 'Brukermeny for Kari Nordmann' })).toBeVisible();
  const banner = page.getByTestId('offline-session');
  await expect(banner).toContainText('Du arbeider uten nett som Kari Nordmann');
  await expect(banner).toContainText('blir du bedt om å logge inn');
  await expect(page.getByText('Meldesystem trenger nett for å logge deg inn')).toHaveCount(0);
  await expect(rows(page).first()).toBeVisible();
  await page.screenshot({ path: `${test.info().outputDir}/offline-session.png` });

  const id = await draftMadeOffline(page);
  // With changes waiting, one bar says it all: offline as Kari Nordmann, and the changes that wait.
  await expect(page.getByTestId('outbox-status')).toContainText('Du arbeider uten nett som Kari Nordmann');
  await expect(page.getByText(/Du arbeider uten nett|Du er frakoblet/)).toHaveCount(1);
  await page.screenshot({ path: `${test.info().outputDir}/offline-session-draft.png` });
  const waiting = await waitingChanges(page, id);
  expect(sent).toEqual([]);

  // The network returns: the sign-in, then back to the wizard, and the outbox is replayed.
  await goOnline(context);
  await page.waitForURL(/\/idp\//);
  await submitLogin(page, 'innmelder');
  await page.waitForURL(new RegExp(`/${id}/create/area$`));
  await expect(page.getByRole('button', { name: 'Brukermeny for Kari Nordmann' })).toBeVisible();
  await expect(page.getByTestId('offline-session')).toHaveCount(0);
  await expect.poll(() => waitingChanges(page, id), { timeout: 30_000 }).toBe(0);
  await expect(page.getByTestId('outbox-status')).toHaveCount(0);

  const creates = sent.filter((request) => request.method === 'POST' && /\/Draft$/.test(request.url));
  expect(creates).toHaveLength(1);
  expect(sent.length).toBe(waiting);
  const keys = sent.map((request) => request.key);
  expect(new Set(keys).size).toBe(keys.length);
  const { status, body: draft } = await serviceGet(page, `/Draft/${id}`);
  expect(status).toBe(200);
  expect(draft).toMatchObject({
    acquisitionId: id,
    plannedStartDate: inDays(60),
    plannedEndDate: inDays(90),
  });
});

test("another user signing in after an offline session neither sees nor sends the first user's changes", async ({
  page: first,
  context,
}) => {
  test.setTimeout(150_000);
  const page = await usedOnlineThenReopenedOffline(first, context);
  const sent = changesSent(page);
  await expect(page.getByTestId('offline-session')).toContainText('Kari Nordmann');
  const id = await draftMadeOffline(page);
  const waiting = await waitingChanges(page, id);

  await goOnline(context);
  await page.waitForURL(/\/idp\//);
  await submitLogin(page, 'godkjenner.od');
  await expect(page.getByRole('button', { name: 'Brukermeny for Ingrid Berg' })).toBeVisible();
  // The device now remembers the new user; Kari's changes stay on the device, tagged with her, unsent and unlisted.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('meldesystem.deviceSession') ?? ''))
    .toContain('Ingrid Berg');
  await page.goto('/');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('outbox-status')).toHaveCount(0);
  expect(await waitingChanges(page, id)).toBe(waiting);
  expect(sent).toEqual([]);
});
