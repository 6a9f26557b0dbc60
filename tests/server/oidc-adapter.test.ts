import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresOidcAdapter, sharedSigningKey } from '../../src/server/auth/idp/postgres-adapter';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

describe.each(DB_KINDS)("the identity provider's state in the database (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const adapter = (model: string) => PostgresOidcAdapter.factory(t.app.db)(model);

  it('finds what was stored by id, uid and user code, within its model only', async () => {
    await adapter('Session').upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    await adapter('DeviceCode').upsert('d1', { userCode: 'ABC-DEF' }, 60);
    expect(await adapter('Session').find('s1')).toEqual({ uid: 'u1', accountId: 'a' });
    expect(await adapter('Session').findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a' });
    expect(await adapter('DeviceCode').findByUserCode('ABC-DEF')).toEqual({ userCode: 'ABC-DEF' });
    expect(await adapter('Interaction').find('s1')).toBeUndefined();
    await adapter('Session').upsert('s1', { uid: 'u2', accountId: 'a' }, 60);
    expect(await adapter('Session').findByUid('u1')).toBeUndefined();
    await adapter('Session').destroy('s1');
    expect(await adapter('Session').find('s1')).toBeUndefined();
  });

  it('never finds an expired entry', async () => {
    await adapter('Interaction').upsert('i1', { kind: 'Interaction' }, 60);
    await t.app.db.execute(sql`update oidc_payloads set expires_at = now() - interval '1 second' where id = 'i1'`);
    expect(await adapter('Interaction').find('i1')).toBeUndefined();
  });

  it('marks a code consumed and revokes everything of a grant', async () => {
    await adapter('AuthorizationCode').upsert('c1', { grantId: 'g1' }, 60);
    await adapter('AccessToken').upsert('t1', { grantId: 'g1' }, 60);
    await adapter('AccessToken').upsert('t2', { grantId: 'g2' }, 60);
    await adapter('AuthorizationCode').consume('c1');
    const consumed = (await adapter('AuthorizationCode').find('c1'))!.consumed as number;
    expect(Math.abs(consumed - Date.now() / 1000)).toBeLessThan(60);
    await adapter('AccessToken').revokeByGrantId('g1');
    expect(await adapter('AuthorizationCode').find('c1')).toBeUndefined();
    expect(await adapter('AccessToken').find('t1')).toBeUndefined();
    expect(await adapter('AccessToken').find('t2')).toBeTruthy();
  });

  it('keeps one signing key, whoever asks first', async () => {
    const [first, second] = await Promise.all([sharedSigningKey(t.app.db), sharedSigningKey(t.app.db)]);
    expect(first).toEqual(second);
    expect(first).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: 'embedded-es256' });
    expect(first.d).toBeTruthy();
  });
});
