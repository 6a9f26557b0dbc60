// The week report list and the three forms at 1280 and 390 px: nothing wider than the screen, the key info beside (or
// above) the list, the draw dialog's map at most 500 px high. The start-up report is filed offline and never sent (the
// browser profile closes with it waiting), so the weekly and finish forms can be shown without changing the service.
import { expect, test, type Page } from './test';
import { acquisitionIdByTitle, inDays } from './acquisition-helpers';
import { goOffline } from './draft-offline-helpers';
import { fillDate, signInAs, untilServiceWorkerControls } from './fixtures';
import { drawArea } from './week-report-helpers';

const WIDTHS = [1280, 390] as const;

async function noHorizontalOverflow(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
}

/** Every field of a form card (its input, hint and error) lies inside the card (issue 25: date fields overflowed). */
async function fieldsInsideCards(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-form-section] .fui-Field')].filter((field) => {
          const card = field.closest('[data-form-section]')!.getBoundingClientRect();
          const box = field.getBoundingClientRect();
          const parts = [...field.querySelectorAll('input, .fui-Field__hint, .fui-Field__validationMessage')].map((part) => part.getBoundingClientRect());
          return [box, ...parts].some((r) => r.width > 0 && (r.left < card.left - 0.5 || r.right > card.right + 0.5));
        }).length,
      ),
    )
    .toBe(0);
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await noHorizontalOverflow(page);
    await fieldsInsideCards(page);
    await page.screenshot({ path: `${test.info().outputDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The layout shift (CLS, shifts without input) of opening a URL afresh, measured in the page until it settles. */
async function layoutShiftOf(page: Page, url: string, ready: () => Promise<void>): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __clsObserved?: boolean };
    // Once per document (the script is added again for each width).
    if (w.__clsObserved) return;
    w.__clsObserved = true;
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url);
  await ready();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

test('the week report forms do not shift while their data arrives (CLS under 0.1 at 390 and 1280 px)', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'innmelder');
  const id = await acquisitionIdByTitle(page, 'Johan Castberg 3D', 10);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // The calls the form waits for answer late, as over a slow link.
    await page.route('**/DataAcquisition-service/**', async (route) => {
      if (/weekReport|Vessels|FisheriesExpert|GetNextWeekReportDoneStartDate/i.test(route.request().url())) await new Promise((resolve) => setTimeout(resolve, 400));
      await route.fallback();
    });
    const cls = await layoutShiftOf(page, `/${id}/weekReports/startup`, () => expect(page.getByRole('button', { name: 'Lagre oppstartsrapport' })).toBeVisible({ timeout: 30_000 }));
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    test.info().annotations.push({ type: `CLS ${width} px`, description: cls.toFixed(3) });
    expect(cls, `CLS at ${width} px`).toBeLessThan(0.1);
  }
});

test('the week report list and forms fit a desktop and a phone', async ({ page, context }) => {
  test.setTimeout(240_000);
  await signInAs(page, 'innmelder');
  await untilServiceWorkerControls(page);
  const id = await acquisitionIdByTitle(page, 'Johan Castberg 3D', 10);
  await page.goto(`/${id}/weekReports`);
  await expect(page.getByTestId('key-info')).toContainText('Ordinær seismikk 3D');
  await expect(page.getByRole('button', { name: 'Oppstartsrapport' })).toBeVisible();
  await shoot(page, 'week-reports-list-empty');

  await page.getByRole('button', { name: 'Oppstartsrapport' }).click();
  await expect(page.getByRole('button', { name: 'Lagre oppstartsrapport' })).toBeVisible();
  // Saving an empty form: the rules' messages at their fields, and the form's own note under it.
  await page.getByLabel('Startdato').fill('');
  await page.getByRole('button', { name: 'Lagre oppstartsrapport' }).click();
  await expect(page.getByTestId('form-error')).toContainText('Rett opp feltene som er merket.');
  await expect(page.getByText('Betalingsdato må fylles ut.')).toBeVisible();
  await expect(page.getByText('Skyggeområde må tegnes.')).toBeVisible();
  await shoot(page, 'week-reports-startup');

  await goOffline(context);
  await fillDate(page.getByLabel('Startdato'), inDays(-10));
  await fillDate(page.getByLabel('Sluttdato'), inDays(3));
  await fillDate(page.getByLabel('Betalt dato'), inDays(-12));
  // The draw dialog's map is at most 500 px high (spec 001 s2.5).
  await drawArea(page, page.getByTestId('area-geometry'), async (dialog) => {
    expect((await dialog.getByTestId('draw-area-map').boundingBox())!.height).toBeLessThanOrEqual(500);
    await page.screenshot({ path: `${test.info().outputDir}/week-reports-draw-1280.png` });
  });
  await page.getByRole('button', { name: 'Lagre oppstartsrapport' }).click();
  await page.waitForURL(`**/${id}/weekReports`);
  await expect(page.getByTestId('week-report')).toContainText('Venter på å bli sendt');
  await page.getByTestId('week-report').getByRole('button').first().click();
  await shoot(page, 'week-reports-list-waiting');

  await page.getByRole('button', { name: 'Ny ukerapport' }).click();
  await expect(page.getByTestId('planned-column')).toBeVisible();
  await shoot(page, 'week-reports-add');

  await page.getByRole('link', { name: 'Ukerapporter' }).click();
  await page.getByRole('button', { name: 'Sluttrapport' }).click();
  await expect(page.getByRole('button', { name: 'Lagre sluttrapport' })).toBeVisible();
  await shoot(page, 'week-reports-finish');
});
