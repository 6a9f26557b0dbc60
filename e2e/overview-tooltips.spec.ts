// The overview table's tooltips (src/web/components/lazy-tooltip.tsx): Fluent's Tooltip loads when the pointer or the
// focus first comes to a row action, and shows that action's text over it; the button itself carries the text as its
// accessible name from the start.
import { expect, test } from './test';
import { signInAs } from './fixtures';

test("a row action's tooltip shows on hover and on keyboard focus, and goes when they leave", async ({
  page,
}) => {
  await signInAs(page, 'saksbehandler.od');
  const rows = page.getByRole('table', { name: 'Undersøkelser' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const details = rows.first().getByRole('button', { name: 'Detaljer' });
  await details.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText('Detaljer');
  // The bubble stands over its own button, not somewhere else on the page.
  const [bubble, button] = [await tooltip.boundingBox(), await details.boundingBox()];
  expect(bubble && button && Math.abs(bubble.x + bubble.width / 2 - (button.x + button.width / 2)) < 40).toBe(
    true,
  );
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);
  // The keyboard: another row's action, reached by focus alone.
  const zoom = rows
    .nth(1)
    .getByRole('button', { name: /Zoom til i kartet|Undersøkelsen har ikke noe område/ });
  await zoom.focus();
  await expect(page.getByRole('tooltip')).toHaveText(/Zoom til i kartet|Undersøkelsen har ikke noe område/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});
