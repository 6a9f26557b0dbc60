// A notifier at sea (issue 10): the acquisition opened once online; then, with no network, the start-up report, a
// reload, a week report (what was typed survives a reload too), the tab closed and reopened, the finish report. The
// unsent changes are exported to a file and imported on another browser profile, which sends them; when the first
// device reconnects its own copies reach the service with the same keys: each report arrives once, in order, the
// status goes Planlagt -> Pågående -> Ferdig, and the timeline shows the three messages.
import { expect, test, type BrowserContext, type Page, type Request } from './test';
import { acquisitionIdByTitle, inDays } from './acquisition-helpers';
import { drawArea } from './week-report-helpers';
import { goOffline, goOnline, serviceGet, waitingChanges } from './draft-offline-helpers';
import { fillDate, nbDate, signInAs, submitLogin, untilServiceWorkerControls } from './fixtures';

const REPORT_POST = /\/DataAcquisition-service\/acquisition\/[0-9a-f-]{36}\/weekReport(\/Startup|\/Finish)?$/i;

/** Whether the persisted query cache (written at most once a second) holds an answer whose key has all the parts. */
function persisted(page: Page, parts: string[]): Promise<boolean> {
  return page.evaluate((wanted) => {
    const cache = JSON.parse(localStorage.getItem('meldesystem.queryCache') ?? '{}') as {
      clientState?: { queries?: { queryKey: unknown[]; state: { data?: unknown } }[] };
    };
    return (cache.clientState?.queries ?? []).some(
      (query) => wanted.every((part) => query.queryKey.map(String).includes(part)) && query.state.data !== undefined,
    );
  }, parts);
}

/** Report calls that reached the service and were answered, with their Idempotency-Key, from one browser profile. */
function answeredReports(context: BrowserContext): { path: string; key: string }[] {
  const seen: { path: string; key: string }[] = [];
  context.on('requestfinished', (request: Request) => {
    if (request.method() === 'POST' && REPORT_POST.test(request.url()))
      seen.push({ path: new URL(request.url()).pathname.replace(/.*\/weekReport/i, 'weekReport'), key: request.headers()['idempotency-key'] ?? '' });
  });
  return seen;
}

const reports = (page: Page) => page.getByTestId('week-report');

test('reports written at sea arrive once, in order, also through an exported outbox', async ({ page, context, browser }) => {
  test.setTimeout(480_000);
  const sentFromSea = answeredReports(context);
  await signInAs(page, 'innmelder');
  await untilServiceWorkerControls(page);
  const id = await acquisitionIdByTitle(page, 'Johan Castberg 3D', 10);
  const before = (await serviceGet(page, `/Acquisitions/${id}/timeline`)).body as unknown as { messageType: number }[];
  expect(before.filter((m) => [1000, 8000, 1004].includes(m.messageType))).toEqual([]);

  // Opened once online: the acquisition page, then its week reports (both on the device afterwards).
  await page.goto(`/${id}/timeline`);
  await expect(page.locator('[data-status="10"]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Ukerapporter' }).click();
  await page.waitForURL(`**/${id}/weekReports`);
  await expect(page.getByRole('button', { name: 'Oppstartsrapport' })).toBeVisible();
  for (const parts of [[id, 'acquisition'], [id, 'weekReports'], [id, 'vessels'], [id, 'experts'], [id, 'nextDoneStart']])
    await expect.poll(() => persisted(page, parts), { message: parts.join('/') }).toBe(true);

  // At sea: no network from here on.
  await goOffline(context);
  await page.reload();
  await expect(page.getByTestId('key-info')).toContainText('Barentshavet');

  // The start-up report.
  await page.getByRole('button', { name: 'Oppstartsrapport' }).click();
  await page.waitForURL(`**/${id}/weekReports/startup`);
  await fillDate(page.getByLabel('Startdato'), inDays(-10));
  await fillDate(page.getByLabel('Sluttdato'), inDays(3));
  await page.getByLabel('Km', { exact: true }).fill('420,5');
  await page.getByLabel('Km²', { exact: true }).fill('180');
  await page.getByRole('checkbox', { name: 'Ola Hansen' }).check();
  await page.getByLabel('Kommentar').fill('Oppstart fra Hammerfest, utlegg av streamere første døgn.');
  await fillDate(page.getByLabel('Betalt dato'), inDays(-12));
  await drawArea(page, page.getByTestId('area-geometry'));
  await page.getByRole('button', { name: 'Lagre oppstartsrapport' }).click();
  await page.waitForURL(`**/${id}/weekReports`);
  const startupTitle = `Oppstartsrapport: ${nbDate(inDays(-10))} - ${nbDate(inDays(3))}`;
  await expect(reports(page).filter({ hasText: startupTitle })).toContainText('Venter på å bli sendt');
  await expect.poll(() => waitingChanges(page, id)).toBe(1);

  // A reload: the report still waits, and a week report may now be written.
  await page.reload();
  await expect(reports(page).filter({ hasText: startupTitle })).toContainText('Venter på å bli sendt');
  await page.getByRole('button', { name: 'Ny ukerapport' }).click();
  await page.waitForURL(`**/${id}/weekReports/add`);
  const done = page.getByTestId('done-column');
  const planned = page.getByTestId('planned-column');
  // The done period starts where the start-up report (still on the device) started.
  await expect(done.getByLabel('Fra dato')).toHaveValue(nbDate(inDays(-10)));
  await fillDate(done.getByLabel('Til dato'), inDays(-3));
  await expect(planned.getByLabel('Fra dato')).toHaveValue(nbDate(inDays(-2)));
  await done.getByLabel('Km', { exact: true }).fill('310');
  await done.getByLabel('Kommentar').fill('God fremdrift, seks timer værstans.');
  // Nothing typed is lost: the form comes back after a reload.
  await expect.poll(() => page.evaluate(() => new Promise<number>((resolve) => {
    const open = indexedDB.open('meldesystem');
    open.onsuccess = () => {
      const request = open.result.transaction('formDrafts').objectStore('formDrafts').count();
      request.onsuccess = () => resolve(request.result);
    };
  }))).toBe(1);
  await page.reload();
  await expect(page.getByTestId('form-restored')).toBeVisible();
  await expect(done.getByLabel('Kommentar')).toHaveValue('God fremdrift, seks timer værstans.');
  await expect(done.getByLabel('Til dato')).toHaveValue(nbDate(inDays(-3)));
  // Planned end past 14 days after the done end: the rule's message, and nothing is saved.
  await fillDate(planned.getByLabel('Til dato'), inDays(12));
  await page.getByRole('button', { name: 'Lagre', exact: true }).click();
  await expect(planned).toContainText('Planlagt periode kan slutte høyst 14 dager etter at utført periode slutter.');
  await fillDate(planned.getByLabel('Til dato'), inDays(5));
  await planned.getByLabel('Km', { exact: true }).fill('300');
  await drawArea(page, page.getByTestId('area-planned.geometry'));
  await page.getByRole('button', { name: 'Lagre', exact: true }).click();
  await page.waitForURL(`**/${id}/weekReports`);
  await expect(reports(page)).toHaveCount(2);
  await expect.poll(() => waitingChanges(page, id)).toBe(2);

  // The tab is closed and opened again (its session goes with it: the app opens in the offline session).
  await page.close();
  const sea = await context.newPage();
  await sea.goto(`/${id}/weekReports`);
  await expect(reports(sea)).toHaveCount(2);
  await sea.getByRole('button', { name: 'Sluttrapport' }).click();
  await sea.waitForURL(`**/${id}/weekReports/finish`);
  const finishDone = sea.getByTestId('done-column');
  await expect(finishDone.getByLabel('Fra dato')).toHaveValue(nbDate(inDays(-2)));
  await fillDate(finishDone.getByLabel('Til dato'), inDays(0));
  await sea.getByRole('textbox', { name: /^Totalt antall km( \*)?$/ }).fill('790,5');
  await sea.getByRole('textbox', { name: /^Totalt antall km²( \*)?$/ }).fill('295,5');
  await drawArea(sea, sea.getByTestId('area-done.geometry'));
  await sea.getByRole('button', { name: 'Lagre sluttrapport' }).click();
  await sea.waitForURL(`**/${id}/weekReports`);
  await expect(reports(sea)).toHaveCount(3);
  await expect(sea.locator('[data-testid="week-report"][data-waiting="true"]')).toHaveCount(3);
  await expect(sea.getByRole('button', { name: 'Ny ukerapport' })).toHaveCount(0);
  await expect.poll(() => waitingChanges(sea, id)).toBe(3);

  // Device health: three changes wait; export them to a file.
  await sea.getByRole('button', { name: /Brukermeny/ }).click();
  await sea.getByRole('menuitem', { name: 'Enhetens tilstand' }).click();
  const health = sea.getByRole('dialog', { name: 'Enhetens tilstand' });
  await expect(health.getByTestId('outbox-waiting')).toHaveText('3 endringer venter på å bli sendt');
  const download = sea.waitForEvent('download');
  await health.getByRole('button', { name: 'Eksporter usendte endringer til fil' }).click();
  const file = await (await download).path();
  await expect(health).toContainText('3 endringer er lagret i filen');
  await health.getByRole('button', { name: 'Lukk' }).click();

  // Another browser profile of the same user, on land and online, imports the file: it sends the three reports.
  const land = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
  const sentFromLand = answeredReports(land);
  const office = await land.newPage();
  await signInAs(office, 'innmelder');
  await office.getByRole('button', { name: /Brukermeny/ }).click();
  await office.getByRole('menuitem', { name: 'Enhetens tilstand' }).click();
  const officeHealth = office.getByRole('dialog', { name: 'Enhetens tilstand' });
  await officeHealth.getByTestId('outbox-import-file').setInputFiles(file);
  await expect(officeHealth).toContainText('Importert: 3 nye');
  await expect.poll(() => sentFromLand.length, { timeout: 60_000 }).toBe(3);
  await expect(officeHealth.getByTestId('receipt-list')).toContainText('Mottatt av tjenesten');
  const filed = async () => ((await serviceGet(office, `/acquisition/${id}/weekReport`)).body as unknown as { type: number }[]).map((r) => r.type);
  await expect.poll(filed, { timeout: 30_000 }).toEqual([20, 10, 30]);
  expect((await serviceGet(office, `/Acquisitions/${id}`)).body.status).toBe(40);

  // The vessel reconnects: sign-in is asked, then its own copies go with the same keys and change nothing.
  await goOnline(context);
  // The offline session asks for the sign-in when the network returns (the provider may still know the user).
  await expect
    .poll(
      async () => {
        try {
          if (new URL(sea.url()).pathname.startsWith('/idp') && (await sea.getByLabel('Brukernavn').isVisible()))
            await submitLogin(sea, 'innmelder');
          return await waitingChanges(sea, id);
        } catch {
          return -1; // the page is on its way through the sign-in
        }
      },
      { timeout: 90_000 },
    )
    .toBe(0);
  expect(sentFromSea.map((s) => s.path)).toEqual(['weekReport/Startup', 'weekReport', 'weekReport/Finish']);
  expect(sentFromSea.map((s) => s.key)).toEqual(sentFromLand.map((s) => s.key));
  expect(await filed()).toEqual([20, 10, 30]);

  // The timeline shows each report once, and the status is Ferdig.
  const after = (await serviceGet(sea, `/Acquisitions/${id}/timeline`)).body as unknown as { messageType: number }[];
  expect(after.filter((m) => [1000, 8000, 1004].includes(m.messageType)).map((m) => m.messageType).sort()).toEqual([1000, 1004, 8000]);
  await sea.goto(`/${id}/timeline`);
  await expect(sea.locator('[data-status="40"]').first()).toBeVisible();
  for (const type of [1000, 8000, 1004]) await expect(sea.locator(`[data-testid="timeline-card"][data-message-type="${type}"]`)).toHaveCount(1);
  await sea.goto(`/${id}/weekReports`);
  await expect(sea.locator('[data-testid="week-report"][data-waiting="false"]')).toHaveCount(3);
  await expect(reports(sea).first()).toContainText('Skrevet om bord');
  await expect(reports(sea).first()).toContainText('Mottatt av tjenesten');
  await land.close();
});
