// At sea (issue 25): two notes written with no network, the first with a 20 MB file. The link returns and the replay
// begins; halfway through the file the tab is closed. Opened again (signed in anew: no token is kept), the device shows
// how far the file came from what it kept in IndexedDB, asks the service (the first answer a 503), and continues from
// the byte the service confirmed: one upload created, every byte sent once, each note once, the file whole.
import { readFile } from 'node:fs/promises';
import { compactVerify, createLocalJWKSet } from 'jose';
import { expect, test, type Route } from './test';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { goOffline, goOnline, serviceGet } from './draft-offline-helpers';
import { signInAs, untilServiceWorkerControls } from './fixtures';
import { noteCard, pdfFile, sha256, storedCounts } from './notes-helpers';

const UPLOADS = '**/DataAcquisition-service/Uploads**';

test('a tab closed mid-replay and opened again: the upload continues from the offset kept on the device, nothing lost, nothing sent twice', async ({ page, context }, info) => {
  test.setTimeout(420_000);
  await signInAs(page, 'innmelder');
  await untilServiceWorkerControls(page);
  const id = await acquisitionIdByTitle(page, 'Troll havbunn', 20);
  await page.goto(`/${id}/timeline`);
  await expect(page.getByTestId('timeline-card').first()).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => page.evaluate((acquisitionId) => (localStorage.getItem('meldesystem.queryCache') ?? '').includes(acquisitionId), id))
    .toBe(true);

  // A file of its own on a retry: the service knows the first attempt's file by its hash, and the device then sends
  // no byte of it again (what this test is about would not happen).
  const big = pdfFile('Linjelogg stor.pdf', 20 * 1024 * 1024, 11 + info.retry);
  const half = big.buffer.length / 2;
  const first = `Notat med logg ${Date.now()}`;
  const second = `Notat uten vedlegg ${Date.now()}`;

  // What reaches the service: creations, and each PATCH's offset and bytes. The first PATCH from halfway on is held
  // (never answered) and the tab is closed while it waits; the first HEAD after the tab is opened again gets a 503.
  const creations: string[] = [];
  const patches: { offset: number; bytes: number; afterClose: boolean }[] = [];
  let held: Route | undefined;
  let heads = 0;
  let closed = false;
  await context.route(UPLOADS, async (route) => {
    const request = route.request();
    const method = request.method();
    if (method === 'PATCH') {
      const offset = Number(request.headers()['upload-offset']);
      patches.push({ offset, bytes: request.postDataBuffer()?.length ?? 0, afterClose: closed });
      // Held, not answered: whether its bytes reach the service as the tab closes is up to the browser.
      if (!closed && offset >= half) {
        held ??= route;
        return;
      }
    }
    if (method === 'HEAD' && closed && heads++ === 0) {
      await route.fulfill({ status: 503, body: '' });
      return;
    }
    if (method === 'POST') creations.push(request.url());
    await route.fallback();
  });

  await goOffline(context);
  await page.reload();
  await expect(page.getByTestId('cached-notice')).toBeVisible({ timeout: 30_000 });
  for (const [text, files] of [[first, [big]], [second, []]] as const) {
    await page.getByRole('button', { name: 'Nytt notat' }).click();
    const drawer = page.getByRole('dialog', { name: 'Nytt notat' });
    await drawer.getByLabel('Notat').fill(text);
    if (files.length > 0) {
      await drawer.getByTestId('attachment-input').setInputFiles([...files]);
      await expect(drawer.getByTestId('picked-attachment')).toHaveCount(1);
    }
    await drawer.getByRole('button', { name: 'Lagre' }).click();
    await expect(drawer).toBeHidden({ timeout: 60_000 });
  }
  await expect.poll(() => storedCounts(page)).toEqual({ outbox: 2, files: 1, chunks: 5 });

  // The link returns: the replay uploads the file until the PATCH from halfway waits; the device has kept the offset.
  await goOnline(context);
  await expect.poll(() => held !== undefined, { timeout: 120_000 }).toBe(true);
  const keptOffset = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('meldesystem');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const request = open.result.transaction('uploads').objectStore('uploads').getAll();
            request.onsuccess = () => {
              open.result.close();
              resolve(Math.max(0, ...(request.result as { offset?: number }[]).map((record) => record.offset ?? 0)));
            };
          };
        }),
    );
  await expect.poll(keptOffset).toBe(half);
  expect(patches.length).toBeGreaterThan(0);
  expect(creations).toHaveLength(1);

  // The tab is closed mid-replay; long enough ago that the identity provider's session has ended too.
  await page.close();
  closed = true;
  await held!.abort('connectionreset').catch(() => undefined);
  await context.clearCookies();
  const reopened = await context.newPage();
  await signInAs(reopened, 'innmelder', { path: `/${id}/timeline` });
  await reopened.waitForURL(`**/${id}/timeline`);
  const pending = reopened.getByTestId('pending-notes');
  await expect(pending).toContainText(first);
  await expect(pending).toContainText(second);
  // How far the file came, from what the device kept (before or while the service is asked again).
  await expect(pending.getByRole('progressbar').first()).toHaveAttribute('aria-label', /Lastet opp (5\d|[6-9]\d|100) %/, { timeout: 30_000 });
  await reopened.screenshot({ path: info.outputPath('closed-tab-resumed-1280.png') });

  await expect.poll(() => storedCounts(reopened), { timeout: 300_000, intervals: [1000] }).toEqual({ outbox: 0, files: 0, chunks: 0 });
  expect(heads).toBeGreaterThan(1);
  // One upload created; the upload went on from where the service stood, never from an earlier byte: every chunk
  // offered once (the held one at most twice), at most 1.1 times the file's size over the link.
  expect(creations).toHaveLength(1);
  const before = patches.filter((range) => !range.afterClose);
  const after = patches.filter((range) => range.afterClose);
  expect(after.length).toBeGreaterThan(0);
  expect(after.every((range) => range.offset >= half)).toBe(true);
  expect(new Set(before.map((range) => range.offset)).size).toBe(before.length);
  expect(new Set(after.map((range) => range.offset)).size).toBe(after.length);
  // Every byte offered: the ranges cover the file from its first byte to its last, with no gap. The held PATCH's first
  // bytes may reach the service as the tab closes (a run here: 64 KB of it); the upload then goes on from the byte the
  // service confirmed, which is no chunk boundary, so the offsets are not counted against the file's chunks.
  const covered = [...patches]
    .sort((a, b) => a.offset - b.offset)
    .reduce((end, range) => (range.offset <= end ? Math.max(end, range.offset + range.bytes) : end), 0);
  expect(covered).toBe(big.buffer.length);
  const offered = patches.reduce((sum, range) => sum + range.bytes, 0);
  expect(offered / big.buffer.length).toBeLessThanOrEqual(1.1);
  info.annotations.push({ type: 'bytes offered / file size', description: (offered / big.buffer.length).toFixed(3) });

  // The service holds each note once, the file whole.
  const timeline = (await serviceGet(reopened, `/Acquisitions/${id}/timeline`)).body as unknown as {
    messageContent: string;
    attachments: { name: string; size: number; sha256: string }[];
  }[];
  const withFile = timeline.filter((message) => message.messageContent === first);
  expect(withFile).toHaveLength(1);
  expect(withFile[0].attachments).toEqual([expect.objectContaining({ name: 'Linjelogg stor.pdf', size: big.buffer.length, sha256: sha256(big.buffer) })]);
  expect(timeline.filter((message) => message.messageContent === second)).toHaveLength(1);
  await expect(noteCard(reopened, first)).toHaveCount(1, { timeout: 30_000 });
  await expect(noteCard(reopened, second)).toHaveCount(1);
  await expect(pending).toHaveCount(0);

  // The device keeps the service's signed receipt of each: it names the case and the note, the times and the file's
  // SHA-256; downloaded, it verifies with the service's published key (jose, outside the browser), and in the dialog.
  const acquisition = (await serviceGet(reopened, `/Acquisitions/${id}`)).body as { name: string; npdId: number };
  await reopened.getByRole('button', { name: /Brukermeny/ }).click();
  await reopened.getByRole('menuitem', { name: 'Enhetens tilstand' }).click();
  const health = reopened.getByRole('dialog', { name: 'Enhetens tilstand' });
  const item = health.getByTestId('receipt-item').filter({ hasText: sha256(big.buffer) });
  await expect(item).toHaveCount(1, { timeout: 30_000 });
  await expect(item).toContainText(`${acquisition.name} (ID ${acquisition.npdId}): `);
  await expect(item).toContainText('Vedlegg Linjelogg stor.pdf, SHA-256:');
  await expect(item.getByTestId('receipt')).toHaveAttribute('data-state', 'signed');
  await expect(health.getByTestId('receipt-item').filter({ hasText: 'som melding' })).toHaveCount(0);
  const [download] = await Promise.all([reopened.waitForEvent('download'), item.getByRole('button', { name: 'Last ned kvittering' }).click()]);
  const document = JSON.parse(await readFile((await download.path())!, 'utf8')) as { jws: string; publicKeys: string; receipt: { files: { sha256: string }[]; acquisition: { id: string } } };
  const keys = await (await reopened.request.get(document.publicKeys)).json();
  const { payload } = await compactVerify(document.jws, createLocalJWKSet(keys));
  const signed = JSON.parse(new TextDecoder().decode(payload)) as typeof document.receipt;
  expect(signed).toEqual(document.receipt);
  expect(signed.acquisition.id).toBe(id);
  expect(signed.files.map((file) => file.sha256)).toEqual([sha256(big.buffer)]);
  await item.getByRole('button', { name: 'Kontroller signaturen' }).click();
  await expect(item.getByTestId('receipt-check')).toHaveText('Signaturen er gyldig: tjenesten har bekreftet mottaket.');
  await reopened.screenshot({ path: info.outputPath('signed-receipt-1280.png') });
  await reopened.setViewportSize({ width: 390, height: 844 });
  await item.scrollIntoViewIfNeeded();
  await reopened.screenshot({ path: info.outputPath('signed-receipt-390.png') });
});
