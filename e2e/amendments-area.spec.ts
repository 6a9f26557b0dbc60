// An area change on an acquisition (issue 13; spec 001 s2.2, s5 'Import of geometry'): the notifier imports a new gross
// area through the header's import-geometry dialog (pasted text in WGS 84 / UTM 32N), the time-and-area edit checks it,
// the diff dialog shows the map with the old and new outlines and the km² added and removed, and the change submission
// (3001) lands on the timeline with statements expected again from the authorities.
// Case: 'Norskehavet 3D' (Vestland Petroleum AS, Planlagt), which no other browser test uses.
import { expect, test } from './test';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { newDraft, signInAs } from './fixtures';
import { ed50P190 } from '../tests/domain/geometry/fixtures/survey';

/** A box inside the case's survey licence (US 2024-02 Norskehavet), in WGS 84 / UTM zone 32N: easting northing. */
const UTM32 = ['364550 7133428', '432262 7131190', '434479 7231471', '368983 7233651'].join('\n');

test('a notifier imports a new area as UTM 32 text; the diff shows both outlines and km²; confirm gives 3001 with statements expected', async ({ page, browser }) => {
  // Two sign-ins, an import, the service's area check, the diff and the timeline: slow on a busy machine.
  test.setTimeout(180_000);
  await signInAs(page, 'flere.roller', { organisation: 'Vestland Petroleum AS' });
  const id = await acquisitionIdByTitle(page, 'Norskehavet 3D', 10);
  await page.goto(`/${id}/timeline`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Importer geometri' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('header-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Importer geometri' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer geometri' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Ren tekst' }).check();
  const system = dialog.getByLabel('Koordinatsystem');
  // Plain text: WGS 84 geographic and UTM 31-34; ED50 listed but disabled.
  await expect(system.locator('option', { hasText: 'WGS 84 / UTM sone 32N' })).toBeEnabled();
  await expect(system.locator('option', { hasText: 'ED50 / UTM sone 32N' })).toBeDisabled();
  await expect(system.locator('option', { hasText: 'UTM sone 35N' })).toHaveCount(0);
  await dialog.getByLabel('Koordinater').fill(UTM32);

  // Read as geographic degrees the numbers are nowhere near the shelf: the dialog says so and stays open.
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(dialog.getByTestId('import-dialog-error')).toContainText('ligger ikke på norsk kontinentalsokkel');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('import-dialog-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('import-dialog-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });

  await system.selectOption({ label: 'WGS 84 / UTM sone 32N' });
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Geometrien ble importert og konvertert til WGS 84.').first()).toBeVisible();

  // The area is in the time-and-area section's edit, on the details tab, checked by the service before saving.
  await page.waitForURL(new RegExp(`/${id}/details$`));
  const section = page.getByRole('region', { name: 'Tidsperiode og område' });
  await expect(section.getByRole('button', { name: 'Lagre endringer' })).toBeVisible();
  await expect(section.getByTestId(/^area-check-(ok|warning)$/).first()).toBeVisible({ timeout: 20_000 });
  await expect(section.getByTestId('area-check-error')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('amended-area-form.png'), fullPage: true });

  await section.getByRole('button', { name: 'Lagre endringer' }).click();
  const diff = page.getByRole('dialog');
  const map = diff.getByTestId('map-diff');
  await expect(map).toBeVisible({ timeout: 20_000 });
  // The outlines are drawn over the basemap the other area maps use (issue 25): its land and shelf sources are
  // loaded when the map has drawn, and the view is fitted to the outlines (the new box lies well inside it).
  const drawn = map.getByTestId('diff-map');
  await expect(drawn).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(drawn).toHaveAttribute('data-basemap', 'land shelf');
  await expect(drawn.locator('canvas.maplibregl-canvas')).toBeVisible();
  await expect(drawn).toHaveAttribute('aria-label', 'Kart over området før og etter endringen');
  // Fitted: the view holds the box of both outlines (the new one ends near 7.7° E) and, in its tighter direction, is
  // not much more than the box grown by 1.3 (not the whole sea).
  const fitted = async () => {
    const [west, south, east, north] = ((await drawn.getAttribute('data-bounds')) ?? '').split(' ').map(Number);
    const [w, s, e, n] = ((await drawn.getAttribute('data-outlines')) ?? '').split(' ').map(Number);
    return west <= w && south <= s && east >= e && north >= n && e > 7 && e < 9 && Math.min((east - west) / (e - w), (north - south) / (n - s)) < 2;
  };
  await expect.poll(fitted).toBe(true);
  // A legend names the two outlines; the list under the map says what changed, as text.
  await expect(map.getByTestId('map-diff-legend')).toContainText('Tidligere område');
  await expect(map.getByTestId('map-diff-legend')).toContainText('Nytt område');
  await expect(map.getByTestId('area-change-points')).toContainText(/Punkter i omrisset: \d+ før, 4 etter/);
  const gross = diff.getByTestId('area-change-gross');
  await expect(gross).toContainText(/Lagt til: [\d\s,]+ km²/);
  await expect(gross).toContainText(/Fjernet: [\d\s,]+ km²/);
  const comment = 'Området er flyttet nordover etter ny tolkning';
  await diff.getByLabel('Kommentar til endringen').fill(comment);
  await page.screenshot({ path: test.info().outputPath('area-diff-dialog.png') });
  await map.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('area-diff-map-1280.png') });
  // At 390 px the new value and the km² summary are visible before the change is confirmed (issue 25): nothing of
  // the dialog's content lies right of the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const part of [diff.getByRole('columnheader', { name: 'Etter' }), gross]) {
    await part.scrollIntoViewIfNeeded();
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await page.screenshot({ path: test.info().outputPath('area-diff-dialog-390.png') });
  // Narrowed, the map is fitted again: both outlines stay in view.
  await map.scrollIntoViewIfNeeded();
  await expect.poll(fitted).toBe(true);
  await page.screenshot({ path: test.info().outputPath('area-diff-map-390.png') });
  await diff.getByTestId('diff-table').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('area-diff-table-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await diff.getByRole('button', { name: 'Bekreft' }).click();
  await expect(diff).toBeHidden({ timeout: 20_000 });

  await page.getByRole('tab', { name: 'Tidslinje' }).click();
  const card = page.getByTestId('timeline-card').filter({ hasText: comment }).first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toHaveAttribute('data-message-type', '3001');
  await expect(card).toContainText('Endringsmelding som krever behandling');
  await expect(card).toContainText(/Frist \d{2}\.\d{2}\.\d{4}/);

  // The authorities are asked for statements again: the caseworker's card carries the pending-task star.
  const other = await browser.newContext();
  const od = await other.newPage();
  await signInAs(od, 'saksbehandler.od');
  await od.goto(`/${id}/timeline`);
  const odCard = od.getByTestId('timeline-card').filter({ hasText: comment }).first();
  await expect(odCard).toBeVisible({ timeout: 20_000 });
  await expect(odCard.getByRole('button', { name: 'Oppgave venter – slå av' })).toBeVisible();
  await expect(odCard).toContainText('Uttalelse forventes');
  await other.close();
});

test("the wizard's area step uses the same dialog: a headerless UKOOA file is given its coordinate system", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'innmelder');
  await newDraft(page);
  // P1/90 records with easting and northing only, and no datum or zone in the header.
  const headerless = ed50P190(3, 20)
    .text.split('\n')
    .filter((l) => !l.startsWith('H14') && !l.startsWith('H15'))
    .map((l) => (l.startsWith('S') ? l.slice(0, 25) + ' '.repeat(21) + l.slice(46) : l))
    .join('\n');
  const gross = page.getByTestId('area-gross');
  await gross.getByRole('button', { name: 'Importer geometri' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer geometri' });
  await dialog.getByRole('radio', { name: 'UKOOA' }).check();
  const system = dialog.getByLabel('Koordinatsystem');
  await expect(system).toHaveValue('0');
  await dialog.getByTestId('import-dialog-file').setInputFiles({ name: 'linjer.p190', mimeType: 'text/plain', buffer: Buffer.from(headerless) });
  await expect(dialog.getByTestId('import-dialog-file-name')).toHaveText('linjer.p190');
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(dialog.getByTestId('import-dialog-error')).toContainText('UKOOA-filen sier ikke hvilket koordinatsystem');

  await system.selectOption({ label: 'ED50 / UTM sone 31N' });
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Geometrien ble importert og konvertert til WGS 84\./).first()).toBeVisible();
  await expect(gross.getByText('Lastet fra fil')).toBeVisible();
  await expect(gross.getByText(/\d+ punkter/)).toBeVisible();
});
