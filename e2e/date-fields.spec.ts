import { expect, test } from './test';
import { newDraft, signInAs } from './fixtures';

// Ship and office PCs set up abroad run the browser in English: the date fields stay Norwegian (spec 000 s1).
test.use({ locale: 'en-US' });

const SHOTS = process.env.E2E_SHOTS;


test('dates are typed and shown dd.mm.åååå with a Norwegian calendar from Monday in an English browser', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAs(page, 'innmelder');
  const id = await newDraft(page);
  const year = new Date().getFullYear() + 1;
  const start = page.getByLabel('Planlagt startdato');
  const end = page.getByLabel('Planlagt sluttdato');
  await expect(start).toHaveAttribute('placeholder', 'dd.mm.åååå');

  // Typed the Norwegian way, in full and short; the ISO form is read too.
  await start.fill(`23.11.${year}`);
  await start.blur();
  await expect(start).toHaveValue(`23.11.${year}`);
  await end.fill(`5.1.${String(year + 1).slice(2)}`);
  await end.blur();
  await expect(end).toHaveValue(`05.01.${year + 1}`);

  // Something that is not a date keeps the last date and says how to write one.
  await end.fill('01/13/2027');
  await end.blur();
  await expect(page.getByText('Skriv datoen som dd.mm.åååå, for eksempel 23.11.2026.')).toBeVisible();
  await expect(end).toHaveValue(`05.01.${year + 1}`);

  // The service receives YYYY-MM-DD.
  const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes(`/Draft/${id}`));
  await page.getByRole('button', { name: 'Lagre utkast' }).click();
  const body = (await saved).postDataJSON() as { plannedStartDate: string; plannedEndDate: string };
  expect(body.plannedStartDate).toBe(`${year}-11-23`);
  expect(body.plannedEndDate).toBe(`${year + 1}-01-05`);

  // The calendar: Norwegian month, weeks from Monday, week numbers.
  await start.click();
  const calendar = page.getByRole('dialog', { name: 'Kalender' });
  await expect(calendar).toContainText(`november ${year}`);
  const headers = calendar.getByRole('columnheader');
  await expect(headers.nth(1)).toHaveAttribute('aria-label', 'mandag');
  await expect(headers.last()).toHaveAttribute('aria-label', 'søndag');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/date-calendar-en-US-1280.png` });
  await calendar.getByRole('button', { name: `24, november, ${year}` }).click();
  await expect(start).toHaveValue(`24.11.${year}`);

  // Opened again, the dates are shown the Norwegian way (once the save has been answered: a reload before that
  // would end it).
  const resaved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes(`/Draft/${id}`) && r.ok(),
  );
  await page.getByRole('button', { name: 'Lagre utkast' }).click();
  await resaved;
  await page.reload();
  await expect(page.getByLabel('Planlagt startdato')).toHaveValue(`24.11.${year}`);
  await expect(page.getByLabel('Planlagt sluttdato')).toHaveValue(`05.01.${year + 1}`);
  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel('Planlagt startdato').click();
    await expect(page.getByRole('dialog', { name: 'Kalender' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/date-calendar-en-US-390.png` });
  }
});

test('the overview filter takes its dates dd.mm.åååå in an English browser', async ({ page }) => {
  await signInAs(page, 'innmelder');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtrer undersøkelser' });
  const from = dialog.getByLabel('Fra startdato');
  await from.fill('01.02.2027');
  await from.blur();
  await expect(from).toHaveValue('01.02.2027');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/filter-dates-en-US-1280.png` });
});

test('a date typed before the calendar has loaded is kept: read on leaving the field, or handed to the calendar', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  // The calendar's code is held back (also the service worker's precaching of it) until the test lets it through.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/nb-date-picker-[^/]*\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  await signInAs(page, 'innmelder');
  const id = await newDraft(page);
  const year = new Date().getFullYear() + 1;
  const start = page.getByLabel('Planlagt startdato');
  const end = page.getByLabel('Planlagt sluttdato');

  // Typed with the keyboard into the field the calendar will replace, then left: read as a date.
  await start.click();
  await page.keyboard.type(`23.11.${year}`);
  await page.keyboard.press('Tab');
  await expect(start).toHaveValue(`23.11.${year}`);
  await expect(page.getByRole('combobox', { name: 'Planlagt startdato' })).toHaveCount(0);

  // Half typed when the calendar arrives: the rest goes on in the calendar's field, focus and text kept.
  await end.click();
  await page.keyboard.type('5.1.');
  release();
  const picker = page.getByRole('combobox', { name: 'Planlagt sluttdato' });
  await expect(picker).toBeFocused();
  await expect(picker).toHaveValue('5.1.');
  await page.keyboard.type(String(year + 1).slice(2));
  await page.keyboard.press('Tab');
  await expect(picker).toHaveValue(`05.01.${year + 1}`);
  await expect(page.getByRole('combobox', { name: 'Planlagt startdato' })).toHaveValue(`23.11.${year}`);

  const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes(`/Draft/${id}`));
  await page.getByRole('button', { name: 'Lagre utkast' }).click();
  const body = (await saved).postDataJSON() as { plannedStartDate: string; plannedEndDate: string };
  expect(body.plannedStartDate).toBe(`${year}-11-23`);
  expect(body.plannedEndDate).toBe(`${year + 1}-01-05`);
});
