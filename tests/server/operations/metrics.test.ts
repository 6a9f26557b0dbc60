import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../helpers';

const TOKEN = 'metrics-test-token';

describe('GET /metrics', () => {
  let t: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { metricsToken: TOKEN });
    closed = await createTestApp('pglite');
  }, 600_000);
  afterAll(async () => {
    await t?.close();
    await closed?.close();
  });

  it('is closed without METRICS_TOKEN, and refuses a missing or wrong token', async () => {
    expect((await closed.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
  });

  it('exposes the request, stream, replay, upload, geometry pool and database pool series in Prometheus text format', async () => {
    expect((await t.app.inject({ method: 'GET', url: api('/info') })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(/meldesystem_http_request_duration_seconds_count\{method="GET",route="\/DataAcquisition-service\/info",status="200"\} [1-9]/);
    for (const series of [
      'meldesystem_event_streams_open 0',
      'meldesystem_idempotent_replays_total',
      'meldesystem_uploads_in_progress',
      'meldesystem_upload_bytes_received_total',
      'meldesystem_geometry_pool_queue',
      'meldesystem_geometry_pool_timeouts_total',
      'meldesystem_db_pool_connections{state="total"}',
      'process_resident_memory_bytes',
    ]) {
      expect(text).toContain(series);
    }
  });

  it('counts a replay of the same Idempotency-Key', async () => {
    const headers = await t.signIn('innmelder');
    const replays = async () => {
      const text = (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
      return Number(/^meldesystem_idempotent_replays_total (\d+)/m.exec(text)?.[1]);
    };
    const before = await replays();
    const call = {
      method: 'PUT' as const,
      url: api('/UserProfile/saveDaqUserInformation'),
      headers: { ...headers, 'idempotency-key': 'metrics-replay-1' },
      payload: { email: 'innmelder@example.com', phone: '+47 12345678', signature: 'Geofysiker', requireContactInfoConfirmation: false },
    };
    const first = await t.app.inject(call);
    const second = await t.app.inject(call);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await replays()).toBe(before + 1);
  });
});

describe('GET /metrics on a port of its own (METRICS_PORT)', () => {
  let open: TestApp;
  let guarded: TestApp;
  beforeAll(async () => {
    open = await createTestApp('pglite', { metricsPort: 0, metricsHost: '127.0.0.1' });
    guarded = await createTestApp('pglite', { metricsPort: 0, metricsHost: '127.0.0.1', metricsToken: TOKEN });
  }, 600_000);
  afterAll(async () => {
    await open?.close();
    await guarded?.close();
  });

  const metricsUrl = (t: TestApp, path = '/metrics') => `http://127.0.0.1:${t.app.metricsAddress!.port}${path}`;

  it('serves the series there, and nothing on the service port', async () => {
    expect((await open.app.inject({ method: 'GET', url: api('/info') })).statusCode).toBe(200);
    const res = await fetch(metricsUrl(open));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await res.text()).toMatch(/meldesystem_http_request_duration_seconds_count\{method="GET",route="\/DataAcquisition-service\/info",status="200"\} [1-9]/);
    expect((await open.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    // Only /metrics on the metrics port: not the service's calls.
    expect((await fetch(metricsUrl(open, '/DataAcquisition-service/info'))).status).toBe(404);
    expect((await fetch(metricsUrl(open), { method: 'POST' })).status).toBe(404);
  });

  it('asks for METRICS_TOKEN there too when it is set', async () => {
    expect((await fetch(metricsUrl(guarded))).status).toBe(401);
    expect((await fetch(metricsUrl(guarded), { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await fetch(metricsUrl(guarded), { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    expect((await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
  });

  it('closes the metrics port with the service', async () => {
    const t = await createTestApp('pglite', { metricsPort: 0, metricsHost: '127.0.0.1' });
    const url = metricsUrl(t);
    expect((await fetch(url)).status).toBe(200);
    await t.close();
    await expect(fetch(url)).rejects.toThrow();
  });
});
