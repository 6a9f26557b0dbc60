// Cancelling a case, in a file of its own that runs after case-dialogue.spec.ts (files run in name order): the case
// it cancels is the one the case dialogue approves to Planlagt first.
import { expect, test, type Page } from './test';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { asUser, expectOneToast, toastMark } from './case-dialogue-helpers';
import { storedCounts } from './notes-helpers';

const UNDER_REVIEW = 1;
const PLANNED = 10;

async function openStatusMenu(page: Page, entry: string) {
  await page.getByRole('button', { name: 'Endre status' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

test("cancel with 'other' and its comment, with one toast", async ({ browser }) => {
  const page = await asUser(browser, 'innmelder');
  const id = await acquisitionIdByTitle(page, 'Barentshavet 3D', [UNDER_REVIEW, PLANNED]);
  await page.goto(`/${id}/timeline`);
  await openStatusMenu(page, 'Avlys');
  const dialog = page.getByRole('dialog', { name: 'Avlys meldingen' });
  await expect(dialog.getByLabel('Årsak').locator('option')).toHaveText(['Velg årsak', 'Fiskeridirektoratet', 'Havforskningsinstituttet', 'Endrede planer', 'Annet']);
  await dialog.getByLabel('Årsak').selectOption({ label: 'Annet' });
  await dialog.getByRole('button', { name: 'Avlys meldingen' }).click();
  await expect(dialog.getByText('Kommentar må fylles ut når årsaken er Annet.', { exact: true })).toBeVisible();
  await dialog.getByLabel('Kommentar').fill('Fartøyet er solgt');
  const mark = await toastMark(page);
  await dialog.getByRole('button', { name: 'Avlys meldingen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-status="50"]')).toBeVisible();
  await expect(page.getByTestId('timeline-card').filter({ hasText: 'Fartøyet er solgt' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Endre status' })).toHaveCount(0);
  // The outbox is empty, so a second toast of the same change ('Endringene dine er sendt.') would have shown by now.
  await expect.poll(() => storedCounts(page)).toEqual({ outbox: 0, files: 0, chunks: 0 });
  await expectOneToast(page, mark, 'Statusen er endret.');
  await page.context().close();
});
