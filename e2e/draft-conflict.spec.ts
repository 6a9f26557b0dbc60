// Two devices online on one draft (issue 5: a version check, and the user chooses), and nothing typed lost when the
// page is reloaded at once. "Another device" is the same user calling the service directly, not through this page.
import { expect, test, type Page } from './test';
import { goOffline, goOnline, openCreateDialog, serviceGet, serviceWrite, waitingChanges } from './draft-offline-helpers';
import { expectNothingLeftHidden, signInAs, untilServiceWorkerControls } from './fixtures';

const CONFLICT = { name: 'Utkastet er lagret fra en annen enhet' };
const SENT = 'Endringene dine er sendt.';

/** A new draft, opened on its second step; answers its id. */
async function draftOnGatheredStep(page: Page): Promise<string> {
  const dialog = await openCreateDialog(page);
  await dialog.getByRole('button', { name: 'Opprett utkast' }).click();
  await page.waitForURL(/\/create\/area$/);
  await expectNothingLeftHidden(page);
  const id = new URL(page.url()).pathname.split('/')[1];
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.waitForURL(/\/create\/gatheredinformation$/);
  return id;
}

/** Another device saves the draft with this general comment; answers the service's new version. */
async function theirSave(page: Page, id: string, generalComment: string): Promise<number> {
  const { body } = await serviceGet(page, `/Draft/${id}`);
  expect(await serviceWrite(page, 'PUT', `/Draft/${id}`, { ...body, generalComment })).toBe(200);
  return (body.version as number) + 1;
}

test("a save that meets another device's save asks: keep mine saves my text, take theirs shows theirs", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'innmelder');
  const id = await draftOnGatheredStep(page);
  const comment = page.getByLabel('Generell kommentar');
  const conflict = page.getByRole('alertdialog', CONFLICT);

  const theirVersion = await theirSave(page, id, 'Fra en annen enhet');
  await comment.fill('Min tekst');
  await page.getByRole('button', { name: 'Lagre utkast' }).click();
  await expect(conflict).toBeVisible();
  await expect(comment).toHaveValue('Min tekst');

  // Put off: the text stays, and Next asks again instead of failing or moving on.
  await conflict.getByRole('button', { name: 'Velg senere' }).click();
  await expect(conflict).toBeHidden();
  await comment.fill('Min tekst, skrevet videre');
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(conflict).toBeVisible();
  await expect(page).toHaveURL(/\/create\/gatheredinformation$/);

  // A reload keeps my text on this device and asks again; the service still has theirs.
  await page.reload();
  await expect(conflict).toBeVisible();
  await expect(comment).toHaveValue('Min tekst, skrevet videre');
  expect((await serviceGet(page, `/Draft/${id}`)).body.generalComment).toBe('Fra en annen enhet');

  await conflict.getByRole('button', { name: 'Behold min versjon' }).click();
  await expect(conflict).toBeHidden();
  await expect(page.getByText('Utkastet er lagret med din versjon.', { exact: true }).first()).toBeVisible();
  expect((await serviceGet(page, `/Draft/${id}`)).body).toMatchObject({
    generalComment: 'Min tekst, skrevet videre',
    version: theirVersion + 1,
  });
  // Saving and moving on work again.
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.waitForURL(/\/create\/summary$/);
  await page.getByRole('button', { name: 'Tilbake' }).click();
  await page.waitForURL(/\/create\/gatheredinformation$/);

  // Take theirs: the form shows the other device's text, mine is gone from the form and this device.
  await theirSave(page, id, 'Deres tekst');
  await comment.fill('Blir forkastet');
  await page.getByRole('button', { name: 'Lagre utkast' }).click();
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Bruk den lagrede versjonen' }).click();
  await expect(conflict).toBeHidden();
  await expect(comment).toHaveValue('Deres tekst');
  // Nothing of mine was sent: no 'sent' message after taking theirs.
  await expect(page.getByText('Skjemaet viser nå versjonen som ble lagret fra den andre enheten.').first()).toBeVisible();
  await expect(page.getByText(SENT)).toHaveCount(0);
  await page.getByRole('button', { name: 'Lagre utkast' }).click();
  await expect(page.getByText('Utkastet er lagret.', { exact: true }).first()).toBeVisible();
  await page.reload();
  await expect(comment).toHaveValue('Deres tekst');
  expect((await serviceGet(page, `/Draft/${id}`)).body.generalComment).toBe('Deres tekst');
});

test('a submit that meets a save of another device in between asks the same choice, not the error block', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'innmelder');
  const id = await draftOnGatheredStep(page);
  await page.getByLabel('Generell kommentar').fill('Min tekst');
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.waitForURL(/\/create\/summary$/);
  // Our save goes through; the other device saves before our submit reaches the service (the service answers 409).
  // (On the context: once the service worker controls the page, the page's calls reach the network through it.)
  let theirsSaved = false;
  await page.context().route('**/DataAcquisition-service/Draft/*/Submit', async (route) => {
    if (!theirsSaved) {
      theirsSaved = true;
      await theirSave(page, id, 'Fra en annen enhet');
    }
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Lagre og send inn' }).click();
  const conflict = page.getByRole('alertdialog', CONFLICT);
  await expect(conflict).toBeVisible();
  await expect(page.getByTestId('submit-error')).toHaveCount(0);
  await expect(page).toHaveURL(/\/create\/summary$/);
  await conflict.getByRole('button', { name: 'Bruk den lagrede versjonen' }).click();
  await expect(conflict).toBeHidden();
  await expect(page.getByText('Skjemaet viser nå versjonen som ble lagret fra den andre enheten.').first()).toBeVisible();
  await expect(page.getByText(SENT)).toHaveCount(0);
  expect((await serviceGet(page, `/Draft/${id}`)).body).toMatchObject({ generalComment: 'Fra en annen enhet', status: 99 });
});

test('text typed and not saved, then another device saves: a reload asks instead of dropping it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'innmelder');
  const id = await draftOnGatheredStep(page);
  const comment = page.getByLabel('Miljøkommentar');
  await comment.fill('Ikke lagret ennå');
  await theirSave(page, id, 'Fra en annen enhet');
  await page.reload();

  const conflict = page.getByRole('alertdialog', CONFLICT);
  await expect(conflict).toBeVisible();
  await expect(comment).toHaveValue('Ikke lagret ennå');
  await conflict.getByRole('button', { name: 'Behold min versjon' }).click();
  await expect(conflict).toBeHidden();
  // Mine is the whole form as this device has it (not a merge).
  await expect(page.getByLabel('Generell kommentar')).toHaveValue('');
  expect((await serviceGet(page, `/Draft/${id}`)).body).toMatchObject({
    environmentalComment: 'Ikke lagret ennå',
    generalComment: null,
  });
});

test('text typed and reloaded at once (offline) is still there', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'innmelder');
  await untilServiceWorkerControls(page);
  await draftOnGatheredStep(page);
  const comment = page.getByLabel('Miljøkommentar');
  await expect(comment).toBeEditable();

  await goOffline(context);
  await comment.pressSequentially('Skrevet rett før lukking', { delay: 10 });
  // The form holds what was typed; the reload's pagehide writes it to the device at once (no pause needed).
  await expect(comment).toHaveValue('Skrevet rett før lukking');
  await page.reload();
  await expect(comment).toHaveValue('Skrevet rett før lukking');
});

test('two devices: the one whose offline save reached the service first keeps no unsent edits, so reopening after the other saved asks nothing', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const first = await browser.newContext();
  const second = await browser.newContext();
  const a = await first.newPage();
  const b = await second.newPage();
  await signInAs(a, 'innmelder');
  // At sea the app's code comes from the service worker: installed first, as on a boat's PC.
  await untilServiceWorkerControls(a);
  const id = await draftOnGatheredStep(a);

  // Device A at sea: the save waits in the outbox, then reaches the service when the link is back.
  await goOffline(first);
  await a.getByLabel('Generell kommentar').fill('Fra enhet A');
  await a.getByRole('button', { name: 'Lagre utkast' }).click();
  await expect.poll(() => waitingChanges(a, id)).toBe(1);
  await goOnline(first);
  await expect.poll(() => waitingChanges(a, id), { timeout: 30_000 }).toBe(0);
  expect((await serviceGet(a, `/Draft/${id}`)).body.generalComment).toBe('Fra enhet A');

  // Device B (another browser profile) then changes the same field on purpose and saves.
  await signInAs(b, 'innmelder', { path: `/${id}/create/gatheredinformation` });
  const theirs = b.getByLabel('Generell kommentar');
  await expect(theirs).toHaveValue('Fra enhet A');
  await theirs.fill('Fra enhet B');
  await b.getByRole('button', { name: 'Lagre utkast' }).click();
  await expect(b.getByText('Utkastet er lagret.', { exact: true }).first()).toBeVisible();

  // Device A opens the draft again: B's text, no false conflict, nothing queued that would overwrite it.
  await a.goto('/');
  await a.goto(`/${id}/create/gatheredinformation`);
  await expect(a.getByLabel('Generell kommentar')).toHaveValue('Fra enhet B');
  await expect(a.getByRole('alertdialog', CONFLICT)).toHaveCount(0);
  expect(await waitingChanges(a, id)).toBe(0);
  expect((await serviceGet(a, `/Draft/${id}`)).body.generalComment).toBe('Fra enhet B');
  await first.close();
  await second.close();
});
