// A 20 MB upload through a link that fails a third of the HEAD and creation calls and cuts chunks midway (issue 25),
// against the built service: tus-js-client from Node with the web client's HEAD-guarding stack
// (src/web/offline/upload-http-stack.ts). Figures: bytes of file data that crossed the link / file size (aim <= 1.1)
// and the uploads created on the service (aim: exactly one).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import * as tus from 'tus-js-client';
import { UPLOAD_CHUNK_BYTES } from '../../src/domain/rules/uploads';
import { headGuardingStack } from '../../src/web/offline/upload-http-stack';
import { signInOverHttp } from '../lib/oidc-sign-in';
import { freePort, startService } from '../lib/service-process';

const SIZE = 20 * 1_048_576;
const AIM = { resentRatio: 1.1, created: 1 };
/** Demo acquisition 3 (Troll havbunn, ongoing) of Nordkapp Energi. */
const CASE = 'a6000000-0000-4000-a000-000000000003';

/**
 * An HTTP relay in front of the service: every third HEAD is answered 503 by the 'gateway'; every third creation
 * (POST) reaches the service but its answer is lost (the connection is closed); the first three PATCHes are cut
 * after half their bytes. Counts the PATCH bytes forwarded and the distinct uploads the service answered.
 */
async function flakyRelay(targetPort: number) {
  const port = await freePort();
  const state = { sent: 0, heads: 0, posts: 0, patches: 0, failedHeads: 0, lostCreations: 0, cutPatches: 0, locations: new Set<string>() };
  const server = createServer((client: IncomingMessage, answer: ServerResponse) => {
    const method = client.method ?? 'GET';
    if (method === 'HEAD' && ++state.heads % 3 === 0) {
      state.failedHeads++;
      answer.writeHead(503).end();
      client.resume();
      return;
    }
    const losesAnswer = method === 'POST' && ++state.posts % 3 === 1;
    const cutAfter = method === 'PATCH' && ++state.patches <= 3 ? Number(client.headers['content-length'] ?? 0) / 2 : Infinity;
    const upstream = httpRequest({ host: '127.0.0.1', port: targetPort, method, path: client.url, headers: client.headers }, (response) => {
      const location = response.headers.location;
      if (method === 'POST' && response.statusCode === 201 && location) state.locations.add(location);
      if (losesAnswer) {
        state.lostCreations++;
        response.resume();
        client.socket.destroy();
        return;
      }
      answer.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(answer);
    });
    upstream.on('error', () => client.socket.destroy());
    let forwarded = 0;
    client.on('data', (chunk: Buffer) => {
      if (method === 'PATCH') state.sent += chunk.length;
      forwarded += chunk.length;
      upstream.write(chunk);
      if (forwarded >= cutAfter) {
        state.cutPatches++;
        upstream.destroy();
        client.socket.destroy();
      }
    });
    client.on('end', () => upstream.end());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, state, close: () => server.close() };
}

function upload(endpoint: string, headers: Record<string, string>, file: Buffer, attachmentId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const sha256 = createHash('sha256').update(file).digest('hex');
    const job = new tus.Upload(file, {
      endpoint,
      headers,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: [0, 100, 250, 500, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
      metadata: { attachmentId, acquisitionId: CASE, filename: 'Måleresultater.pdf', sha256 },
      fingerprint: async () => attachmentId,
      storeFingerprintForResuming: false,
      httpStack: headGuardingStack(new tus.DefaultHttpStack({})),
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        return status === 0 || status === 409 || status === 423 || status >= 500;
      },
      onError: reject,
      onSuccess: () => resolve(),
    });
    job.start();
  });
}

export async function run(): Promise<void> {
  const service = await startService();
  try {
    const headers = await signInOverHttp(service.url, 'innmelder', 'meldesystem');
    const file = randomBytes(SIZE);
    file.write('%PDF-1.4\n', 0, 'latin1');
    const relay = await flakyRelay(service.port);
    await upload(`${relay.url}/DataAcquisition-service/Uploads`, headers, file, randomUUID());
    relay.close();
    const s = relay.state;
    const ratio = s.sent / SIZE;
    console.log(
      `20 MB upload, ${s.failedHeads} of ${s.heads} HEADs answered 503, ${s.lostCreations} of ${s.posts} creations' answers lost, ${s.cutPatches} chunks cut: ` +
        `${(s.sent / 1_048_576).toFixed(1)} MB sent, ratio ${ratio.toFixed(3)} (aim <= ${AIM.resentRatio}) ${ratio <= AIM.resentRatio ? 'OK' : 'OVER AIM'}; ` +
        `uploads created on the service: ${s.locations.size} (aim ${AIM.created}) ${s.locations.size === AIM.created ? 'OK' : 'OVER AIM'}`,
    );
  } finally {
    await service.stop();
  }
}
