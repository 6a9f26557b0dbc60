import { expect, test, type Page } from './test';
import { signInAs } from './fixtures';

const shots = process.env.E2E_OUTPUT ?? 'test-results';

/** Whether the table fits its box: nothing (the last column's icons and actions) cut off at the divider or needing sideways scrolling. */
async function tableFits(page: Page): Promise<boolean> {
  return page
    .getByRole('table')
    .first()
    .evaluate((table) => {
      const box = table.parentElement!;
      return box.scrollWidth <= box.clientWidth && table.getBoundingClientRect().right <= box.getBoundingClientRect().right + 0.5;
    });
}

/** The pager's 'Rader per side' label is one line (no taller than its select). */
async function pageSizeLabelOnOneLine(page: Page): Promise<boolean> {
  const label = page.getByText('Rader per side', { exact: true });
  const box = await label.boundingBox();
  const select = await page.getByRole('combobox', { name: 'Rader per side' }).boundingBox();
  return !!box && !!select && box.height <= select.height;
}

for (const [username, width] of [
  ['innmelder', 1280],
  ['saksbehandler.od', 1280],
  ['saksbehandler.od', 1920],
] as const) {
  test(`${username} at ${width} px: the table's last column is not cut off and the pager label is one line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, username);
    await expect(page.getByTestId('overview-total')).toBeVisible();
    await expect(page.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
    await page.screenshot({ path: `${shots}/overview-${username}-${width}.png` });
    expect(await tableFits(page)).toBe(true);
    expect(await pageSizeLabelOnOneLine(page)).toBe(true);
  });
}

test('on a phone (390 px) each acquisition is a card with its name, status, dates and actions, and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'innmelder');
  await expect(page.getByTestId('overview-total')).toBeVisible();
  const cards = page.getByTestId('overview-cards').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  // A submitted one: its status and the Details action are in view without any sideways scroll. Drafts made by
  // earlier browser tests carry later start dates and fill the first page of the default sort, so sort by status.
  await page.getByLabel('Sorter etter').selectOption({ label: 'Status (sortert stigende)' });
  const card = cards.filter({ has: page.getByRole('button', { name: 'Detaljer' }) }).filter({ has: page.locator('[data-status]') }).first();
  await expect(card.locator('[data-status]').first()).toBeVisible();
  await expect(card).toContainText(/Startdato: \d{2}\.\d{2}\.\d{4}/);
  const details = card.getByRole('button', { name: 'Detaljer' });
  // Scrolled to and in view together: a card the sort or a late answer moves after the scroll is scrolled to again.
  await expect(async () => {
    await details.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(details).toBeInViewport({ ratio: 1, timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.screenshot({ path: `${shots}/overview-phone.png`, fullPage: true });
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  expect(await pageSizeLabelOnOneLine(page)).toBe(true);
  // The sort is a choice above the cards.
  await page.getByLabel('Sorter etter').selectOption({ label: 'Navn (sortert stigende)' });
  const names = () => cards.evaluateAll((list) => list.map((card) => card.querySelector('[data-card-name]')?.textContent ?? ''));
  await expect
    .poll(async () => {
      const shown = await names();
      return shown.length > 1 && shown.join('|') === [...shown].sort((a, b) => a.localeCompare(b, 'nb')).join('|');
    })
    .toBe(true);
  // Back to the status sort (drafts of earlier tests, with no name, come first by name) and open a submitted one.
  await page.getByLabel('Sorter etter').selectOption({ label: 'Status (sortert stigende)' });
  await cards.filter({ has: page.getByRole('button', { name: 'Detaljer' }) }).first().getByRole('button', { name: 'Detaljer' }).click();
  await page.waitForURL(/\/[0-9a-f-]{36}\/timeline$/);
});
