import { expect, test } from './test';
import { serviceGet, waitingChanges } from './draft-offline-helpers';
import { signInAs } from './fixtures';

test('the vessel picker does not offer a vessel already on the draft, and the cards keep their order', async ({ page }) => {
  // The reload comes at once after the adds, within the persisted cache's 1 s throttle: the cache is written when the
  // page goes away, so the list is not the one from before the adds.
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
  // The picker's options come with the vessel register: wait for them.
  await expect.poll(async () => (await offered()).length, { timeout: 20_000 }).toBeGreaterThan(2);
  const all = await offered();
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

test('a licence clicked twice in quick succession ends as the second click left it, on the page and the service', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'innmelder');
  await page.getByRole('button', { name: 'Ny melding' }).click();
  const dialog = page.getByRole('dialog', { name: 'Velg type undersøkelse' });
  await dialog.getByLabel('Lovkategori').selectOption({ label: 'Petroleumsloven' });
  await dialog.getByLabel('Type undersøkelse').selectOption({ label: 'Ordinær seismikk 3D' });
  await dialog.getByRole('button', { name: 'Opprett utkast' }).click();
  await page.waitForURL(/\/create\/area$/);
  const id = new URL(page.url()).pathname.split('/')[1];
  const licence = page.getByRole('checkbox', { name: 'PL 104 (21104)' });
  const onService = async () => {
    const { body } = await serviceGet(page, `/Acquisition/${id}/ProductionLicences`);
    return (body as unknown as { npdIdLicence: number }[]).map((l) => l.npdIdLicence);
  };
  // On, then off at once (the first call has not answered yet): off wins.
  await licence.click();
  await licence.click();
  await expect(licence).not.toBeChecked();
  await expect.poll(onService, { timeout: 20_000 }).toEqual([]);
  await expect.poll(() => waitingChanges(page, id)).toBe(0);
  // On, off, on: the last click wins, the calls go in the order clicked.
  for (let i = 0; i < 3; i++) await licence.click();
  await expect(licence).toBeChecked();
  await expect.poll(onService, { timeout: 20_000 }).toEqual([21104]);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'PL 104 (21104)' })).toBeChecked();
});
