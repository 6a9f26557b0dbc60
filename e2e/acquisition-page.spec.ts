// The acquisition page through the real service: opened from the overview and the confirmation page, status changes
// with their dialogs, the regulator's case handler's flag and checkboxes, the timeline's filter and indicators, and a long
// timeline's window (only the cards near the screen rendered) and deep link.
import { expect, test, type Page } from './test';
import { acquisitionIdByTitle, inDays } from './acquisition-helpers';
import { serviceHeaders } from './draft-offline-helpers';
import { fillDate, nbDate, signInAs } from './fixtures';

const ONGOING = 20;
const PAUSED = 30;
const UNDER_REVIEW = 1;
const FINISHED = 40;
const FINISHED_WITH_DOCUMENTATION = 41;

async function openStatusMenu(page: Page, entry: string) {
  await page.getByRole('button', { name: 'Endre status' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

test('opens a submitted acquisition from the overview, and an unknown id says not found', async ({ page }) => {
  await signInAs(page, 'innmelder');
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Detaljer' }) }).first();
  const name = (await row.getByRole('cell').first().innerText()).trim();
  await row.getByRole('button', { name: 'Detaljer' }).click();
  await page.waitForURL(/\/[0-9a-f-]{36}\/timeline$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByRole('tab', { name: 'Tidslinje' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('timeline-card').first()).toBeVisible();

  // Any other path under the id goes to the timeline; the details tab has every section.
  const id = new URL(page.url()).pathname.split('/')[1];
  await page.goto(`/${id}/something/else`);
  await page.waitForURL(new RegExp(`/${id}/timeline$`));
  await page.getByRole('tab', { name: 'Detaljer' }).click();
  await page.waitForURL(new RegExp(`/${id}/details$`));
  for (const section of ['Tilleggsinformasjon', 'Mengder', 'Tidsperiode og område', 'Tillatelser', 'Kontaktperson og saksbehandler', 'Kontraktør', 'Fiskerikyndige', 'Fartøy og anløpshavner', 'Kilder', 'Sensorer'])
    await expect(page.getByRole('region', { name: section })).toBeVisible();

  await page.goto('/00000000-0000-4000-8000-00000000dead/timeline');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fant ikke undersøkelsen');
  await expect(page.getByRole('button', { name: 'Til oversikten' })).toBeVisible();
});

test('the confirmation page leads to the details tab', async ({ page }) => {
  await signInAs(page, 'innmelder');
  const id = await acquisitionIdByTitle(page, 'Barentshavet 3D', UNDER_REVIEW);
  await page.goto(`/${id}/created`);
  await page.getByRole('button', { name: 'Gå til detaljer' }).click();
  await page.waitForURL(new RegExp(`/${id}/details$`));
  await expect(page.getByRole('tab', { name: 'Detaljer' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Tidsperiode og område' })).toBeVisible();
});

test('pause with a reason and a planned resume date, then resume', async ({ page }) => {
  await signInAs(page, 'innmelder');
  // acquisition-offline.spec.ts leaves the case paused: resumed first when it is.
  const id = await acquisitionIdByTitle(page, 'Troll havbunn', [ONGOING, PAUSED]);
  await page.goto(`/${id}/timeline`);
  await expect(page.locator(`[data-status="${ONGOING}"], [data-status="${PAUSED}"]`).first()).toBeVisible();
  if ((await page.locator(`[data-status="${PAUSED}"]`).count()) > 0) {
    await openStatusMenu(page, 'Gjenoppta');
    const first = page.getByRole('dialog', { name: 'Gjenoppta' });
    await first.getByRole('button', { name: 'Gjenoppta' }).click();
    await expect(first).toBeHidden();
    await expect(page.locator(`[data-status="${ONGOING}"]`)).toBeVisible();
  }
  await openStatusMenu(page, 'Pause');
  const dialog = page.getByRole('dialog', { name: 'Sett på pause' });
  // 'Annet' needs a comment.
  await dialog.getByLabel('Årsak').selectOption({ label: 'Annet' });
  await dialog.getByRole('button', { name: 'Sett på pause' }).click();
  await expect(dialog.getByText('Kommentar må fylles ut når årsaken er Annet.', { exact: true })).toBeVisible();
  await dialog.getByLabel('Årsak').selectOption({ label: 'Gyting' });
  const resume = inDays(10);
  await fillDate(dialog.getByLabel('Planlagt gjenopptatt'), resume);
  await dialog.getByRole('button', { name: 'Sett på pause' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-status="30"]')).toBeVisible();
  await expect(page.getByTestId('planned-resume')).toContainText(nbDate(resume));
  const card = page.getByTestId('timeline-card').filter({ hasText: 'Gyting' }).first();
  await expect(card).toContainText(nbDate(resume));

  await openStatusMenu(page, 'Gjenoppta');
  const confirm = page.getByRole('dialog', { name: 'Gjenoppta' });
  await confirm.getByRole('button', { name: 'Gjenoppta' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.locator('[data-status="20"]')).toBeVisible();
  await expect(page.getByTestId('planned-resume')).toHaveCount(0);
});

test("the regulator's case handler sets a flag, ticks submitted-to-ministry and finishes with documentation", async ({ page }) => {
  await signInAs(page, 'saksbehandler.od');
  const id = await acquisitionIdByTitle(page, 'Draugen EM', FINISHED);
  await page.goto(`/${id}/timeline`);

  await page.getByTestId('flag-button').click();
  const drawer = page.getByRole('dialog', { name: 'Flagg' });
  await drawer.getByRole('switch', { name: 'Flagget' }).check();
  await drawer.getByRole('button', { name: 'Lagre' }).click();
  await expect(drawer.getByText('Feltet må fylles ut.')).toBeVisible();
  await fillDate(drawer.getByLabel('Dato for flagg'), inDays(-2));
  await drawer.getByRole('button', { name: 'Lagre' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('flag-button')).toHaveAttribute('data-flag-state', 'past');
  await expect(page.getByTestId('flag-button')).toContainText(nbDate(inDays(-2)));

  const oed = page.getByRole('checkbox', { name: 'Oversendt departementet' });
  // The box shows the click at once; the reload waits until the service has answered.
  const saved = page.waitForResponse((r) => r.url().includes('/submittedToOed/true') && r.ok());
  // A click, then the box awaited checked: check() reads the box once at once after its click, and the header can be
  // drawn anew in between (the flag's save refreshes the case), which failed it though the box was checked.
  await oed.click();
  await expect(oed).toBeChecked();
  await saved;
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Oversendt departementet' })).toBeChecked();

  const reports = page.getByRole('checkbox', { name: 'Alle fiskerirapporter mottatt' });
  await expect(reports).toBeEnabled();
  await reports.check();
  await expect(page.locator('[data-status="41"]')).toBeVisible();
  await expect(reports).toBeChecked();
  await expect(reports).toBeDisabled();
});

test('filter the timeline and switch an indicator off', async ({ page }) => {
  await signInAs(page, 'saksbehandler.od');
  const id = await acquisitionIdByTitle(page, 'Draugen EM', [FINISHED, 41]);
  await page.goto(`/${id}/timeline`);
  const cards = page.getByTestId('timeline-card');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  await page.getByRole('combobox', { name: 'Filtrer på meldingstype' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Statusendringer' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Fjern filteret Statusendringer' })).toBeVisible();
  const types = await cards.evaluateAll((list) => list.map((card) => Number(card.getAttribute('data-message-type'))));
  expect(types.length).toBeGreaterThan(0);
  expect(types.every((type) => type >= 1000 && type <= 1004)).toBe(true);
  await page.getByRole('button', { name: 'Nullstill' }).click();
  await expect(cards).toHaveCount(all);

  const indicator = page.locator('[data-indicator="eye"], [data-indicator="clock"], [data-indicator="star"]').first();
  await expect(indicator).toBeVisible();
  const before = await page.locator('[data-indicator]').count();
  await indicator.click();
  await expect(page.locator('[data-indicator]')).toHaveCount(before - 1);
  await page.reload();
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('[data-indicator]')).toHaveCount(before - 1);
});

test('a long timeline renders only the cards near the screen, and a link to an old message opens it there', async ({ page }) => {
  await signInAs(page, 'saksbehandler.od');
  // A case no other test opens, given 90 notes more (notes only the regulator sees): two pages of messages and more.
  const id = await acquisitionIdByTitle(page, 'Ekofisk 4D', FINISHED_WITH_DOCUMENTATION);
  const headers = await serviceHeaders(page);
  for (let batch = 0; batch < 6; batch++) {
    const sent = Array.from({ length: 15 }, (_, i) =>
      page.request.post(`/DataAcquisition-service/Messages/${id}/note`, {
        headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
        data: { messageContent: `Notat nr. ${batch * 15 + i + 1} i en lang tidslinje` },
      }),
    );
    for (const response of await Promise.all(sent)) expect(response.status()).toBe(201);
  }

  await page.goto(`/${id}/timeline`);
  const list = page.getByTestId('timeline');
  const cards = list.locator('li[data-message-id]');
  await expect(cards.first()).toBeVisible();
  // Scrolled to the end until more than the notes are held and the last card rendered is the last held.
  const last = cards.last();
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const held = Number(await last.getAttribute('aria-setsize'));
    expect(held).toBeGreaterThan(90);
    expect(await page.getByRole('region', { name: 'Tidslinje' }).getByRole('progressbar').count()).toBe(0);
    expect(await last.getAttribute('aria-posinset')).toBe(String(held));
    // Cards measured as they render can still move the end; it is scrolled to again until the last card is on screen.
    await expect(last).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  const held = Number(await last.getAttribute('aria-setsize'));
  const rendered = await cards.count();
  expect(rendered).toBeLessThan(held / 4);
  // What is not rendered is room the screen readers do not see.
  for (const spacer of await list.locator('li:not([data-message-id])').all()) await expect(spacer).toHaveAttribute('aria-hidden', 'true');

  // A link to that message ('Mine oppgaver', a mail) loads the pages down to it, scrolls to it and focuses it.
  const oldest = await last.getAttribute('data-message-id');
  await page.goto(`/${id}/timeline?message=${oldest}`);
  const linked = list.locator(`li[data-message-id="${oldest}"]`);
  await expect(linked).toBeFocused({ timeout: 30_000 });
  await expect(linked).toHaveAttribute('data-linked', 'true');
  await expect(linked).toBeInViewport();
  expect(await cards.count()).toBeLessThan(held / 4);
});
