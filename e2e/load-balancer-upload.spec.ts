// Issue 28 through a real load balancer: haproxy (round-robin, no stickiness) over two instances on one PostgreSQL
// (FILE_STORE=postgres). The company's notifier sends its weekly report with a 20 MB file (as an inquiry to the
// regulator: a week report carries no files, docs/decisions.md); the instance receiving the upload is killed
// (SIGKILL) once 30 % of the file has arrived, and the upload goes on through the other from the confirmed offset.
// The regulator's open page shows the message live; the file is fetched through each instance and through haproxy
// with the same SHA-256; the message and the file are stored once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './test';
import { UPLOAD_CHUNK_BYTES } from '../src/domain/rules/uploads';
import { startService } from '../scripts/lib/service-process';
import { signInOverHttp } from '../scripts/lib/oidc-sign-in';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { signInAs } from './fixtures';
import { haproxyBinary, metric, postgresAnswers, rows, startCluster, type Cluster } from './load-balancer-helpers';
import { downloadedBytes, noteCard, onDisk, pdfFile, sha256, storedCounts } from './notes-helpers';

const ONGOING = 20;
const TOKEN = 'e2e-metrics-token';
const RECEIVED = 'meldesystem_upload_bytes_received_total';
const IN_PROGRESS = 'meldesystem_uploads_in_progress';
/** Bytes per second the sender's browser may send: a 2 MB PATCH takes about a second, so one is caught mid-way. */
const UPLOAD_RATE = 2_000_000;
/** haproxy's default tune.bufsize: no request's header section is larger. */
const HEADER_LIMIT = 16_384;
const binary = haproxyBinary();

let cluster: Cluster | undefined;
let fileDir = '';

test.beforeAll(async () => {
  test.skip(!binary, 'haproxy is not installed (Debian: apt-get install haproxy; .ci/run installs it): no load-balancer test');
  test.skip(!(await postgresAnswers()), 'PostgreSQL does not answer on 127.0.0.1:5432: no load-balancer test');
  test.setTimeout(360_000);
  cluster = await startCluster(binary!, { METRICS_TOKEN: TOKEN });
  fileDir = mkdtempSync(path.join(tmpdir(), 'meldesystem-lb-upload-'));
});
test.afterAll(async () => {
  await cluster?.stop();
  if (fileDir) rmSync(fileDir, { recursive: true, force: true });
});

test('a weekly report with a 20 MB file outlives the instance receiving it (killed mid-upload), arrives live at the regulator, and downloads whole through either instance, once', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { haproxy: lb, services, database, env } = cluster!;
  const failedChunks: string[] = [];
  const watch = (page: Page) => {
    page.on('pageerror', (error) => {
      if (/dynamically imported module/i.test(error.message)) failedChunks.push(error.message);
    });
    page.on('console', (message) => {
      if (/dynamically imported module/i.test(message.text())) failedChunks.push(message.text());
    });
  };

  // The regulator's case handler has the case open (its live stream on either instance).
  const regulatorContext = await browser.newContext({ baseURL: lb.url });
  const regulator = await regulatorContext.newPage();
  watch(regulator);
  await signInAs(regulator, 'saksbehandler.od');
  const id = await acquisitionIdByTitle(regulator, 'Troll havbunn', ONGOING);
  await regulator.goto(`/${id}/timeline`);
  await expect(regulator.getByTestId('timeline-card').first()).toBeVisible({ timeout: 30_000 });
  await regulator.evaluate(() => Object.assign(window, { __notReloaded: true }));

  // The company's notifier writes the weekly report with its file.
  const senderContext = await browser.newContext({ baseURL: lb.url });
  const sender = await senderContext.newPage();
  watch(sender);
  await signInAs(sender, 'innmelder', { path: `/${id}/timeline` });
  await expect(sender.getByTestId('timeline-card').first()).toBeVisible({ timeout: 30_000 });
  await sender.getByRole('button', { name: 'Ny henvendelse' }).click();
  const drawer = sender.getByTestId('message-drawer');
  const report = pdfFile('Ukerapport uke 48.pdf', 20 * 1024 * 1024, 48);
  const size = report.buffer.length;
  await drawer.getByTestId('attachment-input').setInputFiles(await onDisk(path.join(fileDir, report.name), report));
  await expect(drawer.getByTestId('picked-attachment')).toHaveCount(1);
  const text = `Ukerapport uke 48 via lastbalanserer ${Date.now()}`;
  await drawer.getByLabel('Melding').fill(text);

  // The sender's uplink is slowed (as at sea), so the instance receiving a PATCH can be caught receiving it.
  const cdp = await senderContext.newCDPSession(sender);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: UPLOAD_RATE });
  const received = () => Promise.all(services.map((s) => metric(s.url, TOKEN, RECEIVED)));
  const before = await received();
  const logFrom = lb.requests().length;
  await drawer.getByRole('button', { name: 'Send' }).click();

  // Once 30 % of the file has arrived, the instance in the middle of receiving a PATCH (each is one whole chunk of the
  // file, so what it received past its last whole chunk is how far the current one came) is killed.
  let victim = -1;
  const deadline = Date.now() + 120_000;
  while (victim < 0) {
    const [now, busy] = await Promise.all([received(), Promise.all(services.map((s) => metric(s.url, TOKEN, IN_PROGRESS)))]);
    const arrived = now.reduce((sum, value, i) => sum + value - before[i]!, 0);
    expect(arrived, 'the upload ended before an instance could be caught receiving it').toBeLessThan(size);
    expect(Date.now(), 'no 30 % of the upload within 120 s').toBeLessThan(deadline);
    const midChunk = (i: number) => {
      const part = (now[i]! - before[i]!) % UPLOAD_CHUNK_BYTES;
      return part > 0.05 * UPLOAD_CHUNK_BYTES && part < 0.6 * UPLOAD_CHUNK_BYTES;
    };
    if (arrived >= 0.3 * size) victim = busy.findIndex((count, i) => count >= 1 && midChunk(i));
    if (victim < 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const dead = services[victim]!;
  const exited = new Promise((resolve) => dead.child.once('exit', resolve));
  dead.child.kill('SIGKILL');
  await exited;
  const [victimName, survivorName] = [`s${victim}`, `s${1 - victim}`];

  // The upload goes on through the other instance; the report reaches the regulator live (no reload there).
  const regulatorCard = noteCard(regulator, text);
  await expect(regulatorCard).toBeVisible({ timeout: 120_000 });
  await expect(drawer).toBeHidden({ timeout: 30_000 });
  expect(await regulator.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  // haproxy's log (in the order the requests ended): the PATCH cut on the killed instance, and every PATCH after it
  // confirmed by the other one.
  const patches = lb.requests().slice(logFrom).filter((r) => r.method === 'PATCH' && r.uri.includes('/Uploads/'));
  const cut = patches.findIndex((r) => r.server === victimName && r.status !== 204);
  expect(cut, 'a PATCH was cut on the killed instance').toBeGreaterThanOrEqual(0);
  const resumed = patches.slice(cut + 1).filter((r) => r.status === 204);
  expect(resumed.length, 'PATCHes confirmed after the kill').toBeGreaterThan(0);
  expect(new Set(resumed.map((p) => p.server))).toEqual(new Set([survivorName]));
  // Resumed, not started over: the browser offered the file once plus at most the one chunk cut by the kill, and the
  // requests' header sections (each at most haproxy's 16 kB buffer).
  const offered = patches.reduce((sum, p) => sum + p.uploaded, 0);
  expect(offered).toBeGreaterThanOrEqual(size);
  expect(offered).toBeLessThanOrEqual(size + UPLOAD_CHUNK_BYTES + patches.length * HEADER_LIMIT);

  // Nothing lost, nothing twice: one message, one stored file with the file's hash, the device's outbox empty.
  const hash = sha256(report.buffer);
  const messages = await rows<{ id: string }>(database.url, 'select id from messages where content = $1', [text]);
  expect(messages).toHaveLength(1);
  const files = await rows<{ id: string; message_id: string; size: number }>(
    database.url,
    'select id, message_id, size from attachments where sha256 = $1',
    [hash],
  );
  expect(files).toEqual([{ id: expect.any(String), message_id: messages[0]!.id, size }]);
  await expect.poll(() => storedCounts(sender), { timeout: 30_000 }).toEqual({ outbox: 0, files: 0, chunks: 0 });
  await expect(noteCard(sender, text)).toHaveCount(1, { timeout: 30_000 });
  await expect(regulatorCard).toHaveCount(1);

  // The killed instance starts again where it was; haproxy takes it back once it is ready.
  services[victim] = await startService({ ...env, PORT: String(dead.port) });
  await dead.stop();
  await expect.poll(() => lb.states(), { timeout: 30_000 }).toEqual({ s0: 'UP', s1: 'UP' });

  // The file, whole, from each instance directly and through haproxy in both browsers.
  const headers = await signInOverHttp(lb.url, 'saksbehandler.od', 'meldesystem');
  for (const service of services) {
    const response = await fetch(`${service.url}/DataAcquisition-service/Messages/${messages[0]!.id}/attachment/${files[0]!.id}`, {
      method: 'POST',
      headers,
    });
    expect(response.status).toBe(200);
    expect(sha256(Buffer.from(await response.arrayBuffer())), `downloaded through ${service.url}`).toBe(hash);
  }
  for (const page of [regulator, sender]) {
    const link = noteCard(page, text).getByTestId('attachment-links').getByRole('button', { name: report.name });
    expect(sha256((await downloadedBytes(page, link)).bytes)).toBe(hash);
  }
  expect(failedChunks).toEqual([]);
  await senderContext.close();
  await regulatorContext.close();
});
