// Universal design (issue 26): a company's notifier files a weekly report with the keyboard alone, its shadow area
// typed as coordinates (the map's draw dialog needs a pointer; the typed list is its keyboard equivalent, WCAG 2.1.1),
// and writes a note with an attachment, the file chooser opened from the keyboard. No mouse event.
import { expect, test, type FileChooser } from './test';
import { acquisitionIdByTitle, inDays } from './acquisition-helpers';
import { nbDate } from './fixtures';
import { activate, expectFocusInside, signInWithKeyboard, tabTo, typeInto } from './keyboard-helpers';

const ONGOING = 20;

test('a weekly report with its shadow area typed as coordinates', async ({ page }) => {
  test.setTimeout(180_000);
  await signInWithKeyboard(page, 'innmelder');
  const id = await acquisitionIdByTitle(page, 'Troll havbunn', ONGOING);
  await page.goto(`/${id}/weekReports`);
  await expect(page.getByTestId('week-report').first()).toBeVisible();
  const before = await page.getByTestId('week-report').count();
  await activate(page, page.getByRole('button', { name: 'Ny ukerapport' }), { max: 120 });
  await page.waitForURL(`**/${id}/weekReports/add`);

  const done = page.getByTestId('done-column');
  const planned = page.getByTestId('planned-column');
  await typeInto(page, done.getByLabel('Til dato'), nbDate(inDays(0)));
  await page.keyboard.press('Tab');
  await typeInto(page, done.getByLabel('Km', { exact: true }), '120');
  await typeInto(page, done.getByLabel('Kommentar'), 'Rapport skrevet med tastaturet.');
  await typeInto(page, planned.getByLabel('Til dato'), nbDate(inDays(6)));
  await page.keyboard.press('Tab');
  await typeInto(page, planned.getByLabel('Km', { exact: true }), '100');

  // The shadow area: typed as coordinates instead of drawn.
  const area = page.getByTestId('area-planned.geometry');
  const type = area.getByRole('button', { name: 'Skriv inn koordinater' });
  await activate(page, type);
  await expect(type).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, page.getByRole('textbox', { name: /Koordinater for skyggeområde/ }));
  await page.keyboard.type('60.80 3.50');
  for (const line of ['60.80 3.60', '60.85 3.60', '60.85 3.50']) {
    await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }
  await activate(page, page.getByRole('button', { name: 'Bruk koordinatene' }));
  await expect(area).toContainText('4 punkter');
  await expect(type).toBeFocused();

  await activate(page, page.getByRole('button', { name: 'Lagre', exact: true }), { max: 120 });
  await page.waitForURL(`**/${id}/weekReports`, { timeout: 30_000 });
  await expect(page.getByTestId('week-report')).toHaveCount(before + 1, { timeout: 30_000 });
});

test('a note with an attachment chosen from the keyboard; the focus returns to the opener', async ({ page }, info) => {
  test.setTimeout(180_000);
  const choosers: FileChooser[] = [];
  page.on('filechooser', (chooser) => choosers.push(chooser));
  await signInWithKeyboard(page, 'innmelder');
  const id = await acquisitionIdByTitle(page, 'Troll havbunn', ONGOING);
  await page.goto(`/${id}/timeline`);
  await expect(page.getByTestId('timeline-card').first()).toBeVisible();
  const newNote = page.getByRole('button', { name: 'Nytt notat' });
  await activate(page, newNote, { max: 120 });
  const drawer = page.getByRole('dialog', { name: 'Nytt notat' });
  await expectFocusInside(drawer);
  const text = `Notat med vedlegg fra tastaturet ${Date.now()}`;
  await typeInto(page, drawer.getByLabel('Notat'), text);

  // 'Legg ved filer' opens the system's file chooser with Enter. The listener is there long before: Playwright turns
  // the browser's file-chooser interception on as a listener is added, and a key pressed at once could come first (a
  // chooser opened natively, no event; once in CI).
  await tabTo(page, drawer.getByRole('button', { name: 'Legg ved filer' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => choosers.length).toBe(1);
  await choosers[0]!.setFiles({ name: 'rapport-tastatur.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(drawer.getByTestId('picked-attachment')).toHaveCount(1);
  await page.screenshot({ path: info.outputPath('note-attachment.png') });

  await activate(page, drawer.getByRole('button', { name: 'Lagre' }));
  await expect(drawer).toBeHidden({ timeout: 60_000 });
  const card = page.getByTestId('timeline-card').filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card).toContainText('rapport-tastatur.pdf');
  await expect(newNote).toBeFocused();
});
