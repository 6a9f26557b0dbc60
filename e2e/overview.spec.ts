import { expect, test, type Page } from './test';
import { chooseContext, signInAs } from './fixtures';

const rows = (page: Page) => page.locator('tbody tr[data-npd-id]');
const names = async (page: Page) => (await rows(page).locator('td:first-child').allInnerTexts()).map((n) => n.trim());

test.describe.configure({ mode: 'serial' });

test('filter, sort, page and zoom to a row', async ({ page }) => {
  await signInAs(page, 'saksbehandler.od');
  await expect(page.getByTestId('overview-total')).toHaveText(/\d+ undersøkelser/);
  const total = Number((await page.getByTestId('overview-total').innerText()).match(/\d+/)![0]);
  expect(total).toBeGreaterThan(5);
  await expect(page.getByRole('columnheader', { name: 'Saksbehandling' })).toBeVisible();

  // Sort by name: the first click sorts descending, the second ascending.
  await page.getByRole('columnheader', { name: 'Navn' }).click();
  await expect(page.getByRole('columnheader', { name: 'Navn' })).toHaveAttribute('aria-sort', 'descending');
  // The header says so at once; the rows follow when the sorted list is drawn (a moment later on a busy machine).
  let descending: string[] = [];
  await expect
    .poll(async () => {
      descending = await names(page);
      return descending.join('\n') === [...descending].sort((a, b) => b.localeCompare(a, 'nb')).join('\n');
    })
    .toBe(true);
  await page.getByRole('columnheader', { name: 'Navn' }).click();
  await expect(page.getByRole('columnheader', { name: 'Navn' })).toHaveAttribute('aria-sort', 'ascending');
  // (Earlier tests may have added acquisitions: the first page is compared with its own sorted order.)
  await expect
    .poll(async () => {
      const shown = await names(page);
      const sorted = [...shown].sort((a, b) => a.localeCompare(b, 'nb'));
      return shown.join('\n') === sorted.join('\n') && shown[0] !== descending[0];
    })
    .toBe(true);

  // Page size 5: two pages.
  await page.getByLabel('Rader per side').selectOption('5');
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByTestId('page-of')).toHaveText(`Side 1 av ${Math.ceil(total / 5)}`);
  await page.getByRole('button', { name: 'Neste side' }).click();
  await expect(page.getByTestId('page-of')).toHaveText(`Side 2 av ${Math.ceil(total / 5)}`);
  await expect(rows(page)).toHaveCount(Math.min(5, total - 5));

  // Filter by ocean area: every row is in the Barents Sea, a chip shows the filter; removing it restores the list.
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const dialog = page.getByRole('dialog');
  // Each option ticks its own box, also when its label is clicked (here not the first of its group).
  const areas = dialog.getByRole('group', { name: 'Havområde' });
  await areas.getByText('Nordsjøen', { exact: true }).click();
  await expect(areas.getByRole('checkbox', { name: 'Nordsjøen' })).toBeChecked();
  await expect(areas.getByRole('checkbox', { name: 'Barentshavet' })).not.toBeChecked();
  await areas.getByText('Nordsjøen', { exact: true }).click();
  await expect(areas.getByRole('checkbox', { name: 'Nordsjøen' })).not.toBeChecked();
  await areas.getByRole('checkbox', { name: 'Barentshavet' }).check();
  await dialog.getByRole('button', { name: 'Bruk filter' }).click();
  await expect(page.getByRole('button', { name: /Havområde: Barentshavet/ })).toBeVisible();
  await expect(page.getByTestId('overview-total')).not.toHaveText(`${total} undersøkelser`);
  for (const area of await rows(page).locator('td:nth-child(6)').allInnerTexts()) expect(area.trim()).toBe('Barentshavet');

  // Zoom to the first row: the row is marked and the map draws it.
  const first = rows(page).first();
  await expect(page.getByTestId('overview-map')).toBeVisible();
  const shownBefore = await page.getByTestId('map-shown-count').innerText();
  await first.getByRole('button', { name: 'Zoom til i kartet' }).click();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  expect(shownBefore).toMatch(/vises i kartet/);

  await page.getByRole('button', { name: /Fjern filteret Havområde/ }).click();
  await expect(page.getByTestId('overview-total')).toHaveText(`${total} undersøkelser`);
});

test('go to the page holding an id', async ({ page }) => {
  await signInAs(page, 'saksbehandler.od');
  await page.getByLabel('Rader per side').selectOption('5');
  await expect(rows(page)).toHaveCount(5);
  const firstOnPageOne = await rows(page).first().getAttribute('data-npd-id');
  await page.getByRole('button', { name: 'Neste side' }).click();
  // Read the second page's first row only once the second page is shown.
  await expect(page.getByTestId('page-of')).toHaveText(/Side 2 av/);
  await expect(rows(page).first()).not.toHaveAttribute('data-npd-id', firstOnPageOne!);
  const target = await rows(page).first().getAttribute('data-npd-id');
  await page.getByRole('button', { name: 'Forrige side' }).click();
  await expect(page.getByTestId('page-of')).toHaveText(/Side 1 av/);
  await page.getByLabel('Id (npdId)').fill(target!);
  await page.getByRole('button', { name: 'Gå', exact: true }).click();
  await expect(page.getByTestId('page-of')).toHaveText(/Side 2 av/);
  await expect(page.locator(`tr[data-npd-id="${target}"]`)).toHaveAttribute('aria-selected', 'true');
});

/** Filters the overview on drafts in the two ocean areas of the demo drafts (drafts of earlier specs have no area). */
async function onlyDemoDrafts(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const statuses = dialog.getByRole('group', { name: 'Status' });
  for (const box of await statuses.getByRole('checkbox').all()) {
    const name = await box.getAttribute('aria-label') ?? (await box.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? ''));
    if (name.trim() === 'Utkast') await box.check();
    else await box.uncheck();
  }
  const areas = dialog.getByRole('group', { name: 'Havområde' });
  await areas.getByRole('checkbox', { name: 'Barentshavet' }).check();
  await areas.getByRole('checkbox', { name: 'Nordsjøen' }).check();
  await dialog.getByRole('button', { name: 'Bruk filter' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Rader per side').selectOption('25');
}

test('a company notifier sees only its own company drafts', async ({ page, browser }) => {
  test.setTimeout(120_000); // two sign-ins and two filter rounds
  await signInAs(page, 'innmelder');
  await expect(page.getByRole('columnheader', { name: 'Handlinger' })).toBeVisible();
  await onlyDemoDrafts(page);
  await expect(page.getByRole('cell', { name: 'NKE Utkast Snøhvit havbunn' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'VPA Utkast Frigg EM' })).toHaveCount(0);

  const other = await browser.newPage();
  await signInAs(other, 'flere.roller');
  await chooseContext(other, 'Vestland Petroleum AS');
  await expect(other.getByRole('columnheader', { name: 'Handlinger' })).toBeVisible();
  await onlyDemoDrafts(other);
  await expect(other.getByRole('cell', { name: 'VPA Utkast Frigg EM' })).toBeVisible();
  await expect(other.getByRole('cell', { name: 'NKE Utkast Snøhvit havbunn' })).toHaveCount(0);
  await other.close();
});

test('the time slider changes what the map shows', async ({ page }) => {
  await signInAs(page, 'saksbehandler.od');
  const count = page.getByTestId('map-shown-count');
  await expect(count).toHaveText(/\d+ undersøkelser? vises i kartet/);
  await expect(page.getByTestId('slider-from-date')).not.toHaveText('');
  const before = await count.innerText();
  const to = page.getByLabel('Til', { exact: true });
  await to.focus();
  await page.keyboard.press('Home');
  // Only today: the demo surveys starting in the coming weeks and months drop out (demo dates follow the seed day).
  await expect(count).not.toHaveText(before);
  await expect(count).not.toHaveText(/^0 /);
  await page.keyboard.press('End'); // the 'to' thumb at the end grows the window by 30 days
  const from = page.getByLabel('Fra', { exact: true });
  await from.focus();
  await page.keyboard.press('End');
  await expect(count).not.toHaveText(before);
  await expect(count).toHaveText(/^0 undersøkelser vises i kartet$/);
  await page.keyboard.press('Home');
  await expect(count).toHaveText(before);
});

test('the map asks for the cases of the box and zoom shown as it is zoomed and panned', async ({ page }) => {
  const asked = (check: (url: URL) => boolean) =>
    page.waitForResponse((r) => r.url().includes('/AcquisitionMap/overviewmap') && r.ok() && check(new URL(r.url())));
  const first = asked(() => true);
  await signInAs(page, 'saksbehandler.od');
  const wide = await (await first).json() as { total: number; features: unknown[] };
  const map = page.getByTestId('overview-map');
  await expect(map).not.toHaveAttribute('data-features', '0');
  const count = page.getByTestId('map-shown-count');
  await expect(count).toHaveText(/\d+ undersøkelser? vises i kartet/);

  // Zoom to a case in the Barents Sea: the map asks for a small box close in and draws the cases in it.
  await page.getByLabel('Rader per side').selectOption('25');
  const row = rows(page).filter({ hasText: 'Barentshavet' }).first();
  await expect(row).toBeVisible();
  const zoomed = asked((url) => Number(url.searchParams.get('zoom')) >= 6);
  await row.getByRole('button', { name: 'Zoom til i kartet' }).click();
  const closeAnswer = await zoomed;
  const closeBox = new URL(closeAnswer.url()).searchParams.get('bbox');
  const close = await closeAnswer.json() as { total: number; features: unknown[] };
  expect(close.features.length).toBeGreaterThan(0);
  expect(close.total).toBeLessThan(wide.total);
  await expect(count).toHaveText(`${close.total} ${close.total === 1 ? 'undersøkelse' : 'undersøkelser'} vises i kartet`);
  await expect(map).not.toHaveAttribute('data-features', '0');

  // Pan east, then zoom out, with the keys on the map: the map asks for the box it now shows. A key is one step of
  // maplibre's animated camera, from the zoom it is at when the key comes: keys pressed faster than the camera moves
  // only restart the same step (eight quick '-' reached zoom 5 from 6 on a slow machine), and keys that come while the
  // map settles may be dropped. So each step presses until the map has asked for what it should show, waiting for the
  // map's own call each time, not for a time.
  const closeWest = Number(closeBox!.split(',')[0]);
  const views: { zoom: number; west: number; bbox: string }[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    const bbox = url.searchParams.get('bbox');
    if (!url.pathname.endsWith('/AcquisitionMap/overviewmap') || !r.ok() || !bbox) return;
    views.push({ zoom: Number(url.searchParams.get('zoom')), west: Number(bbox.split(',')[0]), bbox });
  });
  const canvas = map.locator('canvas');
  const step = async (key: string, done: () => boolean) =>
    expect(async () => {
      if (!(await canvas.evaluate((el) => el === document.activeElement))) await canvas.focus();
      await page.keyboard.press(key);
      await expect.poll(done, { timeout: 5_000 }).toBe(true);
    }).toPass({ timeout: 60_000 });
  await step('ArrowRight', () => views.some((v) => v.zoom >= 6 && v.bbox !== closeBox));
  expect(Math.max(...views.filter((v) => v.zoom >= 6 && v.bbox !== closeBox).map((v) => v.west))).toBeGreaterThan(
    closeWest,
  );

  // Zoom out to the whole shelf: more cases than close in. Read from the count the map shows, not from an answer's
  // body (the browser drops the body of an answer the map has let go of).
  for (let zoom = Math.min(...views.slice(-1).map((v) => v.zoom)); zoom > 3; ) {
    const above = zoom;
    await step('-', () => views.some((v) => v.zoom < above));
    zoom = Math.min(...views.map((v) => v.zoom).filter((z) => z < above));
  }
  const shown = async () => Number(/^(\d+) /.exec((await count.textContent()) ?? '')?.[1] ?? -1);
  await expect.poll(shown).toBeGreaterThan(close.total);
});

test('a notifier deletes a draft after confirming', async ({ page }) => {
  await signInAs(page, 'flere.roller');
  await chooseContext(page, 'Vestland Petroleum AS');
  const row = page.getByRole('row', { name: /VPA Utkast Frigg EM/ });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Slett utkast' }).click();
  const dialog = page.getByRole('dialog', { name: 'Slette utkastet?' });
  await expect(dialog).toContainText('VPA Utkast Frigg EM');
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Slett utkast' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Slett', exact: true }).click();
  await expect(page.getByText('Utkastet er slettet').first()).toBeVisible();
  await expect(page.getByRole('row', { name: /VPA Utkast Frigg EM/ })).toHaveCount(0);
});

test('offline, the overview shows the last fetched data and says when it was fetched', async ({ page, context }) => {
  await signInAs(page, 'saksbehandler.od');
  await expect(rows(page).first()).toBeVisible();
  // The map's code has arrived (a first visit that goes offline sooner has no map: the next test).
  await expect(page.getByTestId('overview-map')).toBeVisible();
  const before = await names(page);
  await context.setOffline(true);
  // One bar says it all: offline, and when the overview's data was fetched.
  await expect(page.getByTestId('offline-banner')).toContainText(/Du er frakoblet\..* Oversikten viser data fra \d{2}\.\d{2}\.\d{4}/);
  await expect(page.getByText(/frakoblet/)).toHaveCount(1);
  expect(await names(page)).toEqual(before);
  await expect(page.getByTestId('overview-map')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test('a map whose code cannot be fetched leaves the overview in use and says why', async ({ page }) => {
  // A first visit that loses the network before the map's chunk arrived (the service worker does not hold it yet).
  await page.route(/\/assets\/overview-map-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
  await signInAs(page, 'saksbehandler.od');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('part-unavailable')).toContainText('Kartet kunne ikke lastes.');
  await expect(page.getByRole('button', { name: 'Last inn på nytt' })).toBeVisible();
  await expect(page.getByText('Noe gikk galt')).toHaveCount(0);
  expect((await names(page)).length).toBeGreaterThan(0);
});

test('the company-prefix warning, the user guide and the in-current-view filter', async ({ page, request, browser }) => {
  await signInAs(page, 'innmelder.uten.prefiks');
  await expect(page.getByTestId('prefix-warning')).toContainText('Selskapet ditt har ikke noe prefiks');
  const guide = page.getByRole('link', { name: 'Brukerveiledning (PDF)' });
  const href = await guide.getAttribute('href');
  const pdf = await request.get(href!);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const other = await browser.newPage();
  await signInAs(other, 'saksbehandler.od');
  await expect(other.getByTestId('prefix-warning')).toHaveCount(0);
  const totalText = await other.getByTestId('overview-total').innerText();
  // Cases submitted by earlier specs fill the first page of ten: show 25, so that a Barentshavet row is on it.
  await other.getByLabel('Rader per side').selectOption('25');
  await expect(rows(other).filter({ hasText: 'Barentshavet' }).first()).toBeVisible();
  const map = other.getByTestId('overview-map');
  await expect(map).not.toHaveAttribute('data-moves', '0');
  const moves = Number(await map.getAttribute('data-moves'));
  await rows(other).filter({ hasText: 'Barentshavet' }).first().getByRole('button', { name: 'Zoom til i kartet' }).click();
  // The zoom animation ends and the map reports its box.
  await expect.poll(async () => Number(await map.getAttribute('data-moves')), { timeout: 15_000 }).toBeGreaterThan(moves);
  await other.getByRole('button', { name: 'Filter', exact: true }).click();
  await other.getByRole('checkbox', { name: 'Bare i gjeldende kartutsnitt' }).check();
  await other.getByRole('dialog').getByRole('button', { name: 'Bruk filter' }).click();
  await expect(other.getByRole('button', { name: 'I kartutsnittet' })).toBeVisible();
  await expect(other.getByTestId('overview-total')).not.toHaveText(totalText);
  for (const area of await rows(other).locator('td:nth-child(6)').allInnerTexts()) expect(area.trim()).toBe('Barentshavet');
  await other.close();
});
