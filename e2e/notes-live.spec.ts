// A note written, edited and deleted by one user reaches the open timeline of another user of the same party (notes
// are seen by the writing party only) without a reload, through the live event stream. On Troll havbunn (ongoing),
// like the other notes tests; the note has its own text and is deleted at the end, so no other test sees a change.
import { expect, test, type Browser, type Page } from './test';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { signInAs } from './fixtures';
import { noteCard } from './notes-helpers';

const ONGOING = 20;
/** The event's round trip: the aim is 2 s; a loaded test machine gets more before the test calls it a failure. */
const LIVE = { timeout: process.env.CI ? 20_000 : 10_000 };

async function asUser(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, username);
  return page;
}

/** Marks the page's document: a reload (or a new navigation) loses the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { liveMark: boolean }).liveMark = true));
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark === true);

test("a regulator note written, edited and deleted shows on another regulator user's open timeline without a reload", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const writer = await asUser(browser, 'saksbehandler.od');
  const id = await acquisitionIdByTitle(writer, 'Troll havbunn', ONGOING);
  const watcher = await asUser(browser, 'godkjenner.od');
  // The live stream is open once the service has answered the page's request for it.
  const stream = watcher.waitForResponse(
    (r) => r.url().includes(`/Acquisitions/${id}/events`) && r.status() === 200,
    { timeout: 60_000 },
  );
  await watcher.goto(`/${id}/timeline`);
  await expect(watcher.getByTestId('timeline-card').first()).toBeVisible({ timeout: 30_000 });
  await stream;
  await markDocument(watcher);

  // Written.
  const text = `Levende notat ${Date.now()}`;
  await writer.goto(`/${id}/timeline`);
  await writer.getByRole('button', { name: 'Nytt notat' }).click();
  const drawer = writer.getByRole('dialog', { name: 'Nytt notat' });
  await drawer.getByLabel('Notat').fill(text);
  await drawer.getByRole('button', { name: 'Lagre' }).click();
  await expect(drawer).toBeHidden({ timeout: 60_000 });
  await expect(noteCard(watcher, text)).toBeVisible(LIVE);

  // Edited: the watcher's card shows the new text.
  await noteCard(writer, text).getByRole('button', { name: 'Rediger notat' }).click();
  const edit = writer.getByRole('dialog', { name: 'Rediger notat' });
  await expect(edit.getByLabel('Notat')).toHaveValue(text);
  await edit.getByLabel('Notat').fill(`${text} (endret)`);
  await edit.getByRole('button', { name: 'Lagre' }).click();
  await expect(edit).toBeHidden({ timeout: 60_000 });
  await expect(noteCard(watcher, `${text} (endret)`)).toBeVisible(LIVE);

  // Deleted: the watcher's card goes away.
  await noteCard(writer, text).getByRole('button', { name: 'Slett notat' }).click();
  await writer
    .getByRole('alertdialog', { name: 'Slette notatet?' })
    .getByRole('button', { name: 'Slett' })
    .click();
  await expect(noteCard(writer, text)).toHaveCount(0);
  await expect(noteCard(watcher, text)).toHaveCount(0, LIVE);
  expect(await stillSameDocument(watcher)).toBe(true);
});
