// Universal design (issue 26): reflow (WCAG 1.4.10) and text resize (1.4.4). The main pages at 320 CSS px, and at
// 200 % zoom of a 1280 px window (640 CSS px at device scale 2), scroll only vertically: nothing is wider than the
// window but what may scroll in its own box (the map, a data table). Screenshots of each are kept in the test output.
import { expect, test, type Page, type TestInfo } from './test';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { signInAs } from './fixtures';

const ONGOING = 20;

/** How far the page is wider than its window (0 when it reflows). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function look(page: Page, info: TestInfo, name: string) {
  // 200 % zoom of a 1280 x 800 window lays out as 640 x 400 CSS px; device scale 2 draws it as the zoomed window.
  for (const [width, height, label] of [
    [320, 720, '320px'],
    [640, 400, 'zoom200'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect
      .poll(() => overflow(page), { message: `${name} at ${label} is wider than the window` })
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: info.outputPath(`${name}-${label}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.use({ deviceScaleFactor: 2 });

test('the main pages reflow at 320 px and at 200 % zoom', async ({ page }, info) => {
  test.setTimeout(180_000);
  await signInAs(page, 'innmelder');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await look(page, info, 'overview');
  // At 200 % zoom the user menu's button truncates the name and context: the menu holds them whole.
  await page.setViewportSize({ width: 640, height: 400 });
  await page.getByRole('button', { name: /Brukermeny/ }).click();
  await expect(page.getByTestId('user-menu-header')).toHaveText('Kari Nordmann · Nordkapp Energi ASA · Innmelder');
  await page.screenshot({ path: info.outputPath('user-menu-zoom200.png') });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });
  const id = await acquisitionIdByTitle(page, 'Troll havbunn', ONGOING);
  await page.goto(`/${id}/timeline`);
  await expect(page.getByTestId('timeline-card').first()).toBeVisible();
  await look(page, info, 'timeline');
  await page.goto(`/${id}/details`);
  await expect(page.getByRole('region', { name: 'Tidsperiode og område' })).toBeVisible();
  await look(page, info, 'details');
  await page.goto(`/${id}/timeline/drawer/note`);
  await expect(page.getByRole('dialog', { name: 'Nytt notat' })).toBeVisible();
  await look(page, info, 'note-drawer');
  await page.goto(`/${id}/weekReports`);
  await expect(page.getByTestId('week-report').first()).toBeVisible();
  await look(page, info, 'week-reports');
  await page.goto('/tilgjengelighet');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await look(page, info, 'statement');
});
