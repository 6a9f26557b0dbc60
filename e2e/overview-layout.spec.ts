import { expect, test, type Page } from 'playwright/test';
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

test('on a phone (390 px) the table scrolls sideways on its own and the pager label is one line', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'saksbehandler.od');
  await expect(page.getByTestId('overview-total')).toBeVisible();
  await expect(page.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/overview-phone.png`, fullPage: true });
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  expect(await pageSizeLabelOnOneLine(page)).toBe(true);
});
