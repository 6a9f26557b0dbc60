import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, buildPath, type CallContract } from '../../../src/domain/contract';
import * as acquisitions from '../../../src/domain/schemas/admin-acquisitions';
import * as licences from '../../../src/domain/schemas/admin-licences';
import * as reference from '../../../src/domain/schemas/admin-reference';
import * as users from '../../../src/domain/schemas/admin-users';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers';

/** Every admin call of spec 000 section 7, from the contracts themselves. */
const ADMIN_CALLS: CallContract[] = [acquisitions, licences, reference, users]
  .flatMap((m) => Object.values(m))
  .filter((v): v is CallContract => typeof v === 'object' && v !== null && 'method' in v && 'path' in v);

/** A demo user for each role but the administrator's. */
const NON_ADMIN_USERS = [
  'innmelder',
  'innmelder.od',
  'godkjenner.od',
  'godkjenner.fdir',
  'godkjenner.hi',
  'saksbehandler.od',
  'saksbehandler.fdir',
  'saksbehandler.hi',
];

const ANY_ID = 'a1000000-0000-4000-a000-000000000001';
const urlOf = (c: CallContract) => API_BASE + buildPath(c.path, { id: ANY_ID });

describe.each(DB_KINDS)('admin calls are for the administrator only (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('covers the whole admin catalogue, each with permission admin', () => {
    expect(ADMIN_CALLS).toHaveLength(21);
    for (const call of ADMIN_CALLS) {
      expect(call.path.startsWith('/admin/')).toBe(true);
      expect(call.permission).toBe('admin');
    }
  });

  it.each(NON_ADMIN_USERS)('answers 403 to %s on every admin call', async (username) => {
    const headers = await t.signIn(username);
    for (const call of ADMIN_CALLS) {
      const res = await t.app.inject({ method: call.method, url: urlOf(call), headers, payload: call.body ? {} : undefined });
      expect(res.statusCode, `${call.method} ${call.path}`).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('lets the administrator read every admin list', async () => {
    const headers = await t.signIn('admin');
    for (const call of ADMIN_CALLS.filter((c) => c.method === 'GET' && !c.path.includes('{'))) {
      const res = await t.app.inject({ method: 'GET', url: urlOf(call), headers });
      expect(res.statusCode, call.path).toBe(200);
    }
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_BASE}/admin/users` });
    expect(res.statusCode).toBe(401);
  });
});
