// The case dialogue through the real service and sign-in: the fisheries directorate's case handler writes a
// statement on a routed submission, its approver (a second browser, the timeline open) sees it arrive without a
// reload and declines it, the case handler sees the decline arrive and follows up, the approver approves; the
// regulator asks the company with a required reply, the company replies, the regulator's statement is approved
// regardless of the research institute's missing one and the case becomes Planlagt.
import { expect, test, type Browser, type Page } from 'playwright/test';
import { acquisitionIdByTitle } from './acquisition-helpers';
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
  await expect(card(fdirCase, 5032, `${text} (fulgt opp)`)).toContainText('Godkjent av', { timeout: 10_000 });

  // The regulator asks the company, reply required; the company replies.
  const odCase = await asUser(browser, 'saksbehandler.od');
  await odCase.goto(`/${id}/timeline`);
  await odCase.getByRole('button', { name: 'Ny henvendelse' }).click();
  const inquiry = odCase.getByTestId('message-drawer');
  await inquiry.getByTestId('recipient-cmp').click();
  await odCase.getByRole('option', { name: 'Svar påkrevd' }).click();
  const question = `Hvilke fartøy? ${Date.now()}`;
  await inquiry.getByLabel('Melding').fill(question);
  await inquiry.getByRole('button', { name: 'Send' }).click();
  await expect(inquiry).toBeHidden({ timeout: 60_000 });
  const company = await asUser(browser, 'innmelder');
  await company.goto(`/${id}/timeline`);
  await card(company, 4005, question).getByRole('button', { name: 'Svar' }).click(); // an inquiry to the company
  const reply = company.getByTestId('message-drawer');
  await reply.getByLabel('Melding').fill('Polar Duke er hovedfartøy.');
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(reply).toBeHidden({ timeout: 60_000 });
  await expect(card(odCase, 4040, 'Polar Duke')).toBeVisible({ timeout: 10_000 });

  // The regulator's statement, approved regardless of the research institute's missing one: Planlagt.
  await writeStatement(odCase, card(odCase, 5001).getByRole('button', { name: 'Svar' }), 'Sokkeldirektoratets vurdering', false);
  const odAppr = await asUser(browser, 'godkjenner.od');
  await odAppr.goto(`/${id}/timeline`);
  await card(odAppr, 5013).getByRole('button', { name: 'Godkjenn' }).click();
  const approval = odAppr.getByTestId('message-drawer');
  await approval.getByRole('button', { name: 'Godkjenn' }).click();
  await approval.getByLabel('Godkjenn saken likevel').check();
  await approval.getByRole('button', { name: 'Godkjenn' }).click();
  await expect(approval).toBeHidden({ timeout: 60_000 });
  await expect(company.getByText('Planlagt').first()).toBeVisible({ timeout: 15_000 });
});
