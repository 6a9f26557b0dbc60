import { readFileSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestCertificate } from '../../scripts/lib/test-certificate';
import { configFromEnv } from '../../src/server/config';
import { api, createTestApp, type TestApp } from './helpers';

/** One request over HTTP/2 with the test certificate trusted: status, protocol and body. */
function h2Get(origin: string, ca: Buffer, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; encoding?: string }>((resolve, reject) => {
    const session = http2.connect(origin, { ca });
    session.on('error', reject);
    const stream = session.request({ ':path': path, ...headers });
    let status = 0;
    let encoding: string | undefined;
    const chunks: Buffer[] = [];
    stream.on('response', (h) => {
      status = Number(h[':status']);
      encoding = h['content-encoding'] as string | undefined;
    });
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      session.close();
      resolve({ status, body: Buffer.concat(chunks).toString('utf8'), encoding });
    });
    stream.on('error', reject);
  });
}

describe('HTTPS with HTTP/2 (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  let t: TestApp;
  let origin: string;
  let ca: Buffer;

  beforeAll(async () => {
    const files = makeTestCertificate();
    ca = readFileSync(files.certFile);
    t = await createTestApp('pglite', {
      tls: configFromEnv({ TLS_CERT_FILE: files.certFile, TLS_KEY_FILE: files.keyFile }).tls,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `https://localhost:${(t.app.server.address() as AddressInfo).port}`;
  }, 180_000);
  afterAll(() => t?.close());

  it('answers a browser over HTTP/2, calls with a session and validation problems included', async () => {
    const info = await h2Get(origin, ca, api('/info'));
    expect(info.status).toBe(200);
    expect(JSON.parse(info.body)).toHaveProperty('version');
    const headers = await t.signIn('saksbehandler.od');
    const overview = await h2Get(
      origin,
      ca,
      api('/Overview/view?Query=status%3D1%2C20%2C30%2C10&OrderBy=startDate&Order=desc&PageSize=5&Page=1'),
      headers,
    );
    expect(overview.status, overview.body).toBe(200);
    expect(JSON.parse(overview.body)).toMatchObject({
      page: 1,
      pageSize: 5,
      items: expect.arrayContaining([expect.objectContaining({ npdId: expect.any(Number) })]),
    });
    const bad = await h2Get(origin, ca, api('/Overview/view?PageSize=-1'), headers);
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('PageSize');
    expect((await h2Get(origin, ca, api('/Overview/view'))).status).toBe(401);
  });

  it('still answers HTTP/1.1 clients over TLS (allowHTTP1)', async () => {
    const res = await new Promise<{ status: number; version: string }>((resolve, reject) => {
      https
        .get(`${origin}${api('/info')}`, { ca }, (r) => {
          r.resume();
          resolve({ status: r.statusCode ?? 0, version: r.httpVersion });
        })
        .on('error', reject);
    });
    expect(res).toEqual({ status: 200, version: '1.1' });
  });
});

describe('TLS configuration', () => {
  it('takes the certificate and key together or not at all, and makes the default public address https', () => {
    expect(configFromEnv({}).tls).toBeUndefined();
    expect(configFromEnv({}).publicUrl).toBe('http://localhost:8080');
    expect(() => configFromEnv({ TLS_CERT_FILE: '/x/cert.pem' })).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE/);
    expect(() => configFromEnv({ TLS_KEY_FILE: '/x/key.pem' })).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE/);
    const files = makeTestCertificate();
    const config = configFromEnv({
      TLS_CERT_FILE: files.certFile,
      TLS_KEY_FILE: files.keyFile,
      PORT: '8443',
    });
    expect(config.tls?.cert.toString()).toContain('BEGIN CERTIFICATE');
    expect(config.publicUrl).toBe('https://localhost:8443');
  });
});
