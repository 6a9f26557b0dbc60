// One note edited on two devices of its author at once: the later save (online at Lagre, or an edit written offline and
// replayed) is refused by the service as stale (409) and kept on the device, and the page asks keep mine or take theirs,
// as amendments and drafts do; each choice holds on the service, and nothing typed is lost before the choice.
import { expect, test, type Page } from './test';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { goOffline, goOnline, serviceGet, serviceHeaders, serviceWrite } from './draft-offline-helpers';
import { signInAs, untilServiceWorkerControls } from './fixtures';
import { noteCard, storedCounts } from './notes-helpers';

const ONGOING = 20;
const CONFLICT = { name: 'Notatet er endret et annet sted' };

/** A new note of the page's user on the case, written as another device would; answers its id. */
async function noteFromElsewhere(page: Page, id: string, text: string): Promise<string> {
  const response = await page.request.post(`/DataAcquisition-service/Messages/${id}/note`, {
    headers: await serviceHeaders(page),
    data: { messageContent: text },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { messageId: string }).messageId;
}

/** Opens the edit drawer of the note holding the text, filled from the service (its version with it). */
async function openEdit(page: Page, text: string) {
  await noteCard(page, text).getByRole('button', { name: 'Rediger notat' }).click();
  const edit = page.getByRole('dialog', { name: 'Rediger notat' });
  await expect(edit.getByLabel('Notat')).toHaveValue(text);
  return edit;
}

const stored = async (page: Page, noteId: string) => (await serviceGet(page, `/Messages/${noteId}/note`)).body as { messageContent: string; version: number };

test('a note saved from another device while it is edited: keep mine stores mine, take theirs keeps theirs', async ({ page }, info) => {
  test.setTimeout(180_000);
  await signInAs(page, 'innmelder');
  const id = await acquisitionIdByTitle(page, 'Troll havbunn', ONGOING);
  const text = `Notat på to enheter ${Date.now()}`;
  const noteId = await noteFromElsewhere(page, id, text);
  await page.goto(`/${id}/timeline`);

  // Round 1: keep mine.
  let edit = await openEdit(page, text);
  expect(await serviceWrite(page, 'PUT', `/Messages/${noteId}/note`, { messageContent: `${text} – fra kontoret`, version: 1 })).toBe(200);
  await edit.getByLabel('Notat').fill(`${text} – fra båten`);
  await edit.getByRole('button', { name: 'Lagre' }).click();
  await expect(edit).toBeHidden({ timeout: 60_000 });
  const conflict = page.getByRole('alertdialog', CONFLICT);
  await expect(conflict).toBeVisible();
  await expect(conflict.getByTestId('note-conflict-mine')).toHaveText(`${text} – fra båten`);
  await expect(conflict.getByTestId('note-conflict-theirs')).toHaveText(`${text} – fra kontoret`);
  // No failure is shown for it: the edit is kept, not refused.
  await expect(page.getByText('Lagring feilet')).toHaveCount(0);
  await expect(page.getByTestId('pending-note-conflict')).toBeVisible();
  expect((await storedCounts(page)).outbox).toBe(1);
  await page.screenshot({ path: info.outputPath('note-conflict-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: info.outputPath('note-conflict-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await conflict.getByRole('button', { name: 'Behold min versjon' }).click();
  await expect(conflict).toBeHidden();
  await expect(noteCard(page, `${text} – fra båten`)).toBeVisible();
  await expect(noteCard(page, `${text} – fra kontoret`)).toHaveCount(0);
  await expect.poll(() => stored(page, noteId)).toMatchObject({ messageContent: `${text} – fra båten`, version: 3 });
  await expect.poll(() => storedCounts(page)).toMatchObject({ outbox: 0 });
  await expect(page.getByTestId('pending-note-conflict')).toHaveCount(0);

  // Round 2: take theirs.
  edit = await openEdit(page, `${text} – fra båten`);
  expect(await serviceWrite(page, 'PUT', `/Messages/${noteId}/note`, { messageContent: `${text} – deres`, version: 3 })).toBe(200);
  await edit.getByLabel('Notat').fill(`${text} – min andre`);
  await edit.getByRole('button', { name: 'Lagre' }).click();
  await expect(edit).toBeHidden({ timeout: 60_000 });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByTestId('note-conflict-theirs')).toHaveText(`${text} – deres`);
  await conflict.getByRole('button', { name: 'Bruk den lagrede versjonen' }).click();
  await expect(conflict).toBeHidden();
  await expect(noteCard(page, `${text} – deres`)).toBeVisible();
  await expect(noteCard(page, `${text} – min andre`)).toHaveCount(0);
  await expect.poll(() => storedCounts(page)).toMatchObject({ outbox: 0 });
  expect(await stored(page, noteId)).toMatchObject({ messageContent: `${text} – deres`, version: 4 });
});

test('a note edit written offline that meets another save when the link returns is kept across a reload and offered the same choice', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'innmelder');
  // At sea the app's code comes from the service worker: installed first, as on a boat's PC.
  await untilServiceWorkerControls(page);
  const id = await acquisitionIdByTitle(page, 'Troll havbunn', ONGOING);
  const text = `Notat skrevet om bord ${Date.now()}`;
  const noteId = await noteFromElsewhere(page, id, text);
  await page.goto(`/${id}/timeline`);
  const edit = await openEdit(page, text);
  // The office saves the note; then the boat loses its link and saves its edit, begun from the first version.
  expect(await serviceWrite(page, 'PUT', `/Messages/${noteId}/note`, { messageContent: `${text} – fra kontoret`, version: 1 })).toBe(200);
  await goOffline(context);
  await edit.getByLabel('Notat').fill(`${text} – fra båten`);
  await edit.getByRole('button', { name: 'Lagre' }).click();
  await expect(edit).toBeHidden({ timeout: 60_000 });
  await expect(page.getByTestId('pending-notes')).toContainText('venter på å bli sendt');

  await goOnline(context);
  const conflict = page.getByRole('alertdialog', CONFLICT);
  await expect(conflict).toBeVisible({ timeout: 30_000 });
  await expect(conflict.getByTestId('note-conflict-mine')).toHaveText(`${text} – fra båten`);
  // Decide later: nothing is lost; the waiting messages keep offering the choice, and the next visit asks again.
  await conflict.getByRole('button', { name: 'Bestem senere' }).click();
  await expect(conflict).toBeHidden();
  await expect(page.getByTestId('pending-note-conflict')).toContainText(`${text} – fra båten`);
  await page.reload();
  await expect(conflict).toBeVisible({ timeout: 30_000 });
  expect((await storedCounts(page)).outbox).toBe(1);
  expect(await stored(page, noteId)).toMatchObject({ messageContent: `${text} – fra kontoret`, version: 2 });
  await conflict.getByRole('button', { name: 'Behold min versjon' }).click();
  await expect(conflict).toBeHidden();
  await expect(noteCard(page, `${text} – fra båten`)).toBeVisible();
  await expect.poll(() => stored(page, noteId)).toMatchObject({ messageContent: `${text} – fra båten`, version: 3 });
  await expect.poll(() => storedCounts(page)).toMatchObject({ outbox: 0 });
});
