import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../../src/domain/api-base';
import { api, createTestApp, type TestApp } from './helpers';

describe('serving the built web app', () => {
  let t: TestApp;
  let dir: string;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const html = { accept: 'text/html,application/xhtml+xml' };
  const preload = '<link rel="modulepreload" crossorigin href="/assets/index-abc123.js">';

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'web-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Meldesystem</title>');
    writeFileSync(path.join(dir, 'index.signed-in.html'), `<!doctype html><title>Meldesystem</title>${preload}`);
    writeFileSync(path.join(dir, 'assets/index-abc123.js'), script);
    // The build's best-compressed copy (scripts/build/precompress.ts): sent as it is to a browser that takes brotli.
    writeFileSync(path.join(dir, 'assets/index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
    writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Meldesystem"}');
    t = await createTestApp('pglite', { webDir: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html for the root and for routes of the app, never cached', async () => {
    for (const url of ['/', '/callback?code=x', '/12345/details']) {
      const res = await get(url, html);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Meldesystem</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("sends the page with the first screen's preloads only to a browser with a signed-in tab (the hint cookie)", async () => {
    for (const url of ['/', '/12345/details']) {
      const plain = await get(url, html);
      expect(plain.body).not.toContain('modulepreload');
      const signedIn = await get(url, { ...html, cookie: `other=1; ${SIGNED_IN_HINT_COOKIE}=1; more=2` });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.body).toContain(preload);
      expect(signedIn.headers['cache-control']).toBe('no-cache');
      expect(String(signedIn.headers.vary)).toMatch(/cookie/i);
      // Only the hint's own value counts.
      for (const cookie of [`${SIGNED_IN_HINT_COOKIE}=0`, `x${SIGNED_IN_HINT_COOKIE}=1`, `${SIGNED_IN_HINT_COOKIE}=`]) {
        expect((await get(url, { ...html, cookie })).body).not.toContain('modulepreload');
      }
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it("sends the build's brotli copy to a browser that takes it, with the file's type and caching", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(brotliCompressSync(script))).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    // Without brotli (no copy of its own): compressed as it is sent, or not at all.
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('never caches the service worker and the manifest', async () => {
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/manifest.webmanifest')).headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for missing files, the service paths and paths outside the directory', async () => {
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    const call = await get(api('/NoSuchCall'), html);
    expect(call.statusCode).toBe(404);
    expect(call.headers['content-type']).toContain('application/problem+json');
    expect((await get('/idp/nothing-here', html)).statusCode).toBe(404);
    expect((await get('/../../etc/passwd')).body).not.toContain('root:');
    expect((await get('/%2e%2e/%2e%2e/etc/passwd')).body).not.toContain('root:');
    expect((await get(api('/info'))).json()).toMatchObject({ inProduction: false });
  });

  it('never answers a service path with the app, however it is spelled', async () => {
    for (const url of [
      api('/NoSuchCall'),
      '/DataAcquisition-service',
      '/DataAcquisition-service?x=1',
      '//DataAcquisition-service/NoSuchCall',
      '/dataacquisition-service%2FNoSuchCall',
      '/%44ataAcquisition-service/NoSuchCall',
      '/DataAcquisition-service/%zz',
    ]) {
      const res = await get(url, html);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-type'], url).toContain('application/problem+json');
      expect(res.body, url).not.toContain('<title>Meldesystem</title>');
    }
    for (const url of ['/idp?x', '//idp/x', '/IDP/nothing']) {
      const res = await get(url, html);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('<title>Meldesystem</title>');
    }
  });
});
