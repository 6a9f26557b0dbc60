// The acquisition page at 1280 px and 390 px, in a Norwegian and an English browser: the text stays Norwegian,
// dates dd.mm.åååå, nothing makes the page scroll sideways; screenshots for a look.
import { expect, test, type Page } from './test';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { signInAs } from './fixtures';

const shots = process.env.E2E_OUTPUT ?? 'test-results';

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const locale of ['nb-NO', 'en-US'] as const) {
  test.describe(`browser language ${locale}`, () => {
    test.use({ locale });
    for (const width of [1280, 390]) {
      test(`timeline and details at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await signInAs(page, 'innmelder');
        const id = await acquisitionIdByTitle(page, 'Grenseområdet 2D', 30);
        await page.goto(`/${id}/timeline`);
        await expect(page.getByTestId('timeline-card').first()).toBeVisible();
        await expect(page.getByRole('tab', { name: 'Tidslinje' })).toBeVisible();
        await expect(page.getByTestId('planned-resume').or(page.locator('[data-status="30"]')).first()).toBeVisible();
        await page.screenshot({ path: `${shots}/acquisition-timeline-${locale}-${width}.png`, fullPage: true });
        expect(await noSidewaysScroll(page)).toBe(true);
        await page.getByRole('tab', { name: 'Detaljer' }).click();
        await expect(page.getByRole('region', { name: 'Sensorer' })).toBeVisible();
        // Only the blue line under the selected tab (the pointer still over it): no grey hover line beside it.
        const selected = page.getByRole('tab', { name: 'Detaljer' });
        expect(await selected.evaluate((tab) => getComputedStyle(tab, '::before').backgroundColor)).toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
        await page.getByRole('tablist', { name: 'Visning' }).screenshot({ path: `${shots}/acquisition-tabs-${locale}-${width}.png` });
        await expect(page.getByText(/Planlagt startdato/).first()).toBeVisible();
        await expect(page.getByText(/\d{2}\.\d{2}\.\d{4}/).first()).toBeVisible();
        await page.screenshot({ path: `${shots}/acquisition-details-${locale}-${width}.png`, fullPage: true });
        expect(await noSidewaysScroll(page)).toBe(true);
      });
    }
  });
}

test('on a touch screen the tab tapped before keeps no grey line once another tab is selected', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'nb-NO' });
  const page = await context.newPage();
  await signInAs(page, 'innmelder');
  const id = await acquisitionIdByTitle(page, 'Grenseområdet 2D', 30);
  await page.goto(`/${id}/timeline`);
  await page.getByRole('tab', { name: 'Detaljer' }).tap();
  await page.waitForURL(new RegExp(`/${id}/details$`));
  await page.goBack();
  await page.waitForURL(new RegExp(`/${id}/timeline$`));
  await expect(page.getByRole('tab', { name: 'Tidslinje' })).toHaveAttribute('aria-selected', 'true');
  const line = (name: string) => page.getByRole('tab', { name }).evaluate((tab) => getComputedStyle(tab, '::before').backgroundColor);
  expect(await line('Detaljer')).toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
  await page.getByRole('tablist', { name: 'Visning' }).screenshot({ path: `${shots}/acquisition-tabs-touch-390.png` });
  await context.close();
});
