// Universal design (issue 26): the case dialogue with the keyboard alone, on Oseberg havbunnsseismikk (under review):
// the regulator asks the company, the company replies, the fisheries directorate's case handler writes a statement and
// its approver approves it (the approval drawer scanned with axe as the approver sees it). Each drawer takes the focus
// when it opens and gives it back to its opener when it closes. No mouse event.
import { expect, test, type Browser, type Page } from './test';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { expectNoViolationsAtWidths } from './axe';
import {
  activate,
  chooseInDropdown,
  chooseRadio,
  chooseRoleWithKeyboard,
  expectFocusInside,
  signInWithKeyboard,
  typeInto,
} from './keyboard-helpers';

const CASE = 'Oseberg havbunnsseismikk';
const UNDER_REVIEW = 1;

async function asUser(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithKeyboard(page, username);
  if (username === 'flere.roller') await chooseRoleWithKeyboard(page, 'Vestland Petroleum AS', 'Innmelder');
  return page;
}

async function openTimeline(page: Page): Promise<string> {
  const id = await acquisitionIdByTitle(page, CASE, UNDER_REVIEW);
  await page.goto(`/${id}/timeline`);
  await expect(page.getByTestId('timeline-card').first()).toBeVisible({ timeout: 30_000 });
  return id;
}

const card = (page: Page, type: number, text?: string) => {
  const cards = page.locator(`[data-testid="timeline-card"][data-message-type="${type}"]`);
  return text ? cards.filter({ hasText: text }) : cards.first();
};

/** Sends the drawer with its Send button (Enter) and waits until it has closed and the focus is back on `opener`. */
async function send(page: Page, opener: ReturnType<Page['getByRole']>, name = 'Send') {
  const drawer = page.getByTestId('message-drawer');
  await activate(page, drawer.getByRole('button', { name, exact: true }));
  await expect(drawer).toBeHidden({ timeout: 60_000 });
  await expect(opener).toBeFocused();
}

/** As send, when the answer takes the opener away (a statement written): the focus goes to the opener's card. */
async function sendFromCard(page: Page, card: ReturnType<Page['locator']>) {
  const drawer = page.getByTestId('message-drawer');
  await activate(page, drawer.getByRole('button', { name: 'Send', exact: true }));
  await expect(drawer).toBeHidden({ timeout: 60_000 });
  await expect.poll(() => card.evaluate((el) => el.closest('li')!.contains(document.activeElement))).toBe(true);
}

test('inquiry and reply, statement and approval, with the keyboard alone', async ({ browser }) => {
  test.setTimeout(360_000);
  const stamp = Date.now();

  // The regulator's case handler asks the company, reply required.
  const od = await asUser(browser, 'saksbehandler.od');
  await openTimeline(od);
  const ask = od.getByRole('button', { name: 'Ny henvendelse' });
  await activate(od, ask, { max: 150 });
  const inquiry = od.getByTestId('message-drawer');
  await expectFocusInside(inquiry);
  await chooseInDropdown(od, inquiry.getByTestId('recipient-cmp'), 'Svar påkrevd');
  const question = `Spørsmål fra tastaturet ${stamp}`;
  await typeInto(od, inquiry.getByLabel('Melding'), question);
  await send(od, ask);
  await expect(card(od, 4005, question)).toBeVisible();

  // The company replies to it.
  const company = await asUser(browser, 'flere.roller');
  await openTimeline(company);
  const replyButton = card(company, 4005, question).getByRole('button', { name: 'Svar' });
  await activate(company, replyButton, { max: 200 });
  const reply = company.getByTestId('message-drawer');
  await expectFocusInside(reply);
  await typeInto(company, reply.getByLabel('Melding'), `Svar fra tastaturet ${stamp}`);
  const drawer = company.getByTestId('message-drawer');
  await activate(company, drawer.getByRole('button', { name: 'Send', exact: true }));
  await expect(drawer).toBeHidden({ timeout: 60_000 });
  await expect(card(company, 4040, `Svar fra tastaturet ${stamp}`)).toBeVisible();

  // The fisheries directorate's case handler writes a statement on the submission.
  const fdir = await asUser(browser, 'saksbehandler.fdir');
  await openTimeline(fdir);
  const answer = card(fdir, 5001).getByRole('button', { name: 'Svar' });
  await activate(fdir, answer, { max: 200 });
  const statement = fdir.getByTestId('message-drawer');
  await expectFocusInside(statement);
  await chooseRadio(fdir, statement.getByRole('radio', { name: 'Ingen innvendinger' }));
  const text = `Uttalelse fra tastaturet ${stamp}`;
  await typeInto(fdir, statement.getByLabel('Melding'), text);
  await chooseInDropdown(fdir, statement.getByRole('combobox', { name: 'Kontaktperson' }), /.+/);
  const demand = statement.getByRole('radio', { name: 'Ja' });
  if ((await demand.count()) > 0) await chooseRadio(fdir, demand);
  await sendFromCard(fdir, card(fdir, 5001));
  await expect(card(fdir, 5012, text)).toBeVisible();

  // Its approver approves it; the approval drawer has no violation at 1280 and 320 px.
  const approver = await asUser(browser, 'godkjenner.fdir');
  await openTimeline(approver);
  const approve = card(approver, 5012, text).getByRole('button', { name: 'Godkjenn' });
  await activate(approver, approve, { max: 250 });
  const approval = approver.getByTestId('message-drawer');
  await expectFocusInside(approval);
  await expectNoViolationsAtWidths(approver, 'approval drawer (approver)');
  await activate(approver, approval.getByRole('button', { name: 'Godkjenn', exact: true }));
  await expect(approval).toBeHidden({ timeout: 60_000 });
  await expect(card(approver, 5012, text)).toContainText('Godkjent av Per Johansen');
});
