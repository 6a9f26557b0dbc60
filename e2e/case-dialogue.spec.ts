// The case dialogue through the real service and sign-in, the four parties side by side in their own browsers on one
// case (Barentshavet 3D): the fisheries directorate's case handler states on the routed submission, its approver (the
// timeline open) sees it arrive live and declines it, the case handler follows up, the approver approves; the research
// institute's case handler states and its approver declines it (never followed up); the regulator asks the company
// with a required reply (the fisheries directorate optionally), the company replies; the regulator files a fisheries
// expert report, states, and its approver approves the case regardless of the research institute's missing statement:
// Planlagt. Whose turn it is (issue 23): every badge names its actor and party, the deadline clock shows on the card and
// its switch-off clears the overview, the inquiry lists each recipient's indicator and reply, the regulator's clock
// stops while it waits on the company (the header says since when) and runs again at the reply, the approver is asked
// before the first click naming the missing party (no error shown), the decided case leaves no party a task and the
// company reads that its case is approved. Every save shows exactly one toast. Then the first visit's 'klar til bruk
// uten nett' on a phone moves nothing on the page and covers no card's Svar.
import { expect, test, type Locator, type Page } from './test';
import { addBusinessDays, businessDaysBetween } from '../src/domain/rules/business-days';
import { acquisitionIdByTitle, inDays } from './acquisition-helpers';
import { asUser, card, decline, expectOneToast, toastMark, writeStatement } from './case-dialogue-helpers';
import { serviceGet } from './draft-offline-helpers';
import { nbDate, signInAs } from './fixtures';
import { storedCounts } from './notes-helpers';

const UNDER_REVIEW = 1;
const SAVED = 'Lagret.';
const SHOTS = '/tmp/i23-shots';

const overviewRow = async (page: Page, id: string) =>
  (
    (await serviceGet(page, `/Overview/view?Page=1&PageSize=25&Query=${encodeURIComponent('status=1')}`)).body.items as {
      id: string;
      isDue: boolean;
    }[]
  ).find((r) => r.id === id);

/** The company's reply to the inquiry on the card, through its drawer. */
async function replyAsCompany(page: Page, inquiry: Locator, text: string) {
  await inquiry.getByRole('button', { name: 'Svar' }).click();
  const reply = page.getByTestId('message-drawer');
  await reply.getByLabel('Melding').fill(text);
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(reply).toBeHidden({ timeout: 60_000 });
}

/** The timeline at 1280 and 390 px, full page, for the screenshots looked at (issue 23 item 4). */
async function shots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(card(page, 5001)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("on a phone the first visit's 'klar til bruk uten nett' moves nothing and covers no card's Svar", async ({ browser }) => {
  test.setTimeout(180_000);
  const first = await asUser(browser, 'saksbehandler.fdir');
  const id = await acquisitionIdByTitle(first, 'Barentshavet 3D', UNDER_REVIEW);
  await first.context().close();
  // Before the four-party round below (where the fisheries directorate states on Barentshavet 3D), its Svar is there;
  // on Oseberg the keyboard walk (a11y-keyboard-dialogue.spec) states for it earlier in the run.
  // A first visit on a phone, straight to the case's timeline: the service worker installs there and says so.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInAs(page, 'saksbehandler.fdir', { path: `/${id}/timeline` });
  const ready = page.getByTestId('offline-ready');
  await expect(ready).toHaveText('Meldesystem er klar til bruk uten nett.', { timeout: 30_000 });
  // It comes by itself a few seconds after the first screen: it floats at the lower edge, out of the page's flow, so
  // nothing on the page moves under the user's finger.
  const bar = page.locator('.fui-MessageBar', { has: ready });
  await expect(bar).toHaveCSS('position', 'fixed');
  expect((await bar.boundingBox())!.y + (await bar.boundingBox())!.height).toBeCloseTo(844, 0);
  const svar = card(page, 5001).getByRole('button', { name: 'Svar' });
  await svar.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/offline-ready-390.png`, fullPage: true });
  // Playwright's own click (no force): it refuses a button another element covers.
  await svar.click({ timeout: 15_000 });
  await expect(page.getByTestId('message-drawer')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('message-drawer')).toBeHidden();
  await context.close();
});

test('four parties on one case: statements with a decline, follow-up and approvals, a required inquiry that stops the clock, an expert report, the case approved to Planlagt', async ({ browser }) => {
  test.setTimeout(600_000);
  const fdirCase = await asUser(browser, 'saksbehandler.fdir');
  const id = await acquisitionIdByTitle(fdirCase, 'Barentshavet 3D', UNDER_REVIEW);
  const fdirAppr = await asUser(browser, 'godkjenner.fdir');
  await fdirAppr.goto(`/${id}/timeline`);
  await expect(card(fdirAppr, 5001)).toBeVisible();
  await fdirCase.goto(`/${id}/timeline`);
  // Before anyone has stated, the submission expects statements.
  await expect(card(fdirCase, 5001).getByTestId('card-badge')).toHaveText('Uttalelse forventes');

  // The deadline is near (demo data): the clock on the submission card and in the overview. The approver switches the
  // clock off: the card and the overview clear for the party.
  await expect(card(fdirCase, 5001).locator('[data-indicator="clock"]')).toBeVisible();
  await expect(card(fdirCase, 5001).getByTestId('card-deadline')).toContainText(/Frist \d{2}\.\d{2}\.\d{4}/);
  await expect(card(fdirCase, 5001).getByTestId('task-parties')).toContainText('Fiskeridirektoratet');
  expect((await overviewRow(fdirCase, id))?.isDue).toBe(true);
  await card(fdirAppr, 5001).locator('[data-indicator="clock"]').click();
  await expect(card(fdirAppr, 5001).locator('[data-indicator="clock"]')).toHaveCount(0);
  await expect.poll(async () => (await overviewRow(fdirCase, id))?.isDue).toBe(false);
  await fdirCase.reload();
  await expect(card(fdirCase, 5001).locator('[data-indicator="clock"]')).toHaveCount(0);

  // FDIR states; its approver's open timeline shows it live, 'Godkjenning forventes', and declines it.
  const text = `Uttalelse e2e ${Date.now()}`;
  let mark = await toastMark(fdirCase);
  await writeStatement(fdirCase, card(fdirCase, 5001).getByRole('button', { name: 'Svar' }), text, true);
  await expect(card(fdirCase, 5012, text)).toBeVisible();
  const statement = card(fdirAppr, 5012, text);
  await expect(statement).toBeVisible();
  await expect(statement.getByTestId('card-badge')).toHaveText('Godkjenning forventes');
  await expect.poll(() => storedCounts(fdirCase)).toEqual({ outbox: 0, files: 0, chunks: 0 });
  await expectOneToast(fdirCase, mark, SAVED);
  mark = await toastMark(fdirAppr);
  await decline(fdirAppr, statement, 'Mangler vurdering av gytefelt');
  await expect(card(fdirAppr, 5031)).toBeVisible();

  // The case handler sees the decline arrive and follows up; the approver approves the follow-up.
  const followUpButton = card(fdirCase, 5012, text).getByRole('button', { name: 'Følg opp' });
  await expect(followUpButton).toBeVisible();
  await expectOneToast(fdirAppr, mark, 'Uttalelsen er avslått.');
  await writeStatement(fdirCase, followUpButton, `${text} (fulgt opp)`, true);
  const followUp = card(fdirAppr, 5032, `${text} (fulgt opp)`);
  await expect(followUp).toBeVisible();
  mark = await toastMark(fdirAppr);
  await followUp.getByRole('button', { name: 'Godkjenn' }).click();
  await fdirAppr.getByTestId('message-drawer').getByRole('button', { name: 'Godkjenn' }).click();
  await expect(card(fdirCase, 5032, `${text} (fulgt opp)`)).toContainText('Godkjent av Per Johansen, Fiskeridirektoratet');
  await expectOneToast(fdirAppr, mark, 'Uttalelsen er godkjent.');
  // Every badge names its actor: the statement was followed up by the case handler (not the approver who declined it).
  await expect(card(fdirCase, 5012, text).getByTestId('card-badge')).toHaveText('Fulgt opp av Marte Pedersen, Fiskeridirektoratet');
  await expect(card(fdirCase, 5031).getByTestId('card-badge')).toHaveText('Avvist av Per Johansen, Fiskeridirektoratet');
  await expect(card(fdirCase, 5022).getByTestId('card-badge')).toHaveText('Godkjent av Per Johansen, Fiskeridirektoratet');
  await expect(card(fdirCase, 5032, `${text} (fulgt opp)`).getByTestId('card-badge')).toHaveText('Godkjent av Per Johansen, Fiskeridirektoratet');
  await fdirAppr.context().close();

  // The research institute states; its approver declines it (no follow-up: its statement stays missing).
  const hiCase = await asUser(browser, 'saksbehandler.hi');
  const hiAppr = await asUser(browser, 'godkjenner.hi');
  await hiAppr.goto(`/${id}/timeline`);
  await expect(card(hiAppr, 5001)).toBeVisible();
  await hiCase.goto(`/${id}/timeline`);
  const hiText = `Havforskningens uttalelse ${Date.now()}`;
  mark = await toastMark(hiCase);
  await writeStatement(hiCase, card(hiCase, 5001).getByRole('button', { name: 'Svar' }), hiText);
  const hiStatement = card(hiAppr, 5011, hiText);
  await expect(hiStatement).toBeVisible();
  await expectOneToast(hiCase, mark, SAVED);
  await decline(hiAppr, hiStatement, 'Mangler vurdering av gyteområder for sild');
  await expect(card(hiCase, 5011, hiText).getByTestId('card-badge')).toHaveText('Avvist av Silje Larsen, Havforskningsinstituttet');
  await expect(card(hiCase, 5031).filter({ hasText: 'sild' }).getByTestId('card-badge')).toHaveText('Avvist av Silje Larsen, Havforskningsinstituttet');
  await expect(card(hiCase, 5011, hiText).getByRole('button', { name: 'Følg opp' })).toBeVisible();

  // The regulator has waited on the company since two days ago (the demo's required question): its clock is stopped,
  // the deadline moved by the business days waited so far; the header says whom it waits on and since when.
  const odCase = await asUser(browser, 'saksbehandler.od');
  await odCase.goto(`/${id}/timeline`);
  const odDeadline = card(odCase, 5001).getByTestId('card-deadline');
  let rows: { messageType: number; payload: { routing?: { deadline: string; deadlines?: Record<string, string> } } }[] = [];
  // As the page's user once its sign-in has settled (its user context).
  await expect
    .poll(async () => {
      const { body } = await serviceGet(odCase, `/Acquisitions/${id}/timeline`);
      rows = Array.isArray(body) ? (body as typeof rows) : [];
      return rows.length;
    })
    .toBeGreaterThan(0);
  const routing = rows.find((m) => m.messageType === 5001)!.payload.routing!;
  const moved = nbDate(addBusinessDays(routing.deadlines?.npd ?? routing.deadline, businessDaysBetween(inDays(-2), inDays(0))));
  await expect(odDeadline).toHaveText(`Frist ${moved} (stoppet mens saken venter på selskapet)`);
  await expect(card(odCase, 5001).locator('[data-indicator="clock"]')).toHaveCount(0);
  await expect(odCase.getByTestId('waiting-on')).toContainText(`Selskap siden ${nbDate(inDays(-2))}`);
  // The company answers it: the clock runs again from the moved deadline; the header no longer names the company.
  const company = await asUser(browser, 'innmelder');
  await company.goto(`/${id}/timeline`);
  await replyAsCompany(company, card(company, 4005, 'Hvilke fartøy skal brukes som følgefartøy'), 'Ocean Vanguard følger.');
  await expect(odDeadline).toHaveText(`Frist ${moved}`);
  await expect(odCase.getByTestId('waiting-on')).not.toContainText('Selskap');

  // The regulator asks the company again (reply required) and the fisheries directorate (optional).
  await odCase.getByRole('button', { name: 'Ny henvendelse' }).click();
  const inquiry = odCase.getByTestId('message-drawer');
  await inquiry.getByTestId('recipient-cmp').click();
  await odCase.getByRole('option', { name: 'Svar påkrevd' }).click();
  await inquiry.getByTestId('recipient-fdir').click();
  await odCase.getByRole('option', { name: 'Svar valgfritt' }).click();
  const question = `Hvilke fartøy? ${Date.now()}`;
  await inquiry.getByLabel('Melding').fill(question);
  mark = await toastMark(odCase);
  await inquiry.getByRole('button', { name: 'Send' }).click();
  await expect(inquiry).toBeHidden({ timeout: 60_000 });
  // Each recipient with its indicator and whether it has replied; FDIR (optional) sees it was asked.
  const asked = card(fdirCase, 4005, question);
  await expect(asked.getByTestId('reply-indicator-fdir')).toHaveText('Fiskeridirektoratet: Svar valgfritt, ikke besvart');
  await expect(asked.getByTestId('reply-indicator-cmp')).toHaveText('Selskap: Svar påkrevd, ikke besvart');
  await expect(asked.getByTestId('card-badge')).toHaveText('Svar forventes');
  await expectOneToast(odCase, mark, SAVED);
  // The regulator waits on the company: its clock stops (the card says so, no clock), the header says since when.
  await expect(odDeadline).toHaveText(`Frist ${moved} (stoppet mens saken venter på selskapet)`);
  await expect(card(odCase, 5001).locator('[data-indicator="clock"]')).toHaveCount(0);
  await expect(odCase.getByTestId('waiting-on')).toContainText(`Selskap siden ${nbDate(inDays(0))}`);

  // The company sees the question with its own indicator and replies.
  const toCompany = card(company, 4005, question);
  await expect(toCompany.getByTestId('reply-indicator-cmp')).toHaveText('Selskap: Svar påkrevd, ikke besvart');
  mark = await toastMark(company);
  await replyAsCompany(company, toCompany, 'Polar Duke er hovedfartøy.');
  await expect(card(odCase, 4040, 'Polar Duke')).toBeVisible();
  await expect(card(odCase, 4005, question).getByTestId('reply-indicator-cmp')).toHaveText('Selskap: Svar påkrevd, besvart');
  await expect(card(odCase, 4005, question).getByTestId('reply-indicator-fdir')).toHaveText('Fiskeridirektoratet: Svar valgfritt, ikke besvart');
  await expectOneToast(company, mark, SAVED);
  // The reply restarts the clock (a wait begun and ended today moves the deadline by no business day).
  await expect(odDeadline).toHaveText(`Frist ${moved}`);
  await expect(odCase.getByTestId('waiting-on')).not.toContainText('Selskap');

  // The regulator's fisheries expert report (spec 001: the regulator files it), its author named.
  await odCase.getByRole('button', { name: 'Ny fiskerikyndigrapport' }).click();
  const report = odCase.getByTestId('message-drawer');
  const reportText = `Fiskerikyndig om bord hele perioden ${Date.now()}`;
  await report.getByLabel('Melding').fill(reportText);
  mark = await toastMark(odCase);
  await report.getByRole('button', { name: 'Send' }).click();
  await expect(report).toBeHidden({ timeout: 60_000 });
  await expect(card(odCase, 7000, reportText)).toContainText('Lars Andersen, Sokkeldirektoratet');
  await expect(card(fdirCase, 7000, reportText)).toBeVisible();
  await expectOneToast(odCase, mark, SAVED);

  // The regulator states; its approver is asked before the first click, naming the missing research institute.
  await writeStatement(odCase, card(odCase, 5001).getByRole('button', { name: 'Svar' }), 'Sokkeldirektoratets vurdering');
  const odAppr = await asUser(browser, 'godkjenner.od');
  await odAppr.goto(`/${id}/timeline`);
  await expect(card(odAppr, 5013).getByTestId('card-badge')).toHaveText('Godkjenning forventes');
  await card(odAppr, 5013).getByRole('button', { name: 'Godkjenn' }).click();
  const approval = odAppr.getByTestId('message-drawer');
  await expect(approval.getByTestId('missing-statements')).toHaveText(/Uttalelsen fra Havforskningsinstituttet er ikke godkjent ennå/);
  await expect(approval.getByTestId('missing-statements')).not.toContainText('Fiskeridirektoratet');
  await expect(approval.getByTestId('drawer-error')).toHaveCount(0);
  await odAppr.screenshot({ path: `${SHOTS}/approve-despite-1280.png` });
  await approval.getByLabel('Godkjenn saken likevel, uten godkjent uttalelse fra Havforskningsinstituttet').check();
  mark = await toastMark(odAppr);
  await approval.getByRole('button', { name: 'Godkjenn' }).click();
  await expect(approval).toBeHidden({ timeout: 60_000 });
  await expect(company.getByText('Planlagt').first()).toBeVisible({ timeout: 15_000 });
  await expectOneToast(odAppr, mark, 'Uttalelsen er godkjent.');
  await expect(card(odAppr, 5013).getByTestId('card-badge')).toHaveText('Godkjent av Ingrid Berg, Sokkeldirektoratet');

  // The company is told in words, on a card that names the approval.
  const approved = card(company, 5023);
  await expect(approved).toContainText('Saken er godkjent', { timeout: 15_000 });
  await expect(approved.getByTestId('card-badge')).toHaveText('Godkjent');

  // Decided: no party has a task left. The research institute, which never answered after the decline: no badge,
  // star, clock, deadline, Svar or Følg opp; its approver has nothing to approve; the company's submission no deadline.
  await hiCase.reload();
  const decided = card(hiCase, 5001);
  await expect(decided).toBeVisible();
  await expect(decided.getByRole('button', { name: 'Svar' })).toHaveCount(0);
  await expect(decided.getByTestId('card-badge')).toHaveCount(0);
  await expect(decided.locator('[data-indicator="star"], [data-indicator="clock"]')).toHaveCount(0);
  await expect(decided.getByTestId('card-deadline')).toHaveCount(0);
  await expect(decided.getByTestId('task-parties')).toHaveCount(0);
  await expect(card(hiCase, 5011, hiText).getByRole('button', { name: 'Følg opp' })).toHaveCount(0);
  await hiAppr.reload();
  await expect(card(hiAppr, 5001)).toBeVisible();
  await expect(hiAppr.getByRole('button', { name: /^(Godkjenn|Avslå)$/ })).toHaveCount(0);
  await expect(card(company, 5001).getByTestId('card-deadline')).toHaveCount(0);
  await expect(card(company, 5001).getByTestId('card-badge')).toHaveCount(0);

  // A note is one save with one toast too.
  await company.getByRole('button', { name: 'Nytt notat' }).click();
  const note = company.getByRole('dialog', { name: 'Nytt notat' });
  const noteText = `Notat etter godkjenningen ${Date.now()}`;
  await note.getByLabel('Notat').fill(noteText);
  mark = await toastMark(company);
  await note.getByRole('button', { name: 'Lagre' }).click();
  await expect(note).toBeHidden({ timeout: 60_000 });
  await expect(company.getByTestId('timeline-card').filter({ hasText: noteText })).toBeVisible();
  await expect.poll(() => storedCounts(company)).toEqual({ outbox: 0, files: 0, chunks: 0 });
  await expectOneToast(company, mark, SAVED);

  // The timeline with these badges as the company and as the fisheries directorate, at 1280 and 390 px.
  await fdirCase.reload();
  await shots(company, 'timeline-company');
  await shots(fdirCase, 'timeline-fdir');
});

