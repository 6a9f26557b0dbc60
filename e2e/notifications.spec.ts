// E-mail notifications and 'Mine oppgaver' (issue 24) through the real service and sign-in: the research institute's
// case handler chooses the daily digest for 'Uttalelse ønskes' on /varsler; the company submits a case on its summary
// page; the fisheries directorate's case handler finds the task with its deadline in 'Mine oppgaver' and the mail in the
// development mail view ('E-post sendt', as the administrator: README), writes a statement from the task's link; the
// approver's list and mail follow; the administrator sends the digest now and the research institute's case handler
// has one digest naming the case under what happened and what is due. Then axe and titles of the three screens, and
// 'Mine oppgaver' after a reload with the service unreachable (the persisted cache), with screenshots at 1280 and 390 px.
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from './test';
import { inDays } from './acquisition-helpers';
import { expectNoViolationsAtWidths } from './axe';
import { serviceGet } from './draft-offline-helpers';
import { nbDate, signInAs, untilServiceWorkerControls } from './fixtures';
import { call, polygon } from './at-sea-helpers';

const SHOTS = '/tmp/i24-shots';
const SERVICE = '**/DataAcquisition-service/**';

async function asUser(browser: Browser, username: string, path?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, username, path ? { path } : {});
  return page;
}

/** A complete seismic 3D draft of Nordkapp Energi (inside PL 104, one vessel), left on its summary page; answers its id. */
async function completeDraft(page: Page): Promise<string> {
  let created = { status: 0, body: {} as Record<string, unknown> };
  await expect.poll(async () => (created = await call(page, 'POST', '/Draft', { lawCategory: 1000, type: 2521 })).status, { timeout: 20_000 }).toBe(201);
  const id = created.body.acquisitionId as string;
  expect((await call(page, 'POST', `/Acquisition/${id}/ProductionLicence/21104`)).status).toBe(201);
  const vessel = ((await serviceGet(page, '/Vessel/vessels')).body as unknown as { id: string }[])[0]!;
  const added = await call(page, 'POST', `/Acquisition/${id}/Vessels`, { vesselId: vessel.id });
  expect(added.status).toBe(201);
  const row = added.body.acquisitionVesselId as string;
  expect((await call(page, 'PUT', `/Acquisition/${id}/Vessels/${row}`, { vesselId: vessel.id, vesselRole: 10, phoneNumber: '+47 111 11 111', fromDate: null, toDate: null })).status).toBe(200);
  const saved = await call(page, 'PUT', `/Draft/${id}`, {
    version: 1,
    plannedStartDate: inDays(60),
    plannedEndDate: inDays(90),
    dataSalable: true,
    environmentalComment: 'Ingen kjente konflikter med gytefelt.',
    generalComment: null,
    grossGeometry: polygon(2.5, 60.25, 3.1, 60.65),
    netGeometry: polygon(2.6, 60.3, 3.0, 60.6),
    quantityKm2: 850,
    sensor: { type: 1, cable: { count: 12, length: 8000, towWidth: 1200 }, node: { count: null } },
    source: { type: 2, electromagnetic: { count: null, size: null, watt: null }, seismic: { count: 2, size: 4130, pressure: 2000 } },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return id;
}

/** The mails of 'E-post sendt' (reloaded) to an address whose subject contains `subject`. */
function mailsTo(admin: Page, address: string, subject: string | RegExp) {
  return admin.getByTestId('sent-mail').filter({ hasText: `Til: ${address}` }).filter({ hasText: subject });
}

test('submission → the case handler’s task, deadline and mail → statement → the approver’s task and mail; one digest for the digest user', async ({ browser }) => {
  test.setTimeout(300_000);
  // The research institute's case handler wants 'Uttalelse ønskes' in the daily digest.
  const hiCase = await asUser(browser, 'saksbehandler.hi', '/varsler');
  await expect(hiCase.getByRole('heading', { level: 1, name: 'Varsler på e-post' })).toBeVisible();
  await hiCase.getByRole('radiogroup', { name: 'Uttalelse ønskes' }).getByRole('radio', { name: 'Daglig sammendrag' }).check();
  await hiCase.getByRole('button', { name: 'Lagre varsler' }).click();
  await expect(hiCase.getByText('Varslene er lagret.')).toBeVisible();
  await hiCase.reload();
  await expect(hiCase.getByRole('radiogroup', { name: 'Uttalelse ønskes' }).getByRole('radio', { name: 'Daglig sammendrag' })).toBeChecked();

  // The company submits its case on the summary page.
  const company = await asUser(browser, 'innmelder');
  const id = await completeDraft(company);
  await company.goto(`/${id}/create/summary`);
  await company.getByRole('button', { name: 'Lagre og send inn' }).click();
  await company.waitForURL(new RegExp(`/${id}/created$`));
  const { body: acquisition } = await serviceGet(company, `/Acquisitions/${id}`);
  const name = acquisition.name as string;
  expect(name).toMatch(/^NKE/);

  // The fisheries directorate's case handler: the task in 'Mine oppgaver' (the header's link), with its deadline.
  const fdirCase = await asUser(browser, 'saksbehandler.fdir');
  await fdirCase.getByRole('link', { name: /^Mine oppgaver/ }).click();
  await fdirCase.waitForURL(/\/mine-oppgaver$/);
  const task = fdirCase.getByTestId('my-task').filter({ hasText: name });
  await expect(task).toHaveCount(1);
  await expect(task).toContainText('Uttalelse');
  const { body: mine } = await serviceGet(fdirCase, '/Tasks/mine');
  const deadline = (mine.tasks as { acquisitionId: string; deadline: string }[]).find((x) => x.acquisitionId === id)!.deadline;
  await expect(task.getByTestId('my-task-deadline')).toContainText(nbDate(deadline));

  // Its mail, read where a developer reads them: the administrator's 'E-post sendt'.
  const admin = await asUser(browser, 'admin', '/admin/sentMails');
  const requested = mailsTo(admin, 'saksbehandler.fdir@meldesystem.example', `Saken er sendt til din etat for uttalelse – ${name}`);
  await expect(async () => {
    await admin.reload();
    await expect(requested).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await requested.locator('summary').click();
  await expect(requested.locator('pre')).toContainText(`Frist: ${nbDate(deadline)}`);
  await expect(requested.locator('pre')).toContainText(`/${id}/timeline`);
  // The digest user has no mail of it at once.
  await expect(mailsTo(admin, 'saksbehandler.hi@meldesystem.example', `Saken er sendt til din etat for uttalelse – ${name}`)).toHaveCount(0);

  // The task opens the case at the submission; the statement is written there.
  await task.getByRole('link', { name }).click();
  await fdirCase.waitForURL(new RegExp(`/${id}/timeline\\?message=`));
  const submission = fdirCase.locator('[data-testid="timeline-card"][data-message-type="5001"]').first();
  await submission.getByRole('button', { name: 'Svar' }).click();
  const drawer = fdirCase.getByTestId('message-drawer');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('radio', { name: 'Ingen innvendinger' }).check();
  await drawer.getByLabel('Melding').fill('Ingen merknader fra Fiskeridirektoratet.');
  await drawer.getByRole('combobox', { name: 'Kontaktperson' }).click();
  await fdirCase.getByRole('option').first().click();
  await drawer.getByRole('radiogroup', { name: 'Kreves fiskerikyndig om bord?' }).getByRole('radio', { name: 'Nei' }).check();
  await drawer.getByRole('button', { name: 'Send' }).click();
  await expect(drawer).toBeHidden({ timeout: 60_000 });
  await fdirCase.goto('/mine-oppgaver');
  await expect(fdirCase.getByRole('heading', { level: 1, name: 'Mine oppgaver' })).toBeVisible();
  await expect(fdirCase.getByTestId('my-task').filter({ hasText: name })).toHaveCount(0);

  // The approver's list and mail follow.
  const fdirAppr = await asUser(browser, 'godkjenner.fdir', '/mine-oppgaver');
  await expect(fdirAppr.getByTestId('my-task').filter({ hasText: name })).toContainText('Godkjenne uttalelse');
  const approval = mailsTo(admin, 'godkjenner.fdir@meldesystem.example', `En uttalelse venter på din godkjenning – ${name}`);
  await expect(async () => {
    await admin.reload();
    await expect(approval).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await approval.locator('summary').click();
  await expect(approval.locator('pre')).toContainText('Ingen merknader fra Fiskeridirektoratet.');

  // The digest, sent now by the administrator (development): one for the digest user, naming the case.
  await admin.getByRole('button', { name: 'Send daglig sammendrag nå' }).click();
  await expect(admin.getByRole('status').filter({ hasText: /daglige? sammendrag er laget/ })).toBeVisible();
  const digest = admin
    .getByTestId('sent-mail')
    .filter({ hasText: 'Til: saksbehandler.hi@meldesystem.example' })
    .filter({ hasText: /Daglig sammendrag \d{2}\.\d{2}\.\d{4}/ })
    .filter({ has: admin.locator('pre', { hasText: name }) });
  await expect(async () => {
    await admin.reload();
    await expect(digest).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await digest.locator('summary').click();
  const text = digest.locator('pre');
  await expect(text).toContainText('Dette har skjedd:');
  await expect(text).toContainText('Dette venter på deg:');
  const section = (await text.innerText()).split(/\n(?=Sak: )/).find((s) => s.includes(name))!;
  expect(section).toContain('- Saken er sendt til din etat for uttalelse');
  expect(section).toContain(`- Uttalelse (Frist ${nbDate(deadline)})`);
});

test("the header's 'Mine oppgaver' only for roles that can have a task: not the administrator's or the regulator's notifier's", async ({ browser }) => {
  const fdir = await asUser(browser, 'saksbehandler.fdir');
  await expect(fdir.getByTestId('my-tasks-link')).toBeVisible();
  await expect(fdir.getByTestId('my-tasks-count')).toBeVisible();
  for (const [username, path] of [
    ['admin', '/admin/sentMails'],
    ['innmelder.od', undefined],
  ] as const) {
    const page = await asUser(browser, username, path);
    // The link loads with the header's search field after the first screen: once the field is there, so would it be.
    // The first screen comes at the latest 10 s after the load event (first-screen.tsx), so the wait is longer than that.
    await expect(page.getByRole('search')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('my-tasks-link'), username).toHaveCount(0);
    await page.context().close();
  }
  await fdir.context().close();
});

test('axe (WCAG 2.1 AA) and page titles of Mine oppgaver, Varsler på e-post and E-post sendt at 1280 and 320 px', async ({ browser }) => {
  test.setTimeout(180_000);
  const fdir = await asUser(browser, 'saksbehandler.fdir', '/mine-oppgaver');
  await expect(fdir.getByTestId('my-task').first()).toBeVisible();
  await expect(fdir).toHaveTitle('Mine oppgaver – Meldesystem');
  await expect(fdir.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoViolationsAtWidths(fdir, 'Mine oppgaver');
  await fdir.goto('/varsler');
  await expect(fdir.getByRole('radiogroup').first()).toBeVisible();
  await expect(fdir).toHaveTitle('Varsler på e-post – Meldesystem');
  await expect(fdir.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoViolationsAtWidths(fdir, 'Varsler på e-post');
  const admin = await asUser(browser, 'admin', '/admin/sentMails');
  await expect(admin.getByRole('button', { name: 'Send daglig sammendrag nå' })).toBeVisible();
  await expect(admin).toHaveTitle('E-post sendt – Administrasjon – Meldesystem');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoViolationsAtWidths(admin, 'E-post sendt');
  if (await admin.getByTestId('sent-mail').count()) {
    await admin.getByTestId('sent-mail').first().locator('summary').click();
    await expectNoViolationsAtWidths(admin, 'E-post sendt, en e-post åpnet');
  }
});

test('Mine oppgaver offline: after a reload with the service unreachable the list is still shown from the persisted cache; screenshots', async ({ browser }) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  const page = await asUser(browser, 'saksbehandler.fdir', '/mine-oppgaver');
  await untilServiceWorkerControls(page);
  await expect(page.getByTestId('my-task').first()).toBeVisible();
  for (const [path, ready] of [
    ['/mine-oppgaver', page.getByTestId('my-task').first()],
    ['/varsler', page.getByRole('radiogroup').first()],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    // The header settled (its task link shows once the user's context is known).
    await expect(page.getByRole('link', { name: /^Mine oppgaver/ })).toBeVisible();
    const name = path.slice(1);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/mine-oppgaver');
  await expect(page.getByTestId('my-task').first()).toBeVisible();
  const before = await page.getByTestId('my-task').allInnerTexts();
  await page.context().route(SERVICE, (route) => route.abort('internetdisconnected'));
  await page.context().setOffline(true);
  await page.reload();
  // One bar says it all: offline, and when the list was fetched.
  await expect(page.getByTestId('offline-banner')).toContainText(/Du er frakoblet\..* Mine oppgaver viser listen fra \d{2}\.\d{2}\.\d{4}/);
  await expect(page.getByText(/frakoblet/)).toHaveCount(1);
  await expect(page.getByTestId('my-task')).toHaveCount(before.length);
  expect(await page.getByTestId('my-task').allInnerTexts()).toEqual(before);
  await expect(page.getByRole('link', { name: /^Mine oppgaver/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/mine-oppgaver-offline-1280.png`, fullPage: true });
  await page.context().unroute(SERVICE);
  await page.context().setOffline(false);
});
