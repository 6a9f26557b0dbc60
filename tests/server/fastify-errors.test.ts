import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from './helpers';

/** Fastify's and Node's own refusals answer problem+json with a Norwegian detail key, like every other error. */
describe("the service's own errors", () => {
  let t: TestApp;
  let kari: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    kari = await t.signIn('innmelder');
  });
  afterAll(() => t.close());

  const expectProblem = (res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }, status: number, detail: string) => {
    expect(res.statusCode).toBe(status);
    expect(String(res.headers['content-type'])).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ type: 'about:blank', status, detail });
  };

  it('a malformed percent-escape in the path: 400 badUrl', async () => {
    for (const path of ['/Draft/%zz', '/Draft/%E0%A4%A', '/Licences/%/name']) {
      const res = await t.app.inject({ method: 'GET', url: api(path), headers: kari });
      expectProblem(res, 400, 'problems:request.badUrl');
      expect(res.json()).toMatchObject({ code: 'FST_ERR_BAD_URL', title: 'Bad Request' });
    }
  });

  it('a path parameter over 100 characters: 400 parameterTooLong (not 414 plain JSON)', async () => {
    for (const path of [`/Draft/${'a'.repeat(101)}`, `/Licences/${'1'.repeat(150)}/name`, `/Acquisition/${'x'.repeat(5000)}/Vessels`]) {
      const res = await t.app.inject({ method: 'GET', url: api(path), headers: kari });
      expectProblem(res, 400, 'problems:request.parameterTooLong');
      expect(res.json()).toMatchObject({ code: 'FST_ERR_MAX_PARAM_LENGTH' });
    }
  });

  it('unsupported media type 415, unreadable and empty JSON 400, a body too large 413', async () => {
    const post = (contentType: string, payload: string) =>
      t.app.inject({ method: 'POST', url: api('/Draft'), headers: { ...kari, 'content-type': contentType }, payload });
    expectProblem(await post('text/xml', '<a/>'), 415, 'problems:request.unsupportedMediaType');
    expect((await post('text/xml', '<a/>')).json().title).toBe('Unsupported Media Type');
    expectProblem(await post('application/json', '{"lawCategory":'), 400, 'problems:request.unreadable');
    expectProblem(await post('application/json', ''), 400, 'problems:request.unreadable');
    expectProblem(await post('application/json', '{"__proto__":{"admin":true}}'), 400, 'problems:request.unreadable');
    expectProblem(await post('application/json', `"${'x'.repeat(61 * 1024 * 1024)}"`), 413, 'problems:request.tooLarge');
  });

  it('a request the HTTP parser refuses: problem+json before the connection closes', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const malformed = await raw('GET /info HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(malformed).toMatch(/^HTTP\/1\.1 400 /);
    expect(malformed).toContain('Content-Type: application/problem+json');
    expect(JSON.parse(malformed.slice(malformed.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 400, detail: 'problems:request.unreadable' });
    const huge = await raw(`GET /info HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(70_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(huge.slice(huge.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 431, detail: 'problems:request.tooLarge' });
  });
});
