// A notifier at sea: a note with a 20 MB attachment written with no network waits on the device (files and all, across
// a reload), and when the link returns it is sent once, its file resumed after two cuts halfway, whole (same SHA-256).
import { expect, test } from './test';
import { acquisitionIdByTitle } from './acquisition-helpers';
import { goOffline, goOnline, serviceGet } from './draft-offline-helpers';
import { signInAs, untilServiceWorkerControls } from './fixtures';
import { downloadedBytes, noteCard, pdfFile, sha256, storedCounts } from './notes-helpers';

test('a note with a 20 MB attachment written offline reaches the service once and whole after two cuts', async ({ page, context }, info) => {
  test.setTimeout(420_000);
  await signInAs(page, 'innmelder');
  await untilServiceWorkerControls(page);
  const id = await acquisitionIdByTitle(page, 'Troll havbunn', 20);
  await page.goto(`/${id}/timeline`);
  await expect(page.getByTestId('timeline-card').first()).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => page.evaluate((acquisitionId) => (localStorage.getItem('meldesystem.queryCache') ?? '').includes(acquisitionId), id))
    .toBe(true);

  const big = pdfFile('Seismikkrapport stor.pdf', 20 * 1024 * 1024, 7);
  const half = big.buffer.length / 2;
  const text = `Notat fra båten ${Date.now()}`;
  // The upload's PATCHes: the first two that reach halfway are cut (the link drops mid-file).
  const patchOffsets: number[] = [];
  let cuts = 0;
  await context.route('**/DataAcquisition-service/Uploads**', async (route) => {
    const request = route.request();
    if (request.method() === 'PATCH') {
      const offset = Number(request.headers()['upload-offset']);
      patchOffsets.push(offset);
      if (offset >= half && cuts < 2) {
        cuts += 1;
        await route.abort('connectionreset');
        return;
      }
    }
    await route.fallback();
  });

  await goOffline(context);
  await page.reload();
  await expect(page.getByTestId('cached-notice')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Nytt notat' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nytt notat' });
  await drawer.getByLabel('Notat').fill(text);
  await drawer.getByTestId('attachment-input').setInputFiles([big]);
  await expect(drawer.getByTestId('picked-attachment')).toHaveCount(1);
  await drawer.getByRole('button', { name: 'Lagre' }).click();
  await expect(drawer).toBeHidden({ timeout: 60_000 });
  await expect(page.getByTestId('pending-notes')).toContainText('venter på å bli sendt');
  // Kept on the device: one entry, the file in 4 MB ArrayBuffer chunks (5 for 20 MB).
  await expect.poll(() => storedCounts(page)).toEqual({ outbox: 1, files: 1, chunks: 5 });

  // A reload (or a closed tab) loses nothing.
  await page.reload();
  await expect(page.getByTestId('pending-notes')).toContainText(text);
  expect(await storedCounts(page)).toEqual({ outbox: 1, files: 1, chunks: 5 });
  expect(patchOffsets).toEqual([]);
  await page.getByTestId('pending-notes').scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('notes-pending-1280.png') });

  await goOnline(context);
  await expect.poll(() => storedCounts(page), { timeout: 300_000, intervals: [1000] }).toEqual({ outbox: 0, files: 0, chunks: 0 });
  expect(cuts).toBe(2);
  // Resumed, not restarted: after the first cut no PATCH starts from zero again.
  const firstCut = patchOffsets.findIndex((offset) => offset >= half);
  expect(patchOffsets.slice(firstCut).every((offset) => offset >= half)).toBe(true);

  // One note, with the whole file (the service's SHA-256 is the file's).
  const timeline = (await serviceGet(page, `/Acquisitions/${id}/timeline`)).body as unknown as {
    messageContent: string;
    capturedAt: string | null;
    attachments: { name: string; size: number; sha256: string }[];
  }[];
  const ours = timeline.filter((message) => message.messageContent === text);
  expect(ours).toHaveLength(1);
  expect(ours[0].attachments).toEqual([
    expect.objectContaining({ name: 'Seismikkrapport stor.pdf', size: big.buffer.length, sha256: sha256(big.buffer) }),
  ]);
  expect(ours[0].capturedAt).toBeTruthy();
  const card = noteCard(page, text);
  await expect(card).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('pending-notes')).toHaveCount(0);
  const { bytes } = await downloadedBytes(page, card.getByRole('button', { name: 'Seismikkrapport stor.pdf' }));
  expect(sha256(bytes)).toBe(sha256(big.buffer));
});
