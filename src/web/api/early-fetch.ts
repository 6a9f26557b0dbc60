import { USER_CONTEXT_HEADER } from '@/domain/api-base';

// Calls the entry (main.tsx) starts before the app has loaded, so the answer is on its way while the app's code
// downloads; the API client takes such an answer instead of making the same call again. Each is taken at most once,
// only by a call to the same URL with the same bearer and user context, and only while no change has been sent since
// (any other call than GET drops them all), within EARLY_MAX_AGE_MS.
const EARLY_MAX_AGE_MS = 10_000;

interface Early {
  response: Promise<Response>;
  at: number;
}
const early = new Map<string, Early>();

const keyOf = (url: string, headers: Headers) =>
  `${url}\n${headers.get('authorization') ?? ''}\n${headers.get(USER_CONTEXT_HEADER) ?? ''}`;

/** Starts a GET now; its answer waits for the client's first call of the same URL with the same headers. */
export function fetchEarly(url: string, headers: Headers): void {
  const response = fetch(url, { method: 'GET', headers, credentials: 'include' });
  response.catch(() => undefined);
  early.set(keyOf(url, headers), { response, at: Date.now() });
}

/** The early answer of this call, if there is one (taken: a second call makes its own request). */
export function takeEarly(url: string, method: string, headers: Headers): Promise<Response> | undefined {
  if (method !== 'GET') {
    early.clear();
    return undefined;
  }
  const key = keyOf(url, headers);
  const found = early.get(key);
  early.delete(key);
  return found && Date.now() - found.at <= EARLY_MAX_AGE_MS ? found.response : undefined;
}
