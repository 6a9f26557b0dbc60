// The installed app opens without a network: a service of its own is started, the app is loaded and signed in,
// then the service is stopped (a real outage: nothing answers, the service worker's own requests included).
import { expect, test } from './test';
import { startService, type ServiceProcess } from '../scripts/lib/service-process';
import { submitLogin, untilServiceWorkerControls } from './fixtures';

let service: ServiceProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  service = await startService();
});
test.afterAll(async () => {
  await service?.stop();
});

test('the app shell opens with no network and says clearly that it is offline', async ({ page }) => {
  await page.goto(`${service.url}/`);
  await page.waitForURL(/\/idp\//);
  await submitLogin(page, 'innmelder');
  await expect(page.getByRole('button', { name: 'Brukermeny for Kari Nordmann' })).toBeVisible();
  // Wait until the service worker controls the page and has precached the shell.
  await untilServiceWorkerControls(page);
  await expect(page.getByRole('button', { name: 'Brukermeny for Kari Nordmann' })).toBeVisible();

  await service.stop({ keepData: true });
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByText('Du er frakoblet', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Meldesystem');
  await page.context().setOffline(false);
});
