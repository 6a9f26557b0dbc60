// Attachments over a bad link and on loopback (issue 11), against the built service (PGlite):
// - a 50 MB upload (tus-js-client from Node, the same client as the browser's) through a TCP relay that cuts the
//   link three times (at 25, 50 and 75 % of the file): bytes that crossed the link / file size (aim <= 1.1);
// - upload and download throughput on loopback against a plain file copy of the same 50 MB (aim >= 0.5 of it).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tus from 'tus-js-client';
import { UPLOAD_CHUNK_BYTES } from '../../src/domain/rules/uploads';
import { signInOverHttp } from '../lib/oidc-sign-in';
import { freePort, startService } from '../lib/service-process';

const SIZE = 52_428_800;
const CUTS = [0.25, 0.5, 0.75];
const AIM = { resentRatio: 1.1, throughputRatio: 0.5 };
/** Demo acquisition 3 (Troll havbunn, ongoing) of Nordkapp Energi. */
const CASE = 'a6000000-0000-4000-a000-000000000003';

/** A 50 MB pdf as far as the content check goes (the %PDF magic), random after it so nothing compresses. */
function bigPdf(): Buffer {
  const file = randomBytes(SIZE);
  file.write('%PDF-1.4\n', 0, 'latin1');
  return file;
}

/** A relay between client and service that counts the bytes sent towards the service and cuts the link at given totals. */
async function cuttingRelay(targetPort: number, cutAt: number[]) {
  const port = await freePort();
  const state = { sent: 0, cuts: 0 };
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    // With backpressure, like a link: the relay holds no more than a socket's buffer, so a cut loses what a real
    // link would have in flight, not megabytes queued in this process.
    client.on('data', (chunk: Buffer) => {
      state.sent += chunk.length;
      if (!upstream.write(chunk)) client.pause();
      if (state.cuts < cutAt.length && state.sent >= cutAt[state.cuts]!) {
        state.cuts++;
        close();
      }
    });
    upstream.on('drain', () => client.resume());
    upstream.on('data', (chunk: Buffer) => {
      if (!client.write(chunk)) upstream.pause();
    });
    client.on('drain', () => upstream.resume());
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, state, close: () => { for (const s of sockets) s.destroy(); server.close(); } };
}

function upload(endpoint: string, headers: Record<string, string>, file: Buffer, attachmentId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const sha256 = createHash('sha256').update(file).digest('hex');
    const job = new tus.Upload(file, {
      endpoint,
      headers,
      // The web client's chunk size (src/web/offline/file-upload.ts): the bench measures what the app does.
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: [0, 250, 500, 1000, 2000, 4000],
      metadata: { attachmentId, acquisitionId: CASE, filename: 'Måleresultater.pdf', sha256 },
      fingerprint: async () => attachmentId,
      storeFingerprintForResuming: false,
      onError: reject,
      onSuccess: () => resolve(),
    });
    job.start();
  });
}

/** CPU time (ms) the service process has used, all its threads: utime + stime of /proc/<pid>/stat (ticks of 10 ms). */
const processCpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const seconds = (ms: number) => ms / 1000;
const mbps = (ms: number) => SIZE / 1_048_576 / seconds(ms);

export async function run(): Promise<void> {
  const service = await startService();
  const scratch = mkdtempSync(path.join(tmpdir(), 'uploads-bench-'));
  try {
    const api = `${service.url}/DataAcquisition-service`;
    const headers = await signInOverHttp(service.url, 'innmelder', 'meldesystem');
    const file = bigPdf();

    // 1. Over a link cut three times.
    const relay = await cuttingRelay(service.port, CUTS.map((f) => Math.round(f * SIZE)));
    const cutId = randomUUID();
    await upload(`${relay.url}/DataAcquisition-service/Uploads`, headers, file, cutId);
    relay.close();
    const ratio = relay.state.sent / SIZE;
    console.log(
      `50 MB upload over a link cut ${relay.state.cuts} times: ${(relay.state.sent / 1_048_576).toFixed(1)} MB sent for ${(SIZE / 1_048_576).toFixed(0)} MB, ratio ${ratio.toFixed(3)} (aim <= ${AIM.resentRatio}) ${ratio <= AIM.resentRatio ? 'OK' : 'OVER AIM'}`,
    );

    // 2. Loopback: upload, link to a note, download; a plain copy of the same bytes on the same disk.
    const source = path.join(scratch, 'source.pdf');
    writeFileSync(source, file);
    let started = performance.now();
    await pipeline(createReadStream(source), createWriteStream(path.join(scratch, 'copy.pdf')));
    const copyMs = performance.now() - started;
    const id = randomUUID();
    const cpuBefore = processCpuMs(service.child.pid!);
    started = performance.now();
    await upload(`${api}/Uploads`, headers, file, id);
    const uploadMs = performance.now() - started;
    const uploadCpuMs = processCpuMs(service.child.pid!) - cpuBefore;
    const note = await fetch(`${api}/Messages/${CASE}/note`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ messageContent: 'Måleresultater (benchmark)', attachmentIds: [id, cutId] }),
    });
    if (note.status !== 201) throw new Error(`POST note answered ${note.status} ${await note.text()}`);
    const { messageId } = (await note.json()) as { messageId: string };
    started = performance.now();
    const download = await fetch(`${api}/Messages/${messageId}/attachment/${id}`, { method: 'POST', headers });
    const hash = createHash('sha256');
    for await (const chunk of download.body as unknown as AsyncIterable<Uint8Array>) hash.update(chunk);
    const downloadMs = performance.now() - started;
    if (hash.digest('hex') !== createHash('sha256').update(file).digest('hex')) throw new Error('the download differs from the upload');
    const up = mbps(uploadMs) / mbps(copyMs);
    const down = mbps(downloadMs) / mbps(copyMs);
    console.log(`plain file copy of 50 MB: ${copyMs.toFixed(0)} ms (${mbps(copyMs).toFixed(0)} MB/s)`);
    console.log(`upload on loopback (tus, hashed and sniffed): ${uploadMs.toFixed(0)} ms (${mbps(uploadMs).toFixed(0)} MB/s), ${up.toFixed(2)} of the copy (aim >= ${AIM.throughputRatio}) ${up >= AIM.throughputRatio ? 'OK' : 'UNDER AIM'}`);
    console.log(`the service's CPU time for that upload (independent of the machine's load): ${uploadCpuMs.toFixed(0)} ms`);
    console.log(`download on loopback: ${downloadMs.toFixed(0)} ms (${mbps(downloadMs).toFixed(0)} MB/s), ${down.toFixed(2)} of the copy (aim >= ${AIM.throughputRatio}) ${down >= AIM.throughputRatio ? 'OK' : 'UNDER AIM'}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    await service.stop();
  }
}
