import { expect, test } from './test';
import { baseURL } from '../playwright.config';
import { submitLogin } from './fixtures';

// The service runs without PUBLIC_URL (its default is http://localhost:PORT): a user who opened the app on
// 127.0.0.1 stays on 127.0.0.1 through sign-in and sign-out.
const opened = baseURL.replace('localhost', '127.0.0.1');

test('sign-out returns to the address the user opened', async ({ page }) => {
  await page.goto(opened);
  await page.waitForURL(/\/idp\//);
  await submitLogin(page, 'innmelder');
  await page.waitForURL((url) => url.host === new URL(opened).host && !url.pathname.startsWith('/callback'));
  await page.getByRole('button', { name: /Brukermeny for Kari Nordmann/ }).click();
  await page.getByRole('menuitem', { name: 'Logg ut' }).click();
  // Sign-out runs through the service and the identity provider's end-session page: slow on a loaded machine.
  await expect(page.getByRole('heading', { name: 'Du er logget ut' })).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).host).toBe(new URL(opened).host);
});
