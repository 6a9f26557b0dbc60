// The role choice after signing in on a bad link (issue 14 item 13): POST /UserContext that gets no answer is tried
// again by itself, the page says that it is retrying, and the app opens once the link carries the call.
import { expect, test } from './test';
import { ROLE_SELECTOR_TITLE, signInAs } from './fixtures';

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

test('a reload while the role choice is under way sends it again: the user is not asked to choose once more', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'flere.roller');
  const selector = page.getByRole('heading', { name: ROLE_SELECTOR_TITLE });
  await expect(selector).toBeVisible();
  // A busy service: the first choice is not answered before the user reloads (the reload ends it); the next is.
  let posts = 0;
  let firstSent!: () => void;
  const sent = new Promise<void>((resolve) => (firstSent = resolve));
  await page.context().route('**/DataAcquisition-service/UserContext', (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts += 1;
    if (posts > 1) return route.fallback();
    firstSent();
  });
  await page.getByRole('group', { name: 'Sokkeldirektoratet' }).getByRole('button', { name: 'Saksbehandler' }).click();
  await sent;
  await page.reload();
  const menu = page.getByRole('button', { name: 'Brukermeny for Nils Jensen' });
  await expect(menu).toContainText('Sokkeldirektoratet · Saksbehandler', { timeout: 30_000 });
  expect(posts).toBe(2);
  await expect(selector).toHaveCount(0);
  // The choice stays chosen: the next reload opens the app again, without a call to choose.
  await page.reload();
  await expect(menu).toContainText('Sokkeldirektoratet · Saksbehandler', { timeout: 30_000 });
  expect(posts).toBe(2);
});
