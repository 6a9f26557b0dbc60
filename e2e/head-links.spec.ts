// The page's head as the app leaves it (issue 27): the icon is part of index.html (a data: address, no request before
// the first text), the manifest is linked once the first screen is on display, at the address the service answers it.
import { expect, test } from './test';
import { signInAs } from './fixtures';

test('the icon is in the page, and the manifest is linked after the first screen', async ({
  page,
}) => {
  await signInAs(page, 'innmelder');
  await expect(page.locator('main h1')).toBeVisible();

  await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,%3Csvg/);
  const manifest = page.locator('head link[rel="manifest"]');
  await expect(manifest).toHaveCount(1);
  await expect(manifest).toHaveAttribute('href', '/manifest.webmanifest');
  const body = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
  expect(body).toMatchObject({ name: 'Meldesystem', display: 'standalone' });
});
