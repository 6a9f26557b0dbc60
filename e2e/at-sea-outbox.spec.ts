// At sea (issue 25): with no network (every call to the service aborted), the start-up report and then an amendment of
// 'Mengder' begun before it; on reconnect both reach the service and the device's own report is no conflict for its
// own amendment (no question asked, the amendment arrives once). Another device's change of the same section does ask.
import { createHash } from 'node:crypto';
import { expect, test, type Page } from './test';
import { inDays } from './acquisition-helpers';
import { persisted, plannedCase, type PlannedCase } from './at-sea-helpers';
import { goOffline, goOnline, serviceGet, serviceWrite, waitingChanges } from './draft-offline-helpers';
import { fillDate, nbDate, signInAs, untilServiceWorkerControls } from './fixtures';
import { drawArea } from './week-report-helpers';

/** The case's pages opened once online (the device keeps them): timeline, details, week reports. */
async function openedOnline(page: Page, c: PlannedCase) {
  await page.goto(`/${c.id}/details`);
  await expect(page.getByRole('region', { name: 'Mengder' })).toContainText('1', { timeout: 30_000 });
  await page.goto(`/${c.id}/weekReports`);
  await expect(page.getByRole('button', { name: 'Oppstartsrapport' })).toBeVisible({ timeout: 30_000 });
  await page.goto(`/${c.id}/timeline`);
  await expect(page.getByTestId('timeline-card').first()).toBeVisible({ timeout: 30_000 });
  for (const parts of [[c.id, 'acquisition'], [c.id, 'weekReports'], [c.id, 'vessels'], [c.id, 'experts'], [c.id, 'nextDoneStart'], [c.id, 'Amount'], [c.id, 'timeline']])
    await expect.poll(() => persisted(page, parts), { message: parts.join('/') }).toBe(true);
}

/** With no network: the start-up report, written in its form. */
async function startupOffline(page: Page, c: PlannedCase) {
  await page.goto(`/${c.id}/weekReports`);
  await page.getByRole('button', { name: 'Oppstartsrapport' }).click();
  await page.waitForURL(`**/${c.id}/weekReports/startup`);
  await fillDate(page.getByLabel('Startdato'), inDays(-2));
  await fillDate(page.getByLabel('Sluttdato'), inDays(10));
  await page.getByLabel('Km', { exact: true }).fill('420,5');
  await page.getByLabel('Km²', { exact: true }).fill('180');
  await page.getByRole('checkbox', { name: c.expertName }).check();
  await page.getByLabel('Kommentar').fill('Oppstart fra Florø.');
  await fillDate(page.getByLabel('Betalt dato'), inDays(-3));
  await drawArea(page, page.getByTestId('area-geometry'));
  await page.getByRole('button', { name: 'Lagre oppstartsrapport' }).click();
  await page.waitForURL(`**/${c.id}/weekReports`);
  await expect(page.getByTestId('week-report').first()).toContainText('Venter på å bli sendt');
}

/** With no network: Mengder's km changed, the diff computed on the device, the comment, Confirm (queued). */
async function amountOffline(page: Page, c: PlannedCase, km: string, comment: string) {
  await page.goto(`/${c.id}/details`);
  const amounts = page.getByRole('region', { name: 'Mengder' });
  await amounts.getByRole('button', { name: 'Rediger' }).click();
  await amounts.getByLabel('Mengde (km)').fill(km);
  await amounts.getByRole('button', { name: 'Lagre endringer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Du er uten nett. Endringen lagres på enheten og sendes når nettet er tilbake.')).toBeVisible({ timeout: 20_000 });
  await dialog.getByLabel('Kommentar til endringen').fill(comment);
  await dialog.getByRole('button', { name: 'Bekreft' }).click();
  await expect(dialog).toBeHidden();
}

/** A period as the list of waiting changes writes it: '17.–23.11.' in one month, else '28.11.–04.12.'. */
function shortPeriod(from: string, to: string): string {
  const dm = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.`;
  return from.slice(0, 7) === to.slice(0, 7) ? `${from.slice(8, 10)}.–${dm(to)}` : `${dm(from)}–${dm(to)}`;
}

const amountOf = async (page: Page, id: string) => (await serviceGet(page, `/Acquisition/${id}/details/Amount`)).body.quantityKm as number;

test('start-up report then an amendment written offline: on reconnect no conflict with itself, each arrives once; another device changing Mengder still asks', async ({ page, context, browser }) => {
  test.setTimeout(540_000);
  await signInAs(page, 'innmelder');
  await untilServiceWorkerControls(page);
  const c = await plannedCase(page, browser);
  await openedOnline(page, c);
  const conflict = page.getByRole('alertdialog', { name: 'Endringen møtte en annen endring' });
  const amendments: string[] = [];
  const reports: string[] = [];
  /** SHA-256 of each start-up report body the outbox sent, its bytes as they went out. */
  const sentReports: string[] = [];
  context.on('requestfinished', (request) => {
    if (request.method() === 'PUT' && request.url().includes(`/Acquisition/${c.id}/details/Amount`)) amendments.push(request.headers()['idempotency-key'] ?? '');
    if (request.method() === 'POST' && /\/weekReport\/Startup$/i.test(request.url())) {
      reports.push(request.headers()['idempotency-key'] ?? '');
      sentReports.push(createHash('sha256').update(request.postDataBuffer() ?? Buffer.alloc(0)).digest('hex'));
    }
  });

  await goOffline(context);
  await page.reload();
  await startupOffline(page, c);
  await amountOffline(page, c, '1500', 'Flere linjer etter oppstart');
  await expect.poll(() => waitingChanges(page, c.id)).toBe(2);

  // The list of waiting changes names the case and each change, and opens the case page.
  await page.getByTestId('outbox-status').getByRole('button', { name: 'Vis endringene' }).click();
  const lines = page.getByTestId('waiting-change');
  await expect(lines).toHaveText([`${c.name}: Oppstartsrapport ${shortPeriod(inDays(-2), inDays(10))}`, `${c.name}: Endringsmelding: Mengder`]);
  await expect(lines.nth(0).getByRole('link')).toHaveAttribute('href', `/${c.id}/weekReports`);
  await expect(lines.nth(1).getByRole('link')).toHaveAttribute('href', `/${c.id}/details`);
  await page.screenshot({ path: test.info().outputPath('waiting-list-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('waiting-list-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The case page offline shows what waits for it in place: the status it will have, the new value, the timeline.
  await lines.nth(1).getByRole('link').click();
  await page.waitForURL(`**/${c.id}/details`);
  const amounts = page.getByRole('region', { name: 'Mengder' });
  await expect(amounts).toContainText('1 500');
  await expect(amounts.getByTestId('section-waiting')).toHaveText('Venter på å bli sendt fra denne enheten');
  await expect(page.locator('header [data-status="20"]')).toBeVisible();
  await expect(page.getByTestId('status-waiting')).toHaveText('venter på å bli sendt fra denne enheten');
  await page.getByRole('tab', { name: 'Tidslinje' }).click();
  const waitingCards = page.getByTestId('pending-case-change');
  await expect(waitingCards).toHaveCount(2);
  await expect(waitingCards.nth(0)).toContainText(`Oppstartsrapport ${shortPeriod(inDays(-2), inDays(10))}, skrevet`);
  await expect(waitingCards.nth(0)).toContainText('Oppstart fra Florø.');
  await expect(waitingCards.nth(1)).toContainText('Endringsmelding: Mengder, skrevet');
  await expect(waitingCards.nth(1)).toContainText('Flere linjer etter oppstart');
  await page.screenshot({ path: test.info().outputPath('case-page-waiting-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('case-page-waiting-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  // Some of the replay's calls are aborted on the way (no answer): the device tries again later with the same keys.
  let online = false;
  let cut = 0;
  await context.route('**/DataAcquisition-service/Acquisition/*/details/Amount', (route) =>
    online && route.request().method() === 'PUT' && cut++ === 0 ? route.abort('connectionreset') : route.fallback(),
  );
  online = true;
  await goOnline(context);
  await expect.poll(() => waitingChanges(page, c.id), { timeout: 60_000 }).toBe(0);
  await expect(conflict).toHaveCount(0);
  expect(await amountOf(page, c.id)).toBe(1500);
  await expect(page.getByTestId('pending-case-change')).toHaveCount(0);
  await expect(page.getByTestId('status-waiting')).toHaveCount(0);
  const service = await serviceGet(page, `/Acquisitions/${c.id}`);
  expect(service.body.status).toBe(20);
  const timeline = (await serviceGet(page, `/Acquisitions/${c.id}/timeline`)).body as unknown as { messageType: number; messageContent: string | null }[];
  expect(timeline.filter((m) => m.messageType === 1000)).toHaveLength(1);
  expect(timeline.filter((m) => m.messageType === 3002 && m.messageContent === 'Flere linjer etter oppstart')).toHaveLength(1);
  expect(new Set(reports).size).toBe(1);
  expect(new Set(amendments).size).toBe(1);
  expect(cut).toBeGreaterThan(1);
  await context.unrouteAll({ behavior: 'ignoreErrors' });

  // The receipt of the start-up report names the case, the report and its period, signed by the service (issue 25).
  await page.getByRole('button', { name: /Brukermeny/ }).click();
  await page.getByRole('menuitem', { name: 'Enhetens tilstand' }).click();
  const health = page.getByRole('dialog', { name: 'Enhetens tilstand' });
  const startupReceipt = health.getByTestId('receipt-item').filter({ hasText: 'Oppstartsrapport' });
  await expect(startupReceipt).toContainText(`${c.name} (ID ${service.body.npdId as number}): Oppstartsrapport ${nbDate(inDays(-2))}–${nbDate(inDays(10))}`, { timeout: 30_000 });
  await expect(startupReceipt.getByTestId('receipt')).toHaveAttribute('data-state', 'signed');
  await startupReceipt.getByRole('button', { name: 'Kontroller signaturen' }).click();
  await expect(startupReceipt.getByTestId('receipt-check')).toHaveText('Signaturen er gyldig: tjenesten har bekreftet mottaket.');
  // The check keeps the keyboard's focus on its button, inside the dialog, which stays exposed (no focus dropped to the page).
  await expect(startupReceipt.getByRole('button', { name: 'Kontroller signaturen' })).toBeFocused();
  await expect(page.locator('#root')).toHaveAttribute('aria-hidden', 'true');
  // The receipt's hash is of the very bytes the outbox sent (every try the same text), not of the stored report.
  expect(new Set(sentReports).size).toBe(1);
  await expect(startupReceipt).toContainText(`SHA-256 av innholdet slik enheten sendte det: ${sentReports[0]}`);
  await page.screenshot({ path: test.info().outputPath('startup-receipt-1280.png') });
  await health.getByRole('button', { name: 'Lukk' }).click();

  // A real conflict: offline, Mengder again; meanwhile the office changes Mengder. The replay asks.
  await openedOnline(page, c);
  await goOffline(context);
  await amountOffline(page, c, '1600', 'Mitt tall fra havet');
  const { body } = await serviceGet(page, `/Acquisition/${c.id}/details/Amount`);
  expect(await serviceWrite(page, 'PUT', `/Acquisition/${c.id}/details/Amount`, { ...body, quantityKm: 1700, changeSubmissionComment: 'Endret fra kontoret' })).toBe(200);
  await goOnline(context);
  await expect(conflict).toBeVisible({ timeout: 30_000 });
  await expect(conflict).toContainText('«Mengder» ble endret av noen andre');
  await page.screenshot({ path: test.info().outputPath('real-conflict-1280.png') });
  expect(await amountOf(page, c.id)).toBe(1700);
});
