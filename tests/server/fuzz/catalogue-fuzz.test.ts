import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { CallContract } from '../../../src/domain/contract';
import { hasPermission } from '../../../src/domain/permissions';
import { demoUser } from '../../../src/server/db/seed/demo-users';
import { insertDraftObject, loadReference, type DraftObject, type MatrixReference } from '../authorization/objects';
import { bodyFor, paramsFor } from '../authorization/requests';
import { api, createTestApp, DB_KINDS, type TestApp } from '../helpers';
import { arbitraryOf, hostileText, junk } from './zod-arbitrary';

/**
 * Property-based fuzz of every call of the catalogue (the routes registered with a contract, so a route added later
 * is fuzzed too): arbitrary path parameters, queries and bodies derived from the call's zod schemas and their
 * neighbours, sent as signed-in demo users of several roles and anonymously. Whatever arrives, the service never
 * answers 5xx, and every 4xx is problem+json. FUZZ_RUNS (runs per call, default 12) and FUZZ_SEED for longer or
 * repeated runs; FUZZ_DB=postgres also against PostgreSQL (when it answers); FUZZ_ONLY to fuzz some calls only.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const KINDS = DB_KINDS.filter((kind) => kind === 'pglite' || process.env.FUZZ_DB === 'postgres');

/** The demo users the fuzz signs in as: a notifier, the administrator, the regulator's case handler, an approver. */
const USERS = ['innmelder', 'admin', 'saksbehandler.od', 'godkjenner.fdir'] as const;
type Caller = (typeof USERS)[number] | 'anonymous';

/** UTF-8 percent-encoding of anything, lone surrogates too (as U+FFFD, like a browser). */
const encodeSegment = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((b) => (/[A-Za-z0-9\-._~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');

/** Raw path segments a careless client sends: malformed escapes, an encoded surrogate, NUL, slashes, very long. */
const RAW_SEGMENTS = ['%zz', '%', '%E0%A4%A', '%ED%A0%80', '%00', '%2F', '..', 'a'.repeat(101), encodeSegment('x'.repeat(5000))];

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value) ?? '';

interface FuzzRequest {
  caller: Caller;
  params: Record<string, string>;
  rawSegment: string | undefined;
  query: [string, string][];
  body: unknown;
  bodyKind: 'json' | 'text' | 'none';
}

describe.each(KINDS)('fuzz of every call of the catalogue (%s)', (kind) => {
  let t: TestApp;
  let ref: MatrixReference;
  let object: DraftObject;
  const headers = new Map<Caller, Record<string, string>>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    ref = await loadReference(t.app.db);
    for (const user of USERS) headers.set(user, await t.signIn(user));
    headers.set('anonymous', {});
  }, 120_000);
  afterAll(() => t?.close());

  /** Ids that name real rows, so that part of the runs reaches the handlers behind the validation. */
  const realIds = () => [object.id, object.acquisitionVesselId, object.vesselHarbourId, object.acquisitionExpertId, ref.licenceId, ref.vesselId, ref.harbourId, ref.expertId, String(object.npdId), String(ref.licenceNpdId), 'Draft', '2521', '2026-05-04'];
  const INNMELDER_CONTEXT = { organizationId: demoUser('innmelder').roles[0]!.organisationId, roleId: demoUser('innmelder').roles[0]!.role };

  function requestArbitrary(contract: CallContract): fc.Arbitrary<FuzzRequest> {
    const capable = USERS.filter((u) => !contract.permission || hasPermission(demoUser(u).roles[0]?.role, contract.permission));
    const caller = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom<Caller>(...(capable.length ? capable : USERS)) },
      { weight: 1, arbitrary: fc.constantFrom<Caller>(...USERS, 'anonymous') },
    );
    const names = [...contract.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
    const both = (schema: z.ZodType) => fc.oneof(arbitraryOf(schema, 'clean'), arbitraryOf(schema, 'neighbours'));
    const schemaParams = contract.params ? both(contract.params as z.ZodType) : fc.constant({});
    const params = fc
      .tuple(
        schemaParams,
        fc.array(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...realIds()) }, { weight: 1, arbitrary: hostileText }), { minLength: names.length, maxLength: names.length }),
        fc.array(fc.constantFrom('real', 'real', 'real', 'schema', 'other'), { minLength: names.length, maxLength: names.length }),
      )
      .map(([fromSchema, others, choice]) => {
        const record = typeof fromSchema === 'object' && fromSchema !== null ? (fromSchema as Record<string, unknown>) : {};
        const real = paramsFor(contract.path, object, ref);
        return Object.fromEntries(
          names.map((name, i) => [name, choice[i] === 'real' && real[name] !== undefined ? String(real[name]) : choice[i] === 'schema' && record[name] !== undefined ? asText(record[name]) : others[i]]),
        );
      });
    const query = (contract.query ? both(contract.query as z.ZodType) : fc.constant(undefined)).chain((fromSchema) =>
      fc.option(fc.dictionary(fc.string({ maxLength: 6 }), junk, { maxKeys: 1 }), { nil: {} }).map((extra) => {
        const record = typeof fromSchema === 'object' && fromSchema !== null ? { ...(fromSchema as Record<string, unknown>), ...extra } : extra;
        return Object.entries(record).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, asText(x)] as [string, string]) : v === undefined ? [] : [[k, asText(v)] as [string, string]]));
      }),
    );
    // A valid body of the call (the authorization matrix's) with one of its fields replaced, or one from the schema.
    const valid = () => bodyFor(`${contract.method} ${contract.path}`, object, ref, INNMELDER_CONTEXT);
    const overridden = contract.body
      ? fc.tuple(both(contract.body as z.ZodType), fc.nat()).map(([partial, n]) => {
          const base = valid();
          if (typeof base !== 'object' || base === null || typeof partial !== 'object' || partial === null || Array.isArray(partial)) return partial;
          const keys = Object.keys(partial);
          return keys.length ? { ...base, [keys[n % keys.length]!]: (partial as Record<string, unknown>)[keys[n % keys.length]!] } : base;
        })
      : junk;
    const body = contract.body ? fc.oneof(overridden, both(contract.body as z.ZodType)) : junk;
    return fc.record({
      caller,
      params: params as fc.Arbitrary<Record<string, string>>,
      rawSegment: fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) }),
      query,
      body,
      bodyKind: fc.constantFrom<FuzzRequest['bodyKind']>(...(contract.method === 'GET' ? ['none', 'none', 'json'] as const : ['json', 'json', 'json', 'text', 'none'] as const)),
    });
  }

  /** Calls that answer a stream. */
  const STREAMING = new Set(['GET /Acquisitions/{id}/events']);

  function urlOf(contract: CallContract, request: FuzzRequest): string {
    let first = true;
    const path = contract.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const raw = first && request.rawSegment;
      first = false;
      return raw || encodeSegment(request.params[name] ?? '');
    });
    const pairs = request.query.map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`);
    // A stream (GET /Acquisitions/{id}/events) stays open until the client leaves, which app.inject never does: the
    // last once=true closes it after 'ready' (a fuzzed once before it makes an array, answered 400).
    if (STREAMING.has(`${contract.method} ${contract.path}`)) pairs.push('once=true');
    const search = pairs.join('&');
    return api(path) + (search ? `?${search}` : '');
  }

  async function send(contract: CallContract, request: FuzzRequest) {
    const base = contract.path.startsWith('/Auth/') && request.caller !== 'anonymous' ? await t.signIn(request.caller) : headers.get(request.caller)!;
    const payload =
      request.bodyKind === 'none' || request.body === undefined
        ? undefined
        : request.bodyKind === 'json'
          ? JSON.stringify(request.body)
          : asText(request.body);
    return t.app.inject({
      method: contract.method,
      url: urlOf(contract, request),
      headers: { ...base, ...(payload === undefined ? {} : { 'content-type': request.bodyKind === 'json' ? 'application/json' : 'text/plain' }) },
      ...(payload === undefined ? {} : { payload }),
    });
  }

  it('finds the calls of the catalogue', () => {
    expect(t.app.callContracts.length).toBeGreaterThan(60);
  });

  it('never answers 5xx, and answers every 4xx with problem+json', async () => {
    // The /Auth calls may end the session they are called with: last, each with a session of its own.
    // FUZZ_ONLY=<text>: only the calls whose 'METHOD /path' contains it (a regular expression), for a quick local run.
    const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined;
    const contracts = [...t.app.callContracts].filter((c) => !only || only.test(`${c.method} ${c.path}`)).sort((a, b) => Number(a.path.startsWith('/Auth/')) - Number(b.path.startsWith('/Auth/')));
    const failures: string[] = [];
    const statuses = new Map<string, Map<number, number>>();
    for (const contract of contracts) {
      object = await insertDraftObject(t.app.db, ref, demoUser('innmelder').roles[0]!.organisationId, demoUser('innmelder').id);
      const name = `${contract.method} ${contract.path}`;
      const result = await fc.check(
        fc.asyncProperty(requestArbitrary(contract), async (request) => {
          const res = await send(contract, request);
          const seen = statuses.get(name) ?? new Map<number, number>();
          seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
          statuses.set(name, seen);
          if (process.env.FUZZ_DEBUG && name.includes(process.env.FUZZ_DEBUG)) console.log('DBG', res.statusCode, urlOf(contract, request).slice(0, 150), res.body.slice(0, 250));
          const type = String(res.headers['content-type'] ?? '');
          if (res.statusCode >= 500) return false;
          return res.statusCode < 400 || type.includes('application/problem+json');
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      if (result.failed) {
        const request = result.counterexample![0];
        const res = await send(contract, request);
        failures.push(`${name} as ${request.caller} (seed ${result.seed}): ${res.statusCode} ${String(res.headers['content-type'])} ${res.body.slice(0, 300)}\n  url ${urlOf(contract, request).slice(0, 300)}\n  body ${JSON.stringify(request.body)?.slice(0, 500)}`);
      }
    }
    // FUZZ_STATS=1 prints the statuses each call answered (how far the runs got past validation).
    if (process.env.FUZZ_STATS) for (const [name, seen] of statuses) console.log(name, JSON.stringify([...seen].sort((a, b) => a[0] - b[0])));
    expect(failures).toEqual([]);
  }, 600_000);
});
