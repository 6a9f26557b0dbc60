// Amendments on the details tab (issue 13), through the real service and sign-in: the notifier edits a section, the
// diff dialog names the change in Norwegian, the comment is required, and the change submission lands on the timeline.
import { expect, test } from './test';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { signInAs } from './fixtures';

test('a notifier amends the quantities of a paused case and the change submission reaches the timeline', async ({ page }) => {
  await signInAs(page, 'innmelder');
  const id = await acquisitionIdByTitle(page, 'Grenseområdet 2D', 30);
  await page.goto(`/${id}/details`);

  const amounts = page.getByRole('region', { name: 'Mengder' });
  await amounts.getByRole('button', { name: 'Rediger' }).click();
  await amounts.getByLabel('Mengde (km)').fill('4321');
  await amounts.getByRole('button', { name: 'Lagre endringer' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Mengde (km)')).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByText(/4\s?321/).first()).toBeVisible();
  await expect(dialog.getByText('Endringen sendes til orientering.')).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Bekreft' });
  const comment = 'Flere linjer etter værpausen';
  await dialog.getByLabel('Kommentar til endringen').fill(comment);
  await page.screenshot({ path: test.info().outputPath('amendment-diff-dialog.png') });
  await confirm.click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  await page.getByRole('tab', { name: 'Tidslinje' }).click();
  await expect(page.getByTestId('timeline-card').filter({ hasText: comment }).first()).toBeVisible({ timeout: 20_000 });
});

test('the diff dialog says when nothing changed and offers no confirm', async ({ page }) => {
  await signInAs(page, 'innmelder');
  const id = await acquisitionIdByTitle(page, 'Grenseområdet 2D', 30);
  await page.goto(`/${id}/details`);
  const comment = page.getByRole('region', { name: 'Tilleggsinformasjon' });
  await comment.getByRole('button', { name: 'Rediger' }).click();
  await comment.getByRole('button', { name: 'Lagre endringer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Ingen endringer er gjort.')).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('button', { name: 'Bekreft' })).toBeDisabled();
});
