// The case dialogue through the real service and sign-in: the fisheries directorate's case handler writes a
// statement on a routed submission, its approver (a second browser, the timeline open) sees it arrive without a
// reload and declines it, the case handler sees the decline arrive and follows up, the approver approves; the
// regulator asks the company with a required reply, the company replies, the regulator's statement is approved
// regardless of the research institute's missing one and the case becomes Planlagt. Whose turn it is (issue 23): every
// badge names its actor and party, the deadline clock shows on the card and its switch-off clears the overview, the
// inquiry lists each recipient's indicator and reply, the regulator's clock stops while it waits on the company (the
// header says since when), the approver is asked before the first click naming the missing party (no error shown), the
// decided case leaves the research institute no task and the company reads that its case is approved.
import { expect, test, type Browser, type Page } from 'playwright/test';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { serviceGet } from './draft-offline-helpers';
import { signInAs } from './fixtures';

const UNDER_REVIEW = 1;

async function asUser(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, username);
  return page;
}

const card = (page: Page, type: number, text?: string) => {
  const cards = page.locator(`[data-testid="timeline-card"][data-message-type="${type}"]`);
  return text ? cards.filter({ hasText: text }) : cards.first();
};

async function writeStatement(page: Page, button: ReturnType<Page['getByRole']>, text: string, demand: boolean) {
  await button.click();
  const drawer = page.getByTestId('message-drawer');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('radio', { name: 'Ingen innvendinger' }).check();
  await drawer.getByLabel('Melding').fill(text);
  await drawer.getByRole('combobox', { name: 'Kontaktperson' }).click();
  await page.getByRole('option').first().click();
  if (demand) await drawer.getByRole('radio', { name: 'Ja' }).check();
  await drawer.getByRole('button', { name: 'Send' }).click();
  await expect(drawer).toBeHidden({ timeout: 60_000 });
}

test('statement → decline → follow-up → approval, inquiry and reply, the case approved to Planlagt; other parties see each message live', async ({ browser }) => {
  test.setTimeout(480_000);
  const fdirCase = await asUser(browser, 'saksbehandler.fdir');
  const id = await acquisitionIdByTitle(fdirCase, 'Barentshavet 3D', UNDER_REVIEW);
  const fdirAppr = await asUser(browser, 'godkjenner.fdir');
  await fdirAppr.goto(`/${id}/timeline`);
  await expect(card(fdirAppr, 5001)).toBeVisible();
  await fdirCase.goto(`/${id}/timeline`);

  // The deadline is near (demo data): the clock on the submission card and in the overview; the filter 'Nærmer seg
  // frist' shows the card. The approver switches the clock off: the card and the overview clear for the party.
  const overviewDue = async (page: Page) =>
    ((await serviceGet(page, `/Overview/view?Page=1&PageSize=25&Query=${encodeURIComponent('status=1')}`)).body.items as { id: string; isDue: boolean }[]).find((r) => r.id === id)?.isDue;
  await expect(card(fdirCase, 5001).locator('[data-indicator="clock"]')).toBeVisible();
  await expect(card(fdirCase, 5001).getByTestId('card-deadline')).toContainText(/Frist \d{2}\.\d{2}\.\d{4}/);
  await expect(card(fdirCase, 5001).getByTestId('task-parties')).toContainText('Fiskeridirektoratet');
  expect(await overviewDue(fdirCase)).toBe(true);
  await fdirCase.screenshot({ path: test.info().outputPath('clock-1280.png') });
  await card(fdirAppr, 5001).locator('[data-indicator="clock"]').click();
  await expect(card(fdirAppr, 5001).locator('[data-indicator="clock"]')).toHaveCount(0);
  await expect.poll(() => overviewDue(fdirCase)).toBe(false);
  await fdirCase.reload();
  await expect(card(fdirCase, 5001).locator('[data-indicator="clock"]')).toHaveCount(0);

  // The case handler replies to the routed submission with a statement.
  const text = `Uttalelse e2e ${Date.now()}`;
  await writeStatement(fdirCase, card(fdirCase, 5001).getByRole('button', { name: 'Svar' }), text, true);
  await expect(card(fdirCase, 5012, text)).toBeVisible();

  // The approver's open timeline shows it without a reload, with Approve and Decline.
  const statement = card(fdirAppr, 5012, text);
  await expect(statement).toBeVisible({ timeout: 10_000 });
  await statement.getByRole('button', { name: 'Avslå' }).click();
  const decline = fdirAppr.getByTestId('message-drawer');
  await decline.getByLabel('Begrunnelse').fill('Mangler vurdering av gytefelt');
  await decline.getByRole('button', { name: 'Avslå' }).click();
  await expect(decline).toBeHidden({ timeout: 60_000 });

  // The case handler sees the decline arrive and follows up.
  const followUpButton = card(fdirCase, 5012, text).getByRole('button', { name: 'Følg opp' });
  await expect(followUpButton).toBeVisible({ timeout: 10_000 });
  await writeStatement(fdirCase, followUpButton, `${text} (fulgt opp)`, true);
  const followUp = card(fdirAppr, 5032, `${text} (fulgt opp)`);
  await expect(followUp).toBeVisible({ timeout: 10_000 });
  await followUp.getByRole('button', { name: 'Godkjenn' }).click();
  await fdirAppr.getByTestId('message-drawer').getByRole('button', { name: 'Godkjenn' }).click();
  await expect(card(fdirCase, 5032, `${text} (fulgt opp)`)).toContainText('Godkjent av Per Johansen, Fiskeridirektoratet', { timeout: 10_000 });
  // Every badge names its actor: the statement was followed up by the case handler (not the approver who declined it).
  await expect(card(fdirCase, 5012, text).getByTestId('card-badge')).toHaveText('Fulgt opp av Marte Pedersen, Fiskeridirektoratet');
  await expect(card(fdirCase, 5031).getByTestId('card-badge')).toHaveText('Avvist av Per Johansen, Fiskeridirektoratet');
  await expect(card(fdirCase, 5022).getByTestId('card-badge')).toHaveText('Godkjent av Per Johansen, Fiskeridirektoratet');

  // The regulator asks the company, reply required; the company replies.
  const odCase = await asUser(browser, 'saksbehandler.od');
  await odCase.goto(`/${id}/timeline`);
  await odCase.getByRole('button', { name: 'Ny henvendelse' }).click();
  const inquiry = odCase.getByTestId('message-drawer');
  await inquiry.getByTestId('recipient-cmp').click();
  await odCase.getByRole('option', { name: 'Svar påkrevd' }).click();
  await inquiry.getByTestId('recipient-fdir').click();
  await odCase.getByRole('option', { name: 'Svar valgfritt' }).click();
  const question = `Hvilke fartøy? ${Date.now()}`;
  await inquiry.getByLabel('Melding').fill(question);
  await inquiry.getByRole('button', { name: 'Send' }).click();
  await expect(inquiry).toBeHidden({ timeout: 60_000 });
  // Each recipient with its indicator and whether it has replied; FDIR (optional) sees it was asked.
  const asked = card(fdirCase, 4005, question);
  await expect(asked.getByTestId('reply-indicator-fdir')).toHaveText('Fiskeridirektoratet: Svar valgfritt, ikke besvart', { timeout: 10_000 });
  await expect(asked.getByTestId('reply-indicator-cmp')).toHaveText('Selskap: Svar påkrevd, ikke besvart');
  // The regulator waits on the company: its clock stops, the header says since when.
  await expect(card(odCase, 5001).getByTestId('card-deadline')).toContainText('stoppet mens saken venter på selskapet');
  await expect(card(odCase, 5001).locator('[data-indicator="clock"]')).toHaveCount(0);
  await expect(odCase.getByTestId('waiting-on')).toContainText(/Selskap siden \d{2}\.\d{2}\.\d{4}/);
  await odCase.screenshot({ path: test.info().outputPath('waiting-1280.png') });
  const company = await asUser(browser, 'innmelder');
  await company.goto(`/${id}/timeline`);
  await card(company, 4005, question).getByRole('button', { name: 'Svar' }).click(); // an inquiry to the company
  const reply = company.getByTestId('message-drawer');
  await reply.getByLabel('Melding').fill('Polar Duke er hovedfartøy.');
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(reply).toBeHidden({ timeout: 60_000 });
  await expect(card(odCase, 4040, 'Polar Duke')).toBeVisible({ timeout: 10_000 });
  await expect(card(odCase, 4005, question).getByTestId('reply-indicator-cmp')).toHaveText('Selskap: Svar påkrevd, besvart', { timeout: 10_000 });

  // The regulator's statement, approved regardless of the research institute's missing one: Planlagt.
  await writeStatement(odCase, card(odCase, 5001).getByRole('button', { name: 'Svar' }), 'Sokkeldirektoratets vurdering', false);
  const odAppr = await asUser(browser, 'godkjenner.od');
  await odAppr.goto(`/${id}/timeline`);
  await card(odAppr, 5013).getByRole('button', { name: 'Godkjenn' }).click();
  const approval = odAppr.getByTestId('message-drawer');
  // Asked before the first click, naming the missing party; no error.
  await expect(approval.getByTestId('missing-statements')).toContainText('Uttalelsen fra Havforskningsinstituttet er ikke godkjent ennå');
  await expect(approval.getByText('Lagring feilet')).toHaveCount(0);
  await odAppr.screenshot({ path: test.info().outputPath('approve-despite-1280.png') });
  await approval.getByLabel('Godkjenn saken likevel, uten godkjent uttalelse fra Havforskningsinstituttet').check();
  await approval.getByRole('button', { name: 'Godkjenn' }).click();
  await expect(approval).toBeHidden({ timeout: 60_000 });
  await expect(odAppr.getByText('Lagring feilet')).toHaveCount(0);
  await expect(company.getByText('Planlagt').first()).toBeVisible({ timeout: 15_000 });
  // The company is told in words.
  await expect(card(company, 5023)).toContainText('Saken er godkjent', { timeout: 15_000 });
  await company.setViewportSize({ width: 390, height: 844 });
  await company.screenshot({ path: test.info().outputPath('approved-390.png'), fullPage: true });

  // Decided: the research institute, which never answered, has no task left: no badge, star, clock, deadline or Svar.
  const hiCase = await asUser(browser, 'saksbehandler.hi');
  await hiCase.goto(`/${id}/timeline`);
  const decided = card(hiCase, 5001);
  await expect(decided).toBeVisible();
  await expect(decided.getByRole('button', { name: 'Svar' })).toHaveCount(0);
  await expect(decided).not.toContainText('Uttalelse forventes');
  await expect(decided.locator('[data-indicator="star"], [data-indicator="clock"]')).toHaveCount(0);
  await expect(decided.getByTestId('card-deadline')).toHaveCount(0);
  await expect(card(company, 5001).getByTestId('card-deadline')).toHaveCount(0);
  await hiCase.setViewportSize({ width: 390, height: 844 });
  await hiCase.screenshot({ path: test.info().outputPath('decided-390.png'), fullPage: true });
});
