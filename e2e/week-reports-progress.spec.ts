// Issue 25 item 6: a weekly report's downtime by cause, percent complete and done area. Written with no network on a
// paused case ('Grenseområdet 2D', which only the acquisition layout spec opens, for its timeline and details), saved
// to the outbox, replayed when the network returns; the list shows the fields and every week's done area on one map
// (with the same areas as text); the finish form's totals start as the sum of the weekly reports (not saved here).
import { expect, test, type Page } from './test';
import { acquisitionIdByTitle, inDays } from './acquisition-helpers';
import { expectNoViolations } from './axe';
import { goOffline, goOnline, serviceGet, waitingChanges } from './draft-offline-helpers';
import { fillDate, nbDate, signInAs, untilServiceWorkerControls } from './fixtures';
import { drawArea } from './week-report-helpers';

const SHOTS = '/tmp/i25b-shots';

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

interface Filed {
  type: number;
  done: { amountKm: number | null; amountKm2: number | null; geometry: unknown } | null;
  downtimeWeatherHours: number | null;
  downtimeEquipmentHours: number | null;
  downtimeOtherHours: number | null;
  percentComplete: number | null;
}

test('a weekly report with downtime, percent complete and done area is saved offline, replayed, listed and mapped; the finish totals start from the weekly reports', async ({ page, context }) => {
  test.setTimeout(300_000);
  await signInAs(page, 'innmelder');
  await untilServiceWorkerControls(page);
  const id = await acquisitionIdByTitle(page, 'Grenseområdet 2D', 30);
  const filed = async () => (await serviceGet(page, `/acquisition/${id}/weekReport`)).body as unknown as Filed[];
  const before = (await filed()).filter((r) => r.type === 10).length;

  await page.goto(`/${id}/weekReports`);
  await page.getByRole('button', { name: 'Ny ukerapport' }).click();
  await page.waitForURL(`**/${id}/weekReports/add`);
  const done = page.getByTestId('done-column');
  const planned = page.getByTestId('planned-column');
  const progress = page.getByTestId('progress-section');
  await expect(progress).toBeVisible();

  // At sea: the form is written and saved with no network.
  await goOffline(context);
  await fillDate(done.getByLabel('Til dato'), inDays(0));
  await done.getByLabel('Km', { exact: true }).fill('212,5');
  await drawArea(page, page.getByTestId('area-done.geometry'));
  await fillDate(planned.getByLabel('Til dato'), inDays(7));
  await drawArea(page, page.getByTestId('area-planned.geometry'));
  // Out of range: the schema's messages under the fields.
  await progress.getByLabel('Nedetid vær (timer)').fill('9999');
  await progress.getByLabel('Andel av innsamlingen fullført (%)').fill('120');
  await page.getByRole('button', { name: 'Lagre', exact: true }).click();
  await expect(progress).toContainText('Oppgi et antall timer fra 0 til 8784.');
  await expect(progress).toContainText('Oppgi en prosent mellom 0 og 100.');
  await progress.getByLabel('Nedetid vær (timer)').fill('18,5');
  await progress.getByLabel('Nedetid utstyr (timer)').fill('6');
  await progress.getByLabel('Nedetid annet (timer)').fill('2');
  await progress.getByLabel('Andel av innsamlingen fullført (%)').fill('64,5');
  await shoot(page, 'weekly-form');
  await expectNoViolations(page, 'weekly report form with downtime');
  await page.getByRole('button', { name: 'Lagre', exact: true }).click();
  await page.waitForURL(`**/${id}/weekReports`);
  await expect.poll(() => waitingChanges(page, id)).toBe(1);

  // Waiting on the device, the report already shows the fields, and its done area is on the map.
  const waiting = page.locator('[data-testid="week-report"][data-waiting="true"]');
  await expect(waiting).toHaveCount(1);
  await waiting.getByRole('button').first().click();
  for (const text of ['Nedetid vær', '18,5 timer', 'Nedetid utstyr', '6 timer', 'Nedetid annet', '2 timer', 'Fullført', '64,5 %']) await expect(waiting).toContainText(text);

  // Back online: the outbox sends it once, with every field.
  await goOnline(context);
  await expect.poll(() => waitingChanges(page, id), { timeout: 60_000 }).toBe(0);
  const reports = await filed();
  const weekly = reports.filter((r) => r.type === 10);
  expect(weekly).toHaveLength(before + 1);
  expect(weekly.at(-1)).toMatchObject({ downtimeWeatherHours: 18.5, downtimeEquipmentHours: 6, downtimeOtherHours: 2, percentComplete: 64.5, done: { amountKm: 212.5, geometry: { geometry: { type: 'Polygon' } } } });

  // The list: the filed report with its fields, and one map of every weekly report's done area, with a text list.
  await page.reload();
  const last = page.locator('[data-testid="week-report"][data-type="10"]').last();
  await expect(last).toHaveAttribute('data-waiting', 'false');
  await last.getByRole('button').first().click();
  await expect(last).toContainText('64,5 %');
  await expect(last).toContainText('18,5 timer');
  const areas = page.getByTestId('done-areas');
  await areas.scrollIntoViewIfNeeded();
  // The map is drawn when asked for (maplibre is not fetched unasked, issue 27).
  await expect(areas.getByTestId('done-areas-map')).toHaveCount(0);
  await areas.getByRole('button', { name: 'Vis kart' }).click();
  await expect(areas.getByTestId('done-areas-map')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(areas.getByRole('region', { name: 'Kart over utført område i ukerapportene' })).toBeVisible();
  await expect(areas.getByTestId('done-areas-list').getByRole('listitem')).toHaveCount(weekly.filter((r) => r.done?.geometry).length);
  await expect(areas.getByTestId('done-areas-list')).toContainText(`–${nbDate(inDays(0))}, 3 punkter`);
  await shoot(page, 'weekly-list');
  await expectNoViolations(page, 'week report list with the done areas map');

  // The finish form: the totals start as the weekly reports' sums, and the user can change them.
  const sum = (values: (number | null | undefined)[]) => Math.round(values.reduce<number>((a, b) => a + (b ?? 0), 0) * 1000) / 1000;
  const km = sum(weekly.map((r) => r.done?.amountKm));
  const km2Given = weekly.some((r) => r.done?.amountKm2 != null);
  // A number field shows a number it was given with the decimal comma, no grouping (components/form/number-text.ts).
  const nb = (n: number) => String(n).replace('.', ',');
  await page.getByRole('button', { name: 'Sluttrapport' }).click();
  await page.waitForURL(`**/${id}/weekReports/finish`);
  const totalKm = page.getByRole('textbox', { name: /^Totalt antall km( \*)?$/ });
  await expect(totalKm).toHaveValue(nb(km));
  await expect(page.getByTestId('totals-prefilled')).toContainText('Summen av ukerapportene er fylt inn');
  const totalKm2 = page.getByRole('textbox', { name: /^Totalt antall km²( \*)?$/ });
  if (km2Given && (await totalKm2.count())) await expect(totalKm2).toHaveValue(nb(sum(weekly.map((r) => r.done?.amountKm2))));
  await shoot(page, 'finish-prefilled');
  await totalKm.fill('1234,5');
  await expect(totalKm).toHaveValue('1234,5');
});
