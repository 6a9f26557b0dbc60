import { expect, test } from 'playwright/test';
import { SIGNED_IN_HINT_COOKIE } from '../src/domain/api-base';
import { signInAs } from './fixtures';

/**
 * A browser with a signed-in tab gets the app's page with the first screen's files preloaded (index.signed-in.html);
 * the sign-in page, and the page after sign-out, do not fetch app code ahead.
 */
test('the app page preloads the first screen only while the browser has a signed-in tab', async ({ page, context }) => {
  test.setTimeout(120_000);
  const hint = async () => (await context.cookies()).find((c) => c.name === SIGNED_IN_HINT_COOKIE)?.value;
  // Asked as the browser asks (the context's cookies), past the service worker, which serves its own copy offline.
  const pageHtml = async () => (await page.request.get('/', { headers: { accept: 'text/html' } })).text();

  await signInAs(page, 'innmelder');
  expect(await hint()).toBe('1');
  expect(await pageHtml()).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/first-screen-[\w-]+\.js">/);
  // The page with the preloads runs the app as the plain one does.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Brukermeny for Kari Nordmann' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Brukermeny for Kari Nordmann' }).click();
  await page.getByRole('menuitem', { name: 'Logg ut' }).click();
  await expect(page.getByRole('heading', { name: 'Du er logget ut' })).toBeVisible({ timeout: 30_000 });
  expect(await hint()).toBeUndefined();
  expect(await pageHtml()).not.toContain('modulepreload');
});
