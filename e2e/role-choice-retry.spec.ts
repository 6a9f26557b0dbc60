// The role choice after signing in on a bad link (issue 14 item 13): POST /UserContext that gets no answer is tried
// again by itself, the page says that it is retrying, and the app opens once the link carries the call.
import { expect, test } from 'playwright/test';
import { signInAs } from './fixtures';

test('a role choice that meets a dead link is retried, says so, and goes through when the link is back', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'flere.roller');
  await expect(page.getByRole('heading', { name: 'Velg organisasjon og rolle' })).toBeVisible();
  // The link drops the first two calls of the choice (no answer at all); the third reaches the service.
  let dropped = 0;
  // (On the context: once the service worker controls the page, the page's calls reach the network through it.)
  await page.context().route('**/DataAcquisition-service/UserContext', async (route) => {
    if (route.request().method() === 'POST' && dropped < 2) {
      dropped++;
      return route.abort('internetdisconnected');
    }
    return route.fallback();
  });
  await page.getByRole('group', { name: 'Vestland Petroleum AS' }).getByRole('button').first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Prøver igjen automatisk' })).toBeVisible();
  await expect(page.getByText('Kunne ikke velge rolle: Tjenesten kan ikke nås', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ny melding' })).toBeVisible({ timeout: 30_000 });
  expect(dropped).toBe(2);
  await expect(page.getByRole('heading', { name: 'Velg organisasjon og rolle' })).toHaveCount(0);
});
