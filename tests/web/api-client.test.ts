import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@/domain/contract';
import { userProfileCall } from '@/domain/schemas/user-profile';
import { ApiError, callApi, setUnauthorisedHandler } from '@/web/api/client';
import { setToken, setUserContext } from '@/web/api/session-storage';
import { loadAllNamespaces } from '@/web/app/i18n';
import { isOnline } from '@/web/offline/online-status';
import { memoryStorage } from './memory-storage';

// Field labels come from namespaces that the app loads after its first screen (e.g. draft): load them all, as the app
// has by the time a form is sent.
beforeAll(() => loadAllNamespaces());

const getThing = defineCall({
  method: 'GET',
  path: '/Things/{id}',
  params: z.object({ id: z.number() }),
  query: z.object({ page: z.number().optional(), text: z.string().optional() }),
  response: z.object({ name: z.string() }),
  auth: 'context',
});
const putThing = defineCall({
  method: 'PUT',
  path: '/Things/{id}',
  params: z.object({ id: z.string() }),
  body: z.object({ name: z.string() }),
  response: z.void(),
  auth: 'context',
});

interface Seen {
  url: string;
  init: RequestInit;
}
let seen: Seen[] = [];

function answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
  const fetchStub = vi.fn(async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    const text = body === undefined ? null : JSON.stringify(body);
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(text, {
      status,
      statusText: `status ${status}`,
      headers: { 'content-type': type, ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function header(name: string, index = 0): string | null {
  return new Headers(seen[index].init.headers).get(name);
}

beforeEach(() => {
  seen = [];
  vi.stubGlobal('sessionStorage', memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorisedHandler(() => undefined);
});

describe('callApi: request', () => {
  it('calls the same origin below the base path, with params and query filled in', async () => {
    answer(200, { name: 'Sokkel' });
    const result = await callApi(getThing, { params: { id: 7 }, query: { page: 2, text: 'a b' } });
    expect(result).toEqual({ name: 'Sokkel' });
    expect(seen[0].url).toBe('/DataAcquisition-service/Things/7?page=2&text=a+b');
    expect(seen[0].init.method).toBe('GET');
    expect(seen[0].init.credentials).toBe('include');
  });

  it('sends the bearer token, the user-context token and a fresh W3C traceparent', async () => {
    setToken('access-1');
    setUserContext({
      userContextToken: 'ctx-1',
      organizationId: 1001,
      organizationName: 'Nordkapp Energi ASA',
      role: 'daq_innmelder_selskap',
    });
    answer(200, { name: 'x' });
    await callApi(getThing, { params: { id: 1 } });
    await callApi(getThing, { params: { id: 1 } });
    expect(header('authorization')).toBe('Bearer access-1');
    expect(header('x-user-context')).toBe('ctx-1');
    expect(header('traceparent')).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(header('traceparent', 1)).not.toBe(header('traceparent'));
    expect(header('idempotency-key')).toBeNull();
  });

  it('sends no authorization header without a token', async () => {
    answer(200, { name: 'x' });
    await callApi(getThing, { params: { id: 1 } });
    expect(header('authorization')).toBeNull();
    expect(header('x-user-context')).toBeNull();
  });

  it('gives a mutating call a JSON body and an Idempotency-Key, generated or the one given', async () => {
    answer(204);
    await expect(callApi(putThing, { params: { id: 'a/b' }, body: { name: 'Ny' } })).resolves.toBeUndefined();
    await callApi(putThing, { params: { id: 'c' }, body: { name: 'Ny' }, idempotencyKey: 'key-42' });
    expect(seen[0].url).toBe('/DataAcquisition-service/Things/a%2Fb');
    expect(seen[0].init.body).toBe('{"name":"Ny"}');
    expect(header('content-type')).toBe('application/json');
    expect(header('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(header('idempotency-key', 1)).toBe('key-42');
  });

  it('answers the parsed response and refuses one that breaks the contract', async () => {
    answer(200, { name: 'x', extra: true });
    await expect(callApi(getThing, { params: { id: 1 } })).resolves.toEqual({ name: 'x' });
    answer(200, { name: 42 });
    await expect(callApi(getThing, { params: { id: 1 } })).rejects.toMatchObject({ status: 500 });
  });
});

describe('callApi: the HTTP error catalogue', () => {
  it.each([
    [400, 'Bad Request', 400],
    [403, 'Forbidden', 403],
    [404, 'Not Found', 404],
    [500, 'Internal Server Error', 500],
    [502, 'Bad Gateway', 502],
    [503, 'Service Unavailable', 503],
    [409, 'Generic Error', 500],
    [418, 'Generic Error', 500],
    [422, 'Generic Error', 500],
  ])('status %i -> %s (status %i)', async (status, message, catalogueStatus) => {
    answer(status, { title: 'T', status, detail: 'D' }, { 'x-correlation-id': 'corr-1' });
    const error = (await callApi(userProfileCall).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(message);
    expect(error.status).toBe(catalogueStatus);
    expect(error.responseStatus).toBe(status);
    expect(error.statusText).toBe(`status ${status}`);
    expect(error.url).toBe('/DataAcquisition-service/UserProfile/user');
    expect(error.correlationId).toBe('corr-1');
    expect(error.body).toEqual({ title: 'T', status, detail: 'D' });
  });

  it('carries the problem title, detail, field errors and correlation id of the body', async () => {
    const problem = {
      title: 'Bad Request',
      status: 400,
      detail: 'problems:invalidInput',
      errors: { 'body.email': ['settings:userProfile.validation.email'] },
      correlationId: 'c-9',
    };
    answer(400, problem);
    const error = (await callApi(userProfileCall).catch((e: unknown) => e)) as ApiError;
    expect(error.title).toBe('Bad Request');
    expect(error.detail).toBe('problems:invalidInput');
    expect(error.fieldErrors).toEqual({ 'body.email': ['settings:userProfile.validation.email'] });
    expect(error.correlationId).toBe('c-9');
    // What the user reads is Norwegian: the detail key's text, and each field named by its label.
    expect(error.userMessage).toBe('Noen av opplysningene er ugyldige.');
    expect(error.fieldMessages).toEqual(['E-post: Ugyldig e-postadresse']);
  });

  it('never shows an English detail: the user gets the catalogue message in Norwegian', async () => {
    answer(404, { title: 'Not Found', status: 404, detail: 'No acquisition with id 42' });
    const error = (await callApi(userProfileCall).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Not Found');
    expect(error.userMessage).toBe('Fant ikke det du ba om.');
  });

  it('status 0: no answer -> API Offline, and the app counts as offline until a call succeeds', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await callApi(userProfileCall).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('API Offline');
    expect(error.status).toBe(0);
    expect(error.userMessage).toBe('Tjenesten kan ikke nås. Sjekk nettforbindelsen og prøv igjen.');
    expect(isOnline()).toBe(false);
    answer(200, { name: 'x' });
    await callApi(getThing, { params: { id: 1 } });
    expect(isOnline()).toBe(true);
  });

  it('401 calls the unauthorised handler, then throws', async () => {
    const handler = vi.fn();
    setUnauthorisedHandler(handler);
    answer(401, { title: 'Unauthorized', status: 401 });
    await expect(callApi(userProfileCall)).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    answer(403, { title: 'Forbidden', status: 403 });
    await expect(callApi(userProfileCall)).rejects.toMatchObject({ status: 403 });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('callApi: calls without content', () => {
  it('answers undefined for a 2xx of a z.void() call, whatever its body', async () => {
    answer(200, { ok: true });
    await expect(callApi(putThing, { params: { id: 'x' }, body: { name: 'y' } })).resolves.toBeUndefined();
  });
});
