import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from './helpers';

describe('serving the built web app', () => {
  let t: TestApp;
  let dir: string;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const html = { accept: 'text/html,application/xhtml+xml' };
  const inline = "try{if(sessionStorage.getItem('meldesystem.token')){}}catch(e){}";

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'web-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>Meldesystem</title><script>${inline}</script>`);
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

  it("allows the page's own inline script by its hash, and no other inline script", async () => {
    const hash = `sha256-${createHash('sha256').update(inline).digest('base64')}`;
    for (const url of ['/', '/12345/details']) {
      const csp = (await get(url, html)).headers['content-security-policy'] as string;
      const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src'));
      expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' '${hash}'`);
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
