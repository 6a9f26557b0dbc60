// Cancelling a case, in a file of its own that runs after case-dialogue.spec.ts (files run in name order): the case
// it cancels is the one the case dialogue approves to Planlagt first.
import { expect, test, type Page } from 'playwright/test';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { signInAs } from './fixtures';

const UNDER_REVIEW = 1;
const PLANNED = 10;

async function openStatusMenu(page: Page, entry: string) {
  await page.getByRole('button', { name: 'Endre status' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

test("cancel with 'other' and its comment", async ({ page }) => {
  await signInAs(page, 'innmelder');
  const id = await acquisitionIdByTitle(page, 'Barentshavet 3D', [UNDER_REVIEW, PLANNED]);
  await page.goto(`/${id}/timeline`);
  await openStatusMenu(page, 'Avlys');
  const dialog = page.getByRole('dialog', { name: 'Avlys meldingen' });
  await expect(dialog.getByLabel('Årsak').locator('option')).toHaveText(['Velg årsak', 'Fiskeridirektoratet', 'Havforskningsinstituttet', 'Endrede planer', 'Annet']);
  await dialog.getByLabel('Årsak').selectOption({ label: 'Annet' });
  await dialog.getByRole('button', { name: 'Avlys meldingen' }).click();
  await expect(dialog.getByText('Kommentar må fylles ut når årsaken er Annet.', { exact: true })).toBeVisible();
  await dialog.getByLabel('Kommentar').fill('Fartøyet er solgt');
  await dialog.getByRole('button', { name: 'Avlys meldingen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-status="50"]')).toBeVisible();
  await expect(page.getByTestId('timeline-card').filter({ hasText: 'Fartøyet er solgt' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Endre status' })).toHaveCount(0);
});
