// The acquisition page's routes (spec 001 s2.1): another path under /{id}/ goes to the timeline; an id that does not
// exist, or is no id at all, gives the Norwegian not-found page, never the overview.
import { expect, test } from './test';
import { signInAs } from './fixtures';

test('other paths go to the timeline; unknown ids are not found', async ({ page }) => {
  await signInAs(page, 'innmelder');
  const unknown = '00000000-0000-4000-8000-00000000dead';
  await page.goto(`/${unknown}/something/else`);
  await page.waitForURL(new RegExp(`/${unknown}/timeline$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Fant ikke undersøkelsen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oversikt' })).toHaveCount(0);

  await page.goto(`/${unknown}/notatab`);
  await page.waitForURL(new RegExp(`/${unknown}/timeline$`));

  await page.goto('/not-an-id/details');
  await expect(page.getByRole('heading', { level: 1, name: 'Fant ikke undersøkelsen' })).toBeVisible();
  await page.getByRole('button', { name: 'Til oversikten' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test.describe('without the service worker (it would serve the chunk from its cache)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a page whose code cannot be fetched says so, and the way home still works', async ({ page }) => {
    await signInAs(page, 'innmelder');
    // The page's route chunk alone (its -parts, with the route's module; not its -shared or -and-later files, which the
    // overview's idle parts share) refused twice (the app reloads once for a chunk that would not load): the routes'
    // error boundary.
    await page.route(/\/assets\/acquisition-page-parts-[\w-]{8}\.js$/, (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto('/a6000000-0000-4000-a000-000000000003/timeline');
    await expect(page.getByRole('alert').filter({ hasText: 'Noe gikk galt' })).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('button', { name: 'Til oversikten' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { name: 'Oversikt' })).toBeVisible();
  });

  test('parts that load after the first screen and cannot be fetched leave the page in use', async ({
    page,
  }) => {
    // The outbox, the service worker's bars, the focus manager and the user menu: none of them may blank the app.
    const refused = /\/assets\/(outbox-sync|update-prompt|keep-tabster|user-menu)-[\w-]{8}\.js$/;
    const failed = new Set<string>();
    page.on('requestfailed', (request) => {
      const name = refused.exec(request.url())?.[1];
      if (name) failed.add(name);
    });
    await page.route(refused, (route) => route.abort('internetdisconnected'));
    await signInAs(page, 'innmelder');
    await expect
      .poll(() => [...failed].sort(), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['outbox-sync', 'user-menu']));
    await expect(page.getByRole('heading', { name: 'Oversikt' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Detaljer' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Detaljer' }).first().click();
    await page.waitForURL(/\/[0-9a-f-]{36}\/timeline$/);
    await expect(page.getByRole('tab', { name: 'Tidslinje' })).toHaveAttribute('aria-selected', 'true');
  });
});
