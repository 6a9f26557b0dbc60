// The note drawer and note cards at 1280 and 390 px: nothing wider than the screen; screenshots for a look by eye
// (E2E_OUTPUT/notes-*.png).
import { expect, test } from './test';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { signInAs } from './fixtures';
import { pdfFile, pngFile } from './notes-helpers';

for (const width of [1280, 390]) {
  test(`the note drawer with picked and refused files fits ${width} px`, async ({ page }, info) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 860 });
    await signInAs(page, 'innmelder');
    const id = await acquisitionIdByTitle(page, 'Troll havbunn', 20);
    await page.goto(`/${id}/timeline/drawer/note`);
    const drawer = page.getByRole('dialog', { name: 'Nytt notat' });
    await expect(drawer).toBeVisible();
    await drawer.getByLabel('Notat').fill('Streamerne ble hentet inn kl. 14 på grunn av vær.\nFortsetter i morgen tidlig.');
    await drawer.getByTestId('attachment-input').setInputFiles([
      pdfFile('Værmelding fra Meteorologisk institutt for Nordsjøen, uke 48.pdf', 250_000),
      pngFile('kart.png'),
      { name: 'makro.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
    await expect(drawer.getByTestId('picked-attachment')).toHaveCount(2);
    const box = await drawer.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: info.outputPath(`notes-drawer-${width}.png`) });
  });
}

test('note cards with attachments, an archived note and the edit drawer fit 1280 and 390 px', async ({ page }, info) => {
  test.setTimeout(180_000);
  await signInAs(page, 'saksbehandler.od');
  const id = await acquisitionIdByTitle(page, 'Troll havbunn', 20);
  const write = async (text: string) => {
    await page.goto(`/${id}/timeline/drawer/note`);
    const drawer = page.getByRole('dialog', { name: 'Nytt notat' });
    await drawer.getByLabel('Notat').fill(text);
    await drawer.getByTestId('attachment-input').setInputFiles([
      pdfFile('Befaringsrapport med et langt filnavn som må brytes på smale skjermer.pdf', 40_000),
      pngFile('skisse.png'),
    ]);
    await drawer.getByRole('button', { name: 'Lagre' }).click();
    await expect(drawer).toBeHidden({ timeout: 60_000 });
  };
  const archived = `Arkivert vurdering ${Date.now()}`;
  await write(archived);
  const card = page.getByTestId('timeline-card').filter({ hasText: archived });
  await card.getByRole('button', { name: 'Arkiver notat' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Arkiver' }).click();
  await expect(card.getByTestId('archive-pdf')).toBeVisible();
  const open = `Intern merknad ${Date.now()}: følg opp fiskerikyndig om bord.`;
  await write(open);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/${id}/timeline`);
    await expect(page.getByTestId('timeline-card').filter({ hasText: open })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.getByTestId('timeline-card').filter({ hasText: open }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`notes-cards-${width}.png`), fullPage: width === 390 });
    await page.getByTestId('timeline-card').filter({ hasText: open }).getByRole('button', { name: 'Rediger notat' }).click();
    const edit = page.getByRole('dialog', { name: 'Rediger notat' });
    await edit.getByRole('button', { name: 'Fjern skisse.png' }).click();
    await page.screenshot({ path: info.outputPath(`notes-edit-${width}.png`) });
    await edit.getByRole('button', { name: 'Avbryt' }).click();
    await expect(edit).toBeHidden();
  }
});
