// Universal design (issue 26): WCAG 1.4.12 text spacing. The main pages with the text-spacing bookmarklet's styles
// (line height 1.5, paragraph spacing 2em, letter spacing 0.12em, word spacing 0.16em) lose no text: no box that hides
// its overflow cuts the text it holds (wider or taller content than the box), at 1280 px and at 320 px.
import { expect, test, type Page, type TestInfo } from './test';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { signInAs } from './fixtures';

const ONGOING = 20;

/** The bookmarklet's styles (after Steve Faulkner's text-spacing bookmarklet, the one WCAG's understanding names). */
const TEXT_SPACING = `
  *, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * The text a box cuts: a box that hides its overflow (hidden or clip) with a line of visible text outside it. Text for
 * screen readers only (a 1 px box or clipped away) and a busy spinner's passing label are not read as cut.
 */
function clippedText(page: Page) {
  return page.evaluate(() => {
    const hides = (v: string) => v === 'hidden' || v === 'clip';
    const srOnly = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const r = e.getBoundingClientRect();
        const s = getComputedStyle(e);
        if (r.width <= 1 || r.height <= 1 || (s.clip !== 'auto' && s.clip !== '') || s.clipPath.startsWith('inset(50%')) return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const s = getComputedStyle(el);
      if (!hides(s.overflowX) && !hides(s.overflowY)) continue;
      if (el.closest('[aria-hidden="true"], .maplibregl-map, .fui-Spinner')) continue;
      if (el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1) continue;
      const box = el.getBoundingClientRect();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement || srOnly(node.parentElement)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const out = [...range.getClientRects()].some(
          (r) => r.width > 0 && ((hides(s.overflowX) && (r.right > box.right + 1 || r.left < box.left - 1)) || (hides(s.overflowY) && (r.bottom > box.bottom + 1 || r.top < box.top - 1))),
        );
        if (out) {
          found.push(`${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')} cuts "${node.textContent.trim().slice(0, 60)}"`);
          break;
        }
      }
    }
    return found;
  });
}

async function check(page: Page, info: TestInfo, name: string) {
  await page.addStyleTag({ content: TEXT_SPACING });
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
    await expect.poll(() => clippedText(page), { message: `${name} at ${width} px cuts text` }).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the main pages keep their text with increased text spacing', async ({ page }, info) => {
  test.setTimeout(240_000);
  await signInAs(page, 'innmelder');
  await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await check(page, info, 'overview');
  const id = await acquisitionIdByTitle(page, 'Troll havbunn', ONGOING);
  for (const [path, ready, name] of [
    [`/${id}/timeline`, page.getByTestId('timeline-card').first(), 'timeline'],
    [`/${id}/details`, page.getByRole('region', { name: 'Tidsperiode og område' }), 'details'],
    [`/${id}/weekReports`, page.getByTestId('week-report').first(), 'week-reports'],
    [`/${id}/weekReports/add`, page.getByRole('button', { name: 'Lagre', exact: true }), 'week-report-form'],
    [`/${id}/timeline/drawer/note`, page.getByRole('dialog', { name: 'Nytt notat' }), 'note-drawer'],
    ['/tilgjengelighet', page.getByRole('heading', { level: 1 }), 'statement'],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible({ timeout: 30_000 });
    await check(page, info, name);
  }
});
