// Search from the shell and open a hit at its message; the case exported as PDF/A by the regulator and by the
// company, each PDF read back (pdfjs-dist) and looked at; at 1280 px and at 390 px.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test, type Page } from './test';
import { signInAs } from './fixtures';
import { downloadedBytes } from './notes-helpers';

const CASE_ID = 'a6000000-0000-4000-a000-000000000001'; // Barentshavet 3D (demo), with the regulator's note on 'gytefeltet'
const NOTE_TEXT = 'Sjekk om gytefeltet for torsk i Lofoten';

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) pages.push((await (await pdf.getPage(i)).getTextContent()).items.map((it) => ('str' in it ? it.str : '')).join(' '));
  await pdf.destroy();
  return pages.join('\n');
}

async function search(page: Page, q: string) {
  const field = page.getByRole('searchbox', { name: 'Søk' });
  await field.fill(q);
  await field.press('Enter');
  await page.waitForURL(/\/sok\?q=/);
}

for (const width of [1280, 390]) {
  test(`the regulator searches from the shell and opens a hit at its message (${width} px)`, async ({ page }, info) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'saksbehandler.od');
    await search(page, 'gytefelt torsk');
    const hit = page.getByTestId('search-message-hit').filter({ hasText: 'torsk' });
    await expect(hit).toHaveCount(1, { timeout: 30_000 });
    await expect(hit.locator('mark').first()).toHaveText(/gytefeltet|torsk/);
    await page.screenshot({ path: info.outputPath(`search-${width}.png`), fullPage: true });
    await hit.getByRole('link').click();
    await page.waitForURL(new RegExp(`/${CASE_ID}/timeline\\?`));
    await expect(page.getByRole('searchbox', { name: 'Søk i tidslinjen' })).toHaveValue('gytefelt torsk');
    const card = page.getByTestId('timeline-card').filter({ hasText: NOTE_TEXT });
    await expect(card).toBeInViewport({ timeout: 30_000 });
    await expect(page.getByTestId('timeline-card')).toHaveCount(1);
    await page.screenshot({ path: info.outputPath(`search-hit-${width}.png`) });
  });
}

test('the company finds no hit from the regulator\'s note', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'innmelder');
  await search(page, 'gytefeltet torsk Lofoten');
  await expect(page.getByText('Ingen treff.')).toBeVisible({ timeout: 30_000 });
});

for (const [user, seesNote] of [['saksbehandler.od', true], ['innmelder', false]] as const) {
  test(`${user} exports the case as PDF/A, with the timeline the party sees`, async ({ page }, info) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 900 });
    await signInAs(page, user);
    await page.goto(`/${CASE_ID}/timeline`);
    const button = page.getByRole('button', { name: 'Eksporter (PDF)' });
    await expect(button).toBeVisible({ timeout: 30_000 });
    const { download, bytes } = await downloadedBytes(page, button);
    expect(download.suggestedFilename()).toMatch(/^Undersokelse-.*\.pdf$/);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/pdfaid:part(>|=")1/);
    const text = await pdfText(bytes);
    expect(text).toContain('Barentshavet 3D');
    expect(text).toContain('Tidslinje');
    expect(text.includes(NOTE_TEXT)).toBe(seesNote);
    // Looked at: the first page rendered by the browser's own PDF viewer is not available headless; the bytes go to the report.
    await info.attach(`export-${user}.pdf`, { body: bytes, contentType: 'application/pdf' });
    // The button's menu: the same with the attachments embedded (PDF/A-3).
    await page.getByRole('button', { name: 'Flere valg for eksport' }).click();
    await page.screenshot({ path: info.outputPath(`export-menu-${user}-390.png`) });
    const embedded = await downloadedBytes(page, page.getByRole('menuitem', { name: 'Eksporter med vedlegg (PDF/A-3)' }));
    expect(embedded.bytes.toString('latin1')).toMatch(/pdfaid:part(>|=")3/);
    expect(await pdfText(embedded.bytes)).toContain('Tidslinje');
  });
}
