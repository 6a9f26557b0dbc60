import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../../src/domain/contract';
import { ROLES, type Role } from '../../../src/domain/roles';
import { DEMO_USERS } from '../../../src/server/db/seed/demo-users';
import { api, createTestApp, type TestApp } from '../helpers';
import { MATRIX, formatRow, type Nine } from './matrix';
import { insertDraftObject, loadReference, type DraftObject, type MatrixReference } from './objects';
import { bodyFor, paramsFor, queryFor } from './requests';

/**
 * Every route of the catalogue × the nine roles × own and another organisation's object × anonymous,
 * against the one table of expectations in ./matrix.ts. MATRIX_PRINT=1 prints the observed table
 * (to review, never to paste unread).
 */
const OTHER_ORGANISATION = 1002;

/** The demo user who holds each role (their first role). */
const holderOf = (role: Role) => DEMO_USERS.find((u) => u.roles[0]?.role === role)!;

let t: TestApp;
let ref: MatrixReference;
const headers = new Map<Role, Record<string, string>>();

beforeAll(async () => {
  t = await createTestApp('pglite');
  ref = await loadReference(t.app.db);
  for (const role of ROLES) headers.set(role, await t.signIn(holderOf(role).username));
}, 60_000);
afterAll(() => t?.close());

const keyOf = (c: { method: string; path: string }) => `${c.method} ${c.path}`;
const usesObject = (path: string) =>
  /^\/(Draft|[Aa]cquisitions?|Overview\/view\/getPageByNpdId)\/\{id\}/.test(path);

/** The role's session; a fresh one for the /Auth calls, which may end the session they are called with. */
async function headersFor(role: Role, path: string) {
  return path.startsWith('/Auth/') ? t.signIn(holderOf(role).username) : headers.get(role)!;
}

/** The object of a route about an acquisition: kept per owner, a fresh one after a call that may have changed it. */
const objects = new Map<string, DraftObject>();
async function objectOf(owner: Role | 'other'): Promise<DraftObject> {
  const found = objects.get(owner);
  if (found) return found;
  const user =
    owner === 'other'
      ? DEMO_USERS.find((u) => u.roles[0]?.organisationId === OTHER_ORGANISATION)!
      : holderOf(owner);
  const created = await insertDraftObject(t.app.db, ref, user.roles[0]!.organisationId, user.id);
  objects.set(owner, created);
  return created;
}

async function statusOf(key: string, role: Role | 'anonymous', ownership: 'own' | 'other'): Promise<number> {
  const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  const owner = role === 'anonymous' || ownership === 'other' ? 'other' : role;
  const draft = usesObject(path) ? await objectOf(owner) : undefined;
  const context =
    role === 'anonymous'
      ? undefined
      : {
          organizationId: ownership === 'own' ? holderOf(role).roles[0]!.organisationId : OTHER_ORGANISATION,
          roleId: role,
        };
  const body = bodyFor(key, draft, ref, context);
  const response = await t.app.inject({
    method,
    url: api(buildPath(path, paramsFor(path, draft, ref))) + queryFor(key),
    headers: role === 'anonymous' ? {} : await headersFor(role, path),
    ...(body === undefined ? {} : { payload: body as object }),
  });
  if (draft && method !== 'GET' && response.statusCode < 300) objects.delete(owner);
  return response.statusCode;
}

async function observe(key: string) {
  const own = [] as number[];
  const other = [] as number[];
  for (const role of ROLES) {
    own.push(await statusOf(key, role, 'own'));
    other.push(await statusOf(key, role, 'other'));
  }
  return { anonymous: await statusOf(key, 'anonymous', 'other'), own: own as Nine, other: other as Nine };
}

describe('authorization matrix', () => {
  it('has exactly one row per route of the catalogue', () => {
    const routes = t.app.callContracts.map(keyOf).sort();
    expect(new Set(routes).size).toBe(routes.length);
    expect(Object.keys(MATRIX).sort()).toEqual(routes);
  });

  it('answers every route × role × own/other object × anonymous as the table says', async () => {
    const mismatches: string[] = [];
    const printed: string[] = [];
    for (const contract of t.app.callContracts) {
      const key = keyOf(contract);
      const observed = await observe(key);
      printed.push(formatRow(key, observed));
      const expected = MATRIX[key];
      if (!expected) continue;
      const wanted = {
        anonymous: expected.anonymous,
        own: expected.own,
        other: expected.other ?? expected.own,
      };
      if (JSON.stringify(wanted) !== JSON.stringify(observed)) {
        mismatches.push(`expected ${formatRow(key, wanted)}\n   got     ${formatRow(key, observed)}`);
      }
    }
    if (process.env.MATRIX_PRINT) console.log(printed.join('\n'));
    expect(mismatches).toEqual([]);
  }, 300_000);
});
