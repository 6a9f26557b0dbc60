// The service as an agency runs it: haproxy (round-robin, no sticky sessions) in front of two instances of the built
// service on one PostgreSQL database with FILE_STORE=postgres. Sign-in through the embedded identity provider, a
// case's timeline, a note with an attachment uploaded (tus) and downloaded, a note written on the other instance
// arriving live; then the instance that served the live stream stops, haproxy's readiness check takes it out, and the
// app goes on through the other one.
import { expect, test } from './test';
import { signInOverHttp } from '../scripts/lib/oidc-sign-in';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { signInAs } from './fixtures';
import { haproxyBinary, postgresAnswers, startCluster, type Cluster } from './load-balancer-helpers';
import { downloadedBytes, noteCard, pdfFile, sha256 } from './notes-helpers';

const ONGOING = 20;
const LIVE = { timeout: 15_000 };
const binary = haproxyBinary();

let cluster: Cluster | undefined;

test.beforeAll(async () => {
  test.skip(!binary, 'haproxy is not installed (Debian: apt-get install haproxy; .ci/run installs it): no load-balancer test');
  test.skip(!(await postgresAnswers()), 'PostgreSQL does not answer on 127.0.0.1:5432: no load-balancer test');
  test.setTimeout(360_000);
  cluster = await startCluster(binary!);
});
test.afterAll(async () => {
  await cluster?.stop();
});

test('through haproxy over two instances the app signs in, sends and fetches a file, hears the other instance live, and outlives one instance', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { haproxy: lb, services } = cluster!;
  const context = await browser.newContext({ baseURL: lb.url });
  const page = await context.newPage();
  const servedBy = new Set<string>();
  /** The server of the page's newest live event stream (the page opens another when its token is refreshed). */
  let streamServer = '';
  page.on('response', (response) => {
    const server = response.headers()['x-served-by'];
    if (server) servedBy.add(server);
    if (server && /\/Acquisitions\/[^/]+\/events/.test(response.url()) && response.status() === 200) streamServer = server;
  });

  // Sign-in: every step of the identity provider's flow may land on either instance.
  await signInAs(page, 'saksbehandler.od');
  await expect(page.locator('tbody tr[data-npd-id]').first()).toBeVisible({ timeout: 30_000 });
  const id = await acquisitionIdByTitle(page, 'Troll havbunn', ONGOING);

  const streamOpened = () =>
    page.waitForResponse((r) => r.url().includes(`/Acquisitions/${id}/events`) && r.status() === 200, { timeout: 60_000 });
  const firstStream = streamOpened();
  await page.goto(`/${id}/timeline`);
  await expect(page.getByTestId('timeline-card').first()).toBeVisible({ timeout: 30_000 });
  expect((await firstStream).headers()['x-served-by']).toMatch(/^s[01]$/);

  // A note with a file: the upload's calls (tus) and the download go round-robin over both instances.
  await page.getByRole('button', { name: 'Nytt notat' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nytt notat' });
  const report = pdfFile('Rapport via lastbalanserer.pdf', 3_000_000, 7);
  await drawer.getByTestId('attachment-input').setInputFiles([report]);
  await expect(drawer.getByTestId('picked-attachment')).toHaveCount(1);
  const text = `Notat via lastbalanserer ${Date.now()}`;
  await drawer.getByLabel('Notat').fill(text);
  await drawer.getByRole('button', { name: 'Lagre' }).click();
  await expect(drawer).toBeHidden({ timeout: 60_000 });
  const links = noteCard(page, text).getByTestId('attachment-links');
  const { bytes } = await downloadedBytes(page, links.getByRole('button', { name: report.name }));
  expect(sha256(bytes)).toBe(sha256(report.buffer));
  expect([...servedBy].sort()).toEqual(['s0', 's1']);

  // Another user of the same party writes a note straight to the instance that does not serve this page's stream.
  const approver = await signInOverHttp(lb.url, 'godkjenner.od', 'meldesystem');
  const writeOn = async (baseUrl: string, messageContent: string) => {
    const response = await fetch(`${baseUrl}/DataAcquisition-service/Messages/${id}/note`, {
      method: 'POST',
      headers: { ...approver, 'content-type': 'application/json' },
      body: JSON.stringify({ messageContent }),
    });
    expect(response.status).toBe(201);
  };
  const fromOther = `Notat fra den andre instansen ${Date.now()}`;
  const listening = streamServer;
  await writeOn(services[1 - Number(listening.slice(1))]!.url, fromOther);
  await expect(noteCard(page, fromOther)).toBeVisible(LIVE);

  // The instance serving the stream stops (SIGTERM: readiness 503, streams ended, exit); haproxy's check takes it out.
  const stopped = streamServer;
  const reopened = streamOpened();
  await services[Number(stopped.slice(1))]!.stop();
  await expect.poll(() => lb.states(), { timeout: 30_000 }).toMatchObject({ [stopped]: expect.stringMatching(/^DOWN/) });
  // The page opens its stream again, now on the other instance, and hears a write made through the load balancer.
  expect((await reopened).headers()['x-served-by']).toBe(`s${1 - Number(stopped.slice(1))}`);
  const afterStop = `Notat etter stopp ${Date.now()}`;
  await writeOn(lb.url, afterStop);
  await expect(noteCard(page, afterStop)).toBeVisible(LIVE);

  // The app goes on: a reload, another note with a file, and both files fetched again.
  await page.reload();
  await expect(noteCard(page, text)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Nytt notat' }).click();
  const second = pdfFile('Etter stopp.pdf', 500_000, 9);
  await drawer.getByTestId('attachment-input').setInputFiles([second]);
  await expect(drawer.getByTestId('picked-attachment')).toHaveCount(1);
  const secondText = `Notat med fil etter stopp ${Date.now()}`;
  await drawer.getByLabel('Notat').fill(secondText);
  await drawer.getByRole('button', { name: 'Lagre' }).click();
  await expect(drawer).toBeHidden({ timeout: 60_000 });
  const secondLinks = noteCard(page, secondText).getByTestId('attachment-links');
  expect(sha256((await downloadedBytes(page, secondLinks.getByRole('button', { name: second.name }))).bytes)).toBe(sha256(second.buffer));
  expect(sha256((await downloadedBytes(page, links.getByRole('button', { name: report.name }))).bytes)).toBe(sha256(report.buffer));
  await context.close();
});
