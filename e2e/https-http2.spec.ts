// The service as deployed behind its own certificate (TLS_CERT_FILE, TLS_KEY_FILE): HTTPS, with HTTP/2 for the
// browser. Sign-in through the embedded identity provider, the overview, an acquisition's timeline with its live
// event stream, and a note with an attachment uploaded (tus) and downloaded, all over HTTP/2, on a service of its own
// with a test certificate.
import { expect, test } from './test';
import { startService, type ServiceProcess } from '../scripts/lib/service-process';
import { makeTestCertificate } from '../scripts/lib/test-certificate';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { signInAs } from './fixtures';
import { downloadedBytes, noteCard, pdfFile, sha256 } from './notes-helpers';

let service: ServiceProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  service = await startService({}, undefined, [], makeTestCertificate());
});
test.afterAll(async () => {
  await service?.stop();
});

test('over HTTPS the app signs in, shows the overview, streams live events and sends and fetches a file, all over HTTP/2', async ({
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

  // A note with a file: the upload (tus, resumable) and the download go over HTTP/2 too.
  await page.getByRole('button', { name: 'Nytt notat' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nytt notat' });
  const report = pdfFile('Rapport over HTTP2.pdf', 40_000, 5);
  await drawer.getByTestId('attachment-input').setInputFiles([report]);
  await expect(drawer.getByTestId('picked-attachment')).toHaveCount(1);
  const text = `Notat over HTTP/2 ${Date.now()}`;
  await drawer.getByLabel('Notat').fill(text);
  await drawer.getByRole('button', { name: 'Lagre' }).click();
  await expect(drawer).toBeHidden({ timeout: 60_000 });
  const links = noteCard(page, text).getByTestId('attachment-links');
  const { bytes } = await downloadedBytes(page, links.getByRole('button', { name: report.name }));
  expect(sha256(bytes)).toBe(sha256(report.buffer));
  const calls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      // Answers from the browser's cache name no protocol.
      .filter(
        (e) =>
          e.name.includes('/DataAcquisition-service/') && (e as PerformanceResourceTiming).transferSize > 0,
      )
      .map((e) => [(e as PerformanceResourceTiming).nextHopProtocol, e.name] as const),
  );
  expect(calls.some(([, name]) => name.includes('/Uploads/'))).toBe(true);
  expect(calls.filter(([protocol]) => protocol !== 'h2')).toEqual([]);
  await context.close();
});
