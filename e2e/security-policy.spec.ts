import { expect, test, type Page } from './test';
import { signInAs, untilServiceWorkerControls } from './fixtures';

/**
 * Nothing the app, its map, its service worker or the login and logout pages do is blocked by the
 * Content-Security-Policy: every `securitypolicyviolation` event and every CSP console error on any
 * page of the visit fails the test.
 */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to|csp-violation/i.test(text)) violations.push(`${page.url()}: ${text}`);
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`csp-violation ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

test('the login page, the overview with its map, the service worker and sign-out run under the CSP', async ({
  page,
}) => {
  test.setTimeout(180_000); // sign-in, the map, the service worker's install and a reload, sign-out
  const violations = collectViolations(page);
  await signInAs(page, 'innmelder');
  await expect(page.locator('.maplibregl-canvas').first()).toBeVisible({ timeout: 30_000 });
  await untilServiceWorkerControls(page);
  await expect(page.locator('.maplibregl-canvas').first()).toBeVisible({ timeout: 30_000 });

  // Sign-out goes through the identity provider's logout page (its inline script submits the form).
  await page.reload();
  await page.getByRole('button', { name: 'Brukermeny for Kari Nordmann' }).click();
  await page.getByRole('menuitem', { name: 'Logg ut' }).click();
  await expect(page.getByRole('heading', { name: 'Du er logget ut' })).toBeVisible({ timeout: 30_000 });
  expect(violations).toEqual([]);
});

test('the app and the login page may not be framed', async ({ request }) => {
  for (const path of ['/', '/idp/.well-known/openid-configuration']) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-frame-options']).toBe('DENY');
  }
});
