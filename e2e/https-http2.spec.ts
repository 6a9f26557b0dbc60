// The service as deployed behind its own certificate (TLS_CERT_FILE, TLS_KEY_FILE): HTTPS, with HTTP/2 for the
// browser. Sign-in through the embedded identity provider, the overview, and an acquisition's timeline with its live
// event stream, all over HTTP/2, on a service of its own with a test certificate.
import { expect, test } from 'playwright/test';
import { startService, type ServiceProcess } from '../scripts/lib/service-process';
import { makeTestCertificate } from '../scripts/lib/test-certificate';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { signInAs } from './fixtures';

let service: ServiceProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  service = await startService({}, undefined, [], makeTestCertificate());
});
test.afterAll(async () => {
  await service?.stop();
});

test('over HTTPS the app signs in, shows the overview and streams live events, all over HTTP/2', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  expect(service.url).toMatch(/^https:/);
  const context = await browser.newContext({ baseURL: service.url, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await signInAs(page, 'saksbehandler.od');
  await expect(page.locator('tbody tr[data-npd-id]').first()).toBeVisible({ timeout: 30_000 });
  const protocols = await page.evaluate(() => [
    ...new Set(
      performance.getEntriesByType('resource').map((e) => (e as PerformanceResourceTiming).nextHopProtocol),
    ),
  ]);
  expect(protocols).toEqual(['h2']);
  expect(
    await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
    ),
  ).toBe('h2');

  const id = await acquisitionIdByTitle(page, 'Troll havbunn', 20);
  const stream = page.waitForResponse(
    (r) => r.url().includes(`/Acquisitions/${id}/events`) && r.status() === 200,
    {
      timeout: 60_000,
    },
  );
  await page.goto(`/${id}/timeline`);
  await expect(page.getByTestId('timeline-card').first()).toBeVisible({ timeout: 30_000 });
  await stream;
  await context.close();
});
