// Notes through the real service: written with two attachments, edited (one removed, one added), an attachment
// downloaded and compared byte for byte, a regulator note archived and its PDF opened, a note deleted.
import { expect, test, type Page } from './test';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { signInAs } from './fixtures';
import { downloadedBytes, noteCard, onDisk, pdfFile, pngFile, sha256 } from './notes-helpers';

const ONGOING = 20;

async function openNewNote(page: Page, id: string) {
  await page.goto(`/${id}/timeline`);
  await page.getByRole('button', { name: 'Nytt notat' }).click();
  await page.waitForURL(new RegExp(`/${id}/timeline/drawer/note$`));
  const drawer = page.getByRole('dialog', { name: 'Nytt notat' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('the company notifier writes a note with two attachments, edits it, downloads a file and deletes the note', async ({ page }, info) => {
  test.setTimeout(180_000);
  await signInAs(page, 'innmelder');
  const id = await acquisitionIdByTitle(page, 'Troll havbunn', ONGOING);
  const drawer = await openNewNote(page, id);
  const text = `Notat fra e2e ${Date.now()} – æøå`;

  // The message is required; nothing typed or picked is lost when the save is refused in the browser.
  const report = pdfFile('Rapport ærlig.pdf', 5000, 1);
  const picture = pngFile('bilde.png');
  const input = drawer.getByTestId('attachment-input');
  const reportPath = await onDisk(info.outputPath(report.name), report);
  await input.setInputFiles([reportPath, await onDisk(info.outputPath(picture.name), picture), await onDisk(info.outputPath('program.exe'), { ...picture, name: 'program.exe' })]);
  await expect(drawer.getByTestId('attachments-refused')).toContainText('program.exe: Filtypen er ikke tillatt');
  await expect(drawer.getByTestId('picked-attachment')).toHaveCount(2);
  // The same file again is a duplicate: dropped.
  await input.setInputFiles([reportPath]);
  await expect(drawer.getByTestId('attachments-duplicates')).toBeVisible();
  await expect(drawer.getByTestId('picked-attachment')).toHaveCount(2);
  await drawer.getByRole('button', { name: 'Lagre' }).click();
  await expect(drawer.getByText('Feltet må fylles ut.')).toBeVisible();
  await expect(drawer.getByTestId('picked-attachment')).toHaveCount(2);

  await drawer.getByLabel('Notat').fill(text);
  await drawer.getByRole('button', { name: 'Lagre' }).click();
  await expect(drawer).toBeHidden({ timeout: 60_000 });
  await page.waitForURL(new RegExp(`/${id}/timeline$`));
  const card = noteCard(page, text);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('attachment-links').getByRole('listitem')).toHaveCount(2);

  // Edit: remove the picture, add another PDF.
  await card.getByRole('button', { name: 'Rediger notat' }).click();
  await page.waitForURL(new RegExp(`/${id}/timeline/drawer/note/[0-9a-f-]{36}$`));
  const edit = page.getByRole('dialog', { name: 'Rediger notat' });
  await expect(edit.getByLabel('Notat')).toHaveValue(text);
  await expect(edit.getByTestId('existing-attachment')).toHaveCount(2);
  await edit.getByRole('button', { name: 'Fjern bilde.png' }).click();
  await expect(edit.getByTestId('existing-attachment').filter({ hasText: 'bilde.png' })).toHaveAttribute('data-removed', 'true');
  const second = pdfFile('Vedlegg to.pdf', 3000, 2);
  await edit.getByTestId('attachment-input').setInputFiles([second]);
  await edit.getByLabel('Notat').fill(`${text} (endret)`);
  await edit.getByRole('button', { name: 'Lagre' }).click();
  await expect(edit).toBeHidden({ timeout: 60_000 });
  const edited = noteCard(page, `${text} (endret)`);
  const links = edited.getByTestId('attachment-links');
  await expect(links.getByRole('listitem').filter({ hasText: 'Vedlegg to.pdf' })).toBeVisible();
  await expect(links.locator('[data-deleted="true"]')).toContainText('bilde.png');
  await expect(links.locator('[data-deleted="false"]')).toHaveCount(2);

  // Download: the same bytes, under the Norwegian name.
  const { download, bytes } = await downloadedBytes(page, links.getByRole('button', { name: 'Rapport ærlig.pdf' }));
  expect(download.suggestedFilename()).toBe('Rapport ærlig.pdf');
  expect(sha256(bytes)).toBe(sha256(report.buffer));

  // Delete.
  await edited.getByRole('button', { name: 'Slett notat' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Slette notatet?' });
  await confirm.getByRole('button', { name: 'Slett' }).click();
  await expect(page.getByText('Notatet er slettet.').first()).toBeVisible();
  await expect(noteCard(page, text)).toHaveCount(0);
});

test("the regulator's case handler archives a regulator note and opens its PDF", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'saksbehandler.od');
  const id = await acquisitionIdByTitle(page, 'Troll havbunn', ONGOING);
  const drawer = await openNewNote(page, id);
  const text = `Arkivnotat ${Date.now()} – Sámi: ŋ č đ š ŧ ž`;
  await drawer.getByLabel('Notat').fill(text);
  await drawer.getByTestId('attachment-input').setInputFiles([pdfFile('Grunnlag.pdf', 4000, 3)]);
  await drawer.getByRole('button', { name: 'Lagre' }).click();
  await expect(drawer).toBeHidden({ timeout: 60_000 });
  const card = noteCard(page, text);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('note-archived')).toHaveCount(0);

  await card.getByRole('button', { name: 'Arkiver notat' }).click();
  await page.getByRole('alertdialog', { name: 'Arkivere notatet?' }).getByRole('button', { name: 'Arkiver' }).click();
  await expect(page.getByText('Lagret.').first()).toBeVisible();
  // Archived: the archive icon disabled, no edit or delete, the PDF linked.
  await expect(card.getByTestId('note-archived')).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Rediger notat' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Slett notat' })).toHaveCount(0);
  const { bytes } = await downloadedBytes(page, card.getByTestId('archive-pdf'));
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);
});

test("a file the service refuses (a program named .pdf) gives 'ErrorUploadingFiles' and keeps what was typed", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'innmelder');
  const id = await acquisitionIdByTitle(page, 'Troll havbunn', ONGOING);
  const drawer = await openNewNote(page, id);
  const text = `Notat med feil vedlegg ${Date.now()}`;
  await drawer.getByLabel('Notat').fill(text);
  const program = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'), Buffer.alloc(2000, 0)]);
  await drawer.getByTestId('attachment-input').setInputFiles([{ name: 'faktura.pdf', mimeType: 'application/pdf', buffer: program }]);
  await drawer.getByRole('button', { name: 'Lagre' }).click();
  await expect(drawer.getByTestId('drawer-error')).toContainText('Opplasting av vedlegg feilet', { timeout: 60_000 });
  await expect(drawer.getByLabel('Notat')).toHaveValue(text);
  await expect(drawer.getByTestId('picked-attachment')).toHaveCount(1);
  // Without the file the note is saved; nothing of the refused try is left on the device.
  await drawer.getByRole('button', { name: 'Fjern faktura.pdf' }).click();
  await drawer.getByRole('button', { name: 'Lagre' }).click();
  await expect(drawer).toBeHidden({ timeout: 60_000 });
  await expect(noteCard(page, text)).toHaveCount(1);
  await expect(noteCard(page, text).getByTestId('attachment-links')).toHaveCount(0);
});

test('a file the service already holds (same content, this user, this case) is not uploaded again', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'innmelder');
  const id = await acquisitionIdByTitle(page, 'Troll havbunn', ONGOING);
  const file = pdfFile('Samme fil.pdf', 300_000, 11);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/DataAcquisition-service/Uploads')) uploads.push(request.method());
  });
  const write = async (text: string) => {
    const drawer = await openNewNote(page, id);
    await drawer.getByLabel('Notat').fill(text);
    await drawer.getByTestId('attachment-input').setInputFiles([file]);
    await drawer.getByRole('button', { name: 'Lagre' }).click();
    await expect(drawer).toBeHidden({ timeout: 60_000 });
    await expect(noteCard(page, text)).toHaveCount(1);
  };
  const stamp = Date.now();
  await write(`Første med filen ${stamp}`);
  expect(uploads).toContain('PATCH');
  uploads.length = 0;
  await write(`Andre med samme fil ${stamp}`);
  expect(uploads).toEqual([]);
  const second = noteCard(page, `Andre med samme fil ${stamp}`);
  const { bytes } = await downloadedBytes(page, second.getByRole('button', { name: 'Samme fil.pdf' }));
  expect(sha256(bytes)).toBe(sha256(file.buffer));
});
