// Universal design (issue 26): axe-core's WCAG 2.1 A/AA rules on every drawer of spec 001 (s2.1) as each role that
// opens it, at 1280 px and 320 px, opened by their own addresses on Oseberg havbunnsseismikk (under review); the
// week-report forms not scanned elsewhere (a new weekly report, the finish report), device health as an authority,
// and the error pages. The approval drawer as the approver sees it is scanned in a11y-keyboard-dialogue.spec.ts.
import { expect, test, type Browser, type Page } from './test';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { expectNoViolationsAtWidths } from './axe';
import { serviceGet } from './draft-offline-helpers';
import { signInAs, type SignInOptions } from './fixtures';

const CASE = 'Oseberg havbunnsseismikk';
const UNDER_REVIEW = 1;
const ONGOING = 20;

async function asUser(browser: Browser, username: string, options: SignInOptions = {}): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, username, options);
  return page;
}

async function submissionOf(page: Page, id: string): Promise<string> {
  const rows = (await serviceGet(page, `/Acquisitions/${id}/timeline`)).body as unknown as { messageId: string; messageType: number }[];
  const submission = rows.find((m) => m.messageType === 5001);
  expect(submission).toBeTruthy();
  return submission!.messageId;
}

async function scanDrawer(page: Page, id: string, path: string, screen: string) {
  await page.goto(`/${id}/timeline/drawer/${path}`);
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('dialog').getByRole('heading').first()).toBeVisible();
  await expectNoViolationsAtWidths(page, screen);
}

test("every drawer as the regulator's case handler, the fisheries directorate and the company", async ({ browser }) => {
  test.setTimeout(420_000);
  const od = await asUser(browser, 'saksbehandler.od');
  const id = await acquisitionIdByTitle(od, CASE, UNDER_REVIEW);
  const submission = await submissionOf(od, id);
  const drawers: [string, string][] = [
    [`replyToStatement/${submission}/messageType/5001`, 'statement drawer'],
    [`statementApproval/${submission}`, 'approval drawer'],
    [`statementDeclined/${submission}`, 'decline drawer'],
    ['inquiry', 'inquiry drawer'],
    [`inquiry/replyTo/${submission}`, 'reply drawer'],
    ['fisheriesExpertReport', 'fisheries expert report drawer'],
    ['note', 'note drawer'],
  ];
  for (const [path, name] of drawers) await scanDrawer(od, id, path, `${name} (regulator)`);
  // The flag drawer from its button; device health.
  await od.goto(`/${id}/timeline`);
  await od.getByTestId('flag-button').click();
  await expect(od.getByRole('dialog', { name: 'Flagg' })).toBeVisible();
  await expectNoViolationsAtWidths(od, 'flag drawer (regulator)');
  await od.keyboard.press('Escape');
  await od.getByRole('button', { name: /Brukermeny/ }).click();
  await od.getByRole('menuitem', { name: 'Enhetens tilstand' }).click();
  await expect(od.getByRole('dialog')).toBeVisible();
  await expectNoViolationsAtWidths(od, 'device health (regulator)');

  const fdir = await asUser(browser, 'saksbehandler.fdir');
  await scanDrawer(fdir, id, `replyToStatement/${submission}/messageType/5001`, 'statement drawer (fisheries directorate)');
  await scanDrawer(fdir, id, 'inquiry', 'inquiry drawer (fisheries directorate)');
  await scanDrawer(fdir, id, 'note', 'note drawer (fisheries directorate)');

  const company = await asUser(browser, 'flere.roller', { organisation: 'Vestland Petroleum AS', role: 'Innmelder' });
  await scanDrawer(company, id, 'inquiry', 'inquiry drawer (company)');
  await scanDrawer(company, id, 'note', 'note drawer (company)');
});

test('the weekly and finish report forms, and the error pages', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page, 'innmelder');
  const id = await acquisitionIdByTitle(page, 'Troll havbunn', ONGOING);
  for (const [form, button] of [
    ['add', 'Lagre'],
    ['finish', 'Lagre sluttrapport'],
  ] as const) {
    await page.goto(`/${id}/weekReports/${form}`);
    await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible({ timeout: 30_000 });
    await expectNoViolationsAtWidths(page, `${form} report form`);
    // The form's errors, tied to their fields.
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page.locator('[role="alert"], .fui-Field__validationMessage').first()).toBeVisible();
    await expectNoViolationsAtWidths(page, `${form} report form with errors`);
    // The shadow area typed as coordinates (the map's keyboard equivalent).
    const type = page.getByRole('button', { name: 'Skriv inn koordinater' }).first();
    await type.click();
    await expectNoViolationsAtWidths(page, `${form} report form, area typed`);
  }

  // The error pages: an unknown acquisition's week reports and created page, a page that is not there, an
  // address the role may not open.
  const dead = '00000000-0000-4000-8000-00000000dead';
  for (const [path, screen] of [
    [`/${dead}/weekReports`, 'unknown acquisition week reports'],
    [`/${dead}/created`, 'unknown acquisition created page'],
    ['/admin/vessels', 'admin as a notifier'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expectNoViolationsAtWidths(page, screen);
  }
});
