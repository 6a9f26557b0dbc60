import { expect, test } from 'playwright/test';
import { signInAs } from './fixtures';

test('the vessel picker does not offer a vessel already on the draft, and the cards keep their order', async ({ page }) => {
  // Known bug: a reload within the persisted cache's 1 s throttle after the adds shows the vessel list as it was
  // before them (staleTime 60 s, no refetch). To mend next: refetch the draft's row lists on mount.
  test.fixme(true, 'the vessel list after a quick reload comes from a stale persisted cache');
  test.setTimeout(120_000);
  await signInAs(page, 'innmelder');
  await page.getByRole('button', { name: 'Ny melding' }).click();
  const dialog = page.getByRole('dialog', { name: 'Velg type undersøkelse' });
  await dialog.getByLabel('Lovkategori').selectOption({ label: 'Petroleumsloven' });
  await dialog.getByLabel('Type undersøkelse').selectOption({ label: 'Ordinær seismikk 3D' });
  await dialog.getByRole('button', { name: 'Opprett utkast' }).click();
  await page.waitForURL(/\/create\/area$/);
  await page.getByRole('button', { name: 'Innsamlet informasjon' }).click();
  await page.waitForURL(/\/create\/gatheredinformation$/);

  const add = page.getByLabel('Legg til fartøy');
  const offered = async () => (await add.locator('option').allTextContents()).filter(Boolean);
  const all = await offered();
  expect(all.length).toBeGreaterThan(2);
  // Added in the opposite order of their names.
  const [first, second] = [all[2], all[1]];
  const cards = page.getByTestId('vessel-row');
  await add.selectOption({ label: first });
  await expect(cards).toHaveCount(1);
  await expect.poll(offered).not.toContain(first);
  await add.selectOption({ label: second });
  await expect(cards).toHaveCount(2);
  await expect.poll(offered).not.toContain(second);
  const nameOf = (label: string) => label.replace(/ \(.*\)$/, '');
  const order = [nameOf(second), nameOf(first)].sort((a, b) => a.localeCompare(b, 'nb'));
  await expect(cards.nth(0)).toContainText(order[0]);
  await expect(cards.nth(1)).toContainText(order[1]);
  await page.reload();
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(order[0]);
  await expect(cards.nth(1)).toContainText(order[1]);
  expect(await offered()).not.toContain(first);
});
