// The case dialogue's other rounds, on a case Vestland Petroleum AS submits for the test (so that its retry, or a
// second run on the same service, starts again from a case under review): the research institute's statement →
// decline → follow-up → approval, each seen live by the other browser; the regulator's inquiry with a required reply,
// answered by the company at sea (the reply and its file wait on the device and arrive once when the link returns);
// the regulator's fisheries expert report with a file. On Oseberg havbunnsseismikk (Vestland, under review; no other
// browser test uses it; the notifier's own company has only Barentshavet 3D under review): the live
// fallback (no event stream: the timeline asks again on focus and when a stream comes back), the save failure that
// keeps the drawer open with everything typed (an inquiry; a 500 on the approval and decline drawers),
// and screenshots of every dialogue drawer in nb-NO and en-US browsers.
import { expect, test, type BrowserContext, type Page } from './test';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { submittedCase, type CaseLicence } from './at-sea-helpers';
import { asUser, card, writeStatement } from './case-dialogue-helpers';
import { goOffline, goOnline, serviceGet, serviceHeaders } from './draft-offline-helpers';
import { untilServiceWorkerControls, type SignInOptions } from './fixtures';
import { downloadedBytes, pdfFile, sha256, storedCounts } from './notes-helpers';

const UNDER_REVIEW = 1;
const CASE = 'Oseberg havbunnsseismikk';
const COMPANY: [string, SignInOptions] = ['flere.roller', { organisation: 'Vestland Petroleum AS' }];
/** Vestland Petroleum's PL 153 (demo data) and a box inside it. */
const PL_153: CaseLicence = { licence: 21153, box: [3.6, 61.05, 4.1, 61.45] };
const SAVE_FAILED = 'Lagring feilet. Det du skrev er tatt vare på; prøv igjen.';

interface TimelineRow {
  messageId: string;
  messageType: number;
  messageContent: string;
  attachments: { name: string; size: number; sha256: string }[];
}

async function timeline(page: Page, id: string): Promise<TimelineRow[]> {
  return (await serviceGet(page, `/Acquisitions/${id}/timeline`)).body as unknown as TimelineRow[];
}

/** A new inquiry from the regulator with the company as recipient, reply required. */
async function fillInquiry(page: Page, text: string) {
  await page.getByRole('button', { name: 'Ny henvendelse' }).click();
  const drawer = page.getByTestId('message-drawer');
  await drawer.getByTestId('recipient-cmp').click();
  await page.getByRole('option', { name: 'Svar påkrevd' }).click();
  await drawer.getByLabel('Melding').fill(text);
  return drawer;
}

test('research institute round, an inquiry answered at sea, a fisheries expert report; other parties see each live', async ({
  browser,
}, info) => {
  test.setTimeout(480_000);
  const company = await asUser(browser, ...COMPANY);
  const { id } = await submittedCase(company, PL_153);
  const hiCase = await asUser(browser, 'saksbehandler.hi');
  const hiAppr = await asUser(browser, 'godkjenner.hi');
  await hiAppr.goto(`/${id}/timeline`);
  await expect(card(hiAppr, 5001)).toBeVisible({ timeout: 30_000 });
  await hiCase.goto(`/${id}/timeline`);

  // The research institute's case handler states; its approver's open timeline shows it live and declines it.
  const text = `Havforskningens uttalelse ${Date.now()}`;
  await writeStatement(hiCase, card(hiCase, 5001).getByRole('button', { name: 'Svar' }), text);
  await expect(card(hiCase, 5011, text)).toBeVisible();
  const statement = card(hiAppr, 5011, text);
  await expect(statement).toBeVisible();
  await statement.getByRole('button', { name: 'Avslå' }).click();
  const decline = hiAppr.getByTestId('message-drawer');
  await decline.getByLabel('Begrunnelse').fill('Mangler vurdering av gyteområder for sild');
  await decline.getByRole('button', { name: 'Avslå' }).click();
  await expect(decline).toBeHidden({ timeout: 60_000 });

  // The case handler sees the decline arrive, follows up; the approver sees the follow-up arrive and approves it.
  const followUpButton = card(hiCase, 5011, text).getByRole('button', { name: 'Følg opp' });
  await expect(followUpButton).toBeVisible();
  await writeStatement(hiCase, followUpButton, `${text} (fulgt opp)`);
  const followUp = card(hiAppr, 5032, `${text} (fulgt opp)`);
  await expect(followUp).toBeVisible();
  await followUp.getByRole('button', { name: 'Godkjenn' }).click();
  await hiAppr.getByTestId('message-drawer').getByRole('button', { name: 'Godkjenn' }).click();
  await expect(hiAppr.getByTestId('message-drawer')).toBeHidden({ timeout: 60_000 });
  await expect(card(hiCase, 5032, `${text} (fulgt opp)`)).toContainText('Godkjent av');
  // Nothing is doubled: one statement, one decline, one follow-up, one approval of the institute.
  const round = (await timeline(hiCase, id)).filter((m) => [5011, 5021, 5031, 5032].includes(m.messageType));
  expect(round.map((m) => m.messageType).sort()).toEqual([5011, 5021, 5031, 5032]);

  // The regulator asks the company, reply required.
  const odCase = await asUser(browser, 'saksbehandler.od');
  await odCase.goto(`/${id}/timeline`);
  const question = `Hvilke fartøy går med utstyret? ${Date.now()}`;
  const inquiry = await fillInquiry(odCase, question);
  await inquiry.getByRole('button', { name: 'Send' }).click();
  await expect(inquiry).toBeHidden({ timeout: 60_000 });

  // The company's notifier, at sea: the reply with its file waits on the device. The app is installed first (the
  // service worker controls the page): at sea the code the reply needs comes from it, not from the network.
  const companyContext = company.context();
  await company.goto(`/${id}/timeline`);
  await untilServiceWorkerControls(company);
  const asked = card(company, 4005, question); // an inquiry to the company
  await expect(asked).toBeVisible({ timeout: 30_000 });
  await asked.getByRole('button', { name: 'Svar' }).click();
  const reply = company.getByTestId('message-drawer');
  await expect(reply.getByLabel('Melding')).toBeVisible();
  await goOffline(companyContext);
  const answer = `Ocean Vanguard og Polar Duke ${Date.now()}`;
  const fartoy = pdfFile('Fartøysliste.pdf', 30_000, 3);
  await reply.getByLabel('Melding').fill(answer);
  await reply.getByTestId('attachment-input').setInputFiles([fartoy]);
  await expect(reply.getByTestId('picked-attachment')).toHaveCount(1);
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(reply).toBeHidden({ timeout: 60_000 });
  await expect(company.getByText('Lagret på enheten. Sendes når nettet er tilbake.').first()).toBeVisible();
  await expect.poll(() => storedCounts(company)).toEqual({ outbox: 1, files: 1, chunks: 1 });
  // The timeline shows it waiting, with its file.
  const waiting = company.getByTestId('pending-notes');
  await expect(waiting).toContainText('Svar på henvendelse skrevet');
  await expect(waiting).toContainText(answer);
  await expect(waiting).toContainText('1 vedlegg er lagret på enheten');
  await company.screenshot({ path: info.outputPath('reply-waiting-1280.png'), fullPage: true });
  expect((await timeline(odCase, id)).filter((m) => m.messageContent === answer)).toHaveLength(0);

  // The link returns: sent once, with its file; the regulator's open timeline shows it without a reload.
  await goOnline(companyContext);
  await expect
    .poll(() => storedCounts(company), { timeout: 120_000, intervals: [1000] })
    .toEqual({ outbox: 0, files: 0, chunks: 0 });
  await expect(card(odCase, 4040, answer)).toBeVisible({ timeout: 15_000 });
  const replies = (await timeline(odCase, id)).filter((m) => m.messageContent === answer);
  expect(replies).toHaveLength(1);
  expect(replies[0].messageType).toBe(4040);
  expect(replies[0].attachments).toEqual([
    expect.objectContaining({
      name: 'Fartøysliste.pdf',
      size: fartoy.buffer.length,
      sha256: sha256(fartoy.buffer),
    }),
  ]);
  await expect(card(company, 4040, answer)).toHaveCount(1, { timeout: 15_000 });
  await expect(company.getByTestId('pending-notes')).toHaveCount(0);

  // The regulator's fisheries expert report with a file.
  await odCase.getByRole('button', { name: 'Ny fiskerikyndigrapport' }).click();
  const report = odCase.getByTestId('message-drawer');
  const reportText = `Fiskerikyndig om bord hele perioden ${Date.now()}`;
  const reportFile = pdfFile('Fiskerikyndigrapport.pdf', 12_000, 5);
  await report.getByLabel('Melding').fill(reportText);
  await report.getByTestId('attachment-input').setInputFiles([reportFile]);
  await report.getByRole('button', { name: 'Send' }).click();
  await expect(report).toBeHidden({ timeout: 60_000 });
  const filed = card(odCase, 7000, reportText);
  await expect(filed).toHaveCount(1, { timeout: 15_000 });
  const { bytes } = await downloadedBytes(
    odCase,
    filed.getByRole('button', { name: 'Fiskerikyndigrapport.pdf' }),
  );
  expect(sha256(bytes)).toBe(sha256(reportFile.buffer));
  const reports = (await timeline(odCase, id)).filter((m) => m.messageContent === reportText);
  expect(reports.map((m) => m.messageType)).toEqual([7000]);
});

/** An inquiry posted by another device of another party (the fisheries directorate asks the regulator: 4004). */
async function postInquiry(from: Page, id: string, text: string): Promise<void> {
  const response = await from.request.post(`/DataAcquisition-service/Messages/${id}/inquiry`, {
    headers: await serviceHeaders(from),
    data: { MessageContent: text, NpdReplyIndicator: 30, attachmentIds: [] },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

test('without the event stream the timeline asks again on focus, and when a stream comes back', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const viewer = await asUser(browser, 'saksbehandler.od');
  const id = await acquisitionIdByTitle(viewer, CASE, UNDER_REVIEW);
  const poster = await asUser(browser, 'saksbehandler.fdir');
  // The stream is cut: every try is refused, counted.
  let tries = 0;
  const context: BrowserContext = viewer.context();
  await context.route('**/DataAcquisition-service/Acquisitions/*/events**', (route) => {
    tries += 1;
    return route.abort('connectionreset');
  });
  await viewer.goto(`/${id}/timeline`);
  await expect(card(viewer, 5001)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => tries).toBeGreaterThan(0);

  // Another party writes; nothing tells the page (two more refused tries later it still has not got it)...
  const first = `Spørsmål uten strøm ${Date.now()}`;
  await postInquiry(poster, id, first);
  const after = tries;
  await expect.poll(() => tries, { timeout: 20_000 }).toBeGreaterThanOrEqual(after + 2);
  await expect(card(viewer, 4004, first)).toHaveCount(0);
  // ... until the window regains focus.
  await viewer.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(card(viewer, 4004, first)).toBeVisible({ timeout: 15_000 });

  // Another message while the stream is still cut; then the stream comes back, and its start asks again.
  const second = `Spørsmål før strømmen kom tilbake ${Date.now()}`;
  await postInquiry(poster, id, second);
  const before = tries;
  await expect.poll(() => tries, { timeout: 20_000 }).toBeGreaterThanOrEqual(before + 1);
  await expect(card(viewer, 4004, second)).toHaveCount(0);
  await context.unroute('**/DataAcquisition-service/Acquisitions/*/events**');
  await expect(card(viewer, 4004, second)).toBeVisible();

  // And live again: the next one arrives through the stream.
  const third = `Spørsmål med strøm ${Date.now()}`;
  await postInquiry(poster, id, third);
  await expect(card(viewer, 4004, third)).toBeVisible({ timeout: 15_000 });
});

test("a failed save toasts 'savingFailedInvalidResponse', keeps the drawer open with what was typed, and sends once on retry", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await asUser(browser, 'saksbehandler.od');
  const id = await acquisitionIdByTitle(page, CASE, UNDER_REVIEW);
  await page.goto(`/${id}/timeline`);
  await expect(card(page, 5001)).toBeVisible({ timeout: 30_000 });
  let failed = 0;
  await page.route('**/DataAcquisition-service/Messages/*/inquiry', (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    failed += 1;
    return route.fulfill({
      status: 500,
      contentType: 'application/problem+json',
      body: JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status: 500 }),
    });
  });
  const text = `Henvendelse som feiler først ${Date.now()}`;
  const drawer = await fillInquiry(page, text);
  await drawer.getByTestId('attachment-input').setInputFiles([pdfFile('Kart over området.pdf', 4000, 9)]);
  await drawer.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(SAVE_FAILED).first()).toBeVisible({ timeout: 60_000 });
  expect(failed).toBe(1);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('drawer-error')).toBeVisible();
  await expect(drawer.getByLabel('Melding')).toHaveValue(text);
  await expect(drawer.getByTestId('picked-attachment')).toHaveCount(1);
  await expect(drawer.getByTestId('recipient-cmp')).toHaveText('Svar påkrevd');
  // Nothing of it waits on the device behind the drawer's back.
  await expect.poll(() => storedCounts(page)).toEqual({ outbox: 0, files: 0, chunks: 0 });

  await page.unroute('**/DataAcquisition-service/Messages/*/inquiry');
  await drawer.getByRole('button', { name: 'Send' }).click();
  await expect(drawer).toBeHidden({ timeout: 60_000 });
  await expect(card(page, 4005, text)).toHaveCount(1, { timeout: 15_000 });
  const sent = (await timeline(page, id)).filter((m) => m.messageContent === text);
  expect(sent).toHaveLength(1);
  expect(sent[0].attachments.map((a) => a.name)).toEqual(['Kart over området.pdf']);
});

test("a 500 on the approval and decline drawers toasts 'savingFailedInvalidResponse' and keeps the drawer open with what was typed", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The regulator's approver; every approve/decline call is answered 500 before it reaches the service, so the case
  // does not change (the drawer is opened on the submission by its route, as the screenshots below do).
  const page = await asUser(browser, 'godkjenner.od');
  const id = await acquisitionIdByTitle(page, CASE, UNDER_REVIEW);
  const submission = (await timeline(page, id)).find((m) => m.messageType === 5001)!;
  expect(submission).toBeTruthy();
  const before = (await timeline(page, id)).length;
  let failed = 0;
  await page.route('**/DataAcquisition-service/Messages/*/approve/*', (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    failed += 1;
    return route.fulfill({
      status: 500,
      contentType: 'application/problem+json',
      body: JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status: 500 }),
    });
  });
  const cases: [string, string, string, string][] = [
    [`statementDeclined/${submission.messageId}`, 'Avslå uttalelse', 'Begrunnelse', 'Avslå'],
    [`statementApproval/${submission.messageId}`, 'Godkjenn uttalelse', 'Kommentar', 'Godkjenn'],
  ];
  for (const [path, title, field, button] of cases) {
    await page.goto(`/${id}/timeline/drawer/${path}`);
    const drawer = page.getByTestId('message-drawer');
    await expect(drawer.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
    const text = `${title}: tekst som ikke skal gå tapt ${Date.now()}`;
    await drawer.getByLabel(field).fill(text);
    const tries = failed;
    await drawer.getByRole('button', { name: button }).click();
    // The toast (not only the drawer's own message, which says the same for a 5xx).
    await expect(page.locator('.fui-Toast').filter({ hasText: SAVE_FAILED })).toBeVisible({
      timeout: 60_000,
    });
    expect(failed).toBe(tries + 1);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('drawer-error')).toBeVisible();
    await expect(drawer.getByLabel(field)).toHaveValue(text);
    await expect(page).toHaveURL(new RegExp(`/${id}/timeline/drawer/${path}$`));
    // Sending again tries again (the drawer is not stuck) and keeps the text once more.
    await drawer.getByRole('button', { name: button }).click();
    await expect.poll(() => failed).toBe(tries + 2);
    await expect(drawer.getByRole('button', { name: button })).toBeEnabled();
    await expect(drawer.getByLabel(field)).toHaveValue(text);
    // The focus stayed in the drawer through the save: Escape closes it.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
  await page.unroute('**/DataAcquisition-service/Messages/*/approve/*');
  // Nothing reached the case.
  expect((await timeline(page, id)).length).toBe(before);
});

test('every dialogue drawer at 1280 and 390 px in nb-NO and en-US browsers, in Norwegian', async ({
  browser,
}, info) => {
  test.setTimeout(420_000);
  // The regulator's case handler opens every drawer; the fisheries directorate's statement (with the fisheries-expert
  // demand) and the company's inquiry (the regulator always a recipient) differ by role.
  const users: [string, SignInOptions, string][] = [
    ['saksbehandler.od', {}, 'od'],
    ['saksbehandler.fdir', {}, 'fdir'],
    [COMPANY[0], COMPANY[1], 'company'],
  ];
  for (const locale of ['nb-NO', 'en-US'])
    for (const [username, options, who] of users) {
      const page = await asUser(browser, username, options, locale);
      const id = await acquisitionIdByTitle(page, CASE, UNDER_REVIEW);
      const submission = (await timeline(page, id)).find((m) => m.messageType === 5001)!;
      expect(submission).toBeTruthy();
      const all: [string, string, string][] = [
        ['statement', `replyToStatement/${submission.messageId}/messageType/5001`, 'Uttalelse'],
        ['approval', `statementApproval/${submission.messageId}`, 'Godkjenn uttalelse'],
        ['decline', `statementDeclined/${submission.messageId}`, 'Avslå uttalelse'],
        ['inquiry', 'inquiry', 'Ny henvendelse'],
        ['reply', `inquiry/replyTo/${submission.messageId}`, 'Svar på henvendelse'],
        ['expert-report', 'fisheriesExpertReport', 'Fiskerikyndigrapport'],
      ];
      const drawers = all.filter(
        ([name]) => who === 'od' || (who === 'fdir' ? name === 'statement' : name === 'inquiry'),
      );
      for (const [name, path, title] of drawers) {
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await page.goto(`/${id}/timeline/drawer/${path}`);
          const drawer = page.getByTestId('message-drawer');
          await expect(drawer.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
          // Send with nothing filled in: the required fields' messages show (except approval, which needs none).
          if (name !== 'approval') {
            await drawer
              .getByRole('button', { name: 'Send' })
              .or(drawer.getByRole('button', { name: 'Avslå' }))
              .click();
            await expect(drawer.getByText('Feltet må fylles ut.').first()).toBeVisible();
          }
          // Nothing sticks out sideways.
          const overflow = await drawer.evaluate((element) => {
            const box = element.getBoundingClientRect();
            return [...element.querySelectorAll('*')].some((child) => {
              const rect = child.getBoundingClientRect();
              return rect.width > 0 && (rect.right > box.right + 1 || rect.left < box.left - 1);
            });
          });
          expect(overflow, `${name} at ${width} px overflows`).toBe(false);
          await expect(drawer).not.toContainText(/\b(Save|Cancel|Send message|Required|Close)\b/);
          await page.screenshot({ path: info.outputPath(`dialogue-${name}-${who}-${width}-${locale}.png`) });
        }
      }
      await page.context().close();
    }
});
