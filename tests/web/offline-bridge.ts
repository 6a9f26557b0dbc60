import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { USER_CONTEXT_HEADER } from '@/domain/contract';
import { setToken, setUserContext, type StoredUserContext } from '@/web/api/session-storage';
import { memoryStorage } from './memory-storage';

export interface Exchange {
  method: string;
  url: string;
  key: string | null;
  status: number;
  replayed: boolean;
}

/**
 * The browser's fetch, carried to a real test app by app.inject: `network` cuts the connection ('down': no answer;
 * 'lose-answer': the service handles the call but the answer is lost on the way back; 'stall': it handles the call
 * and its answer never comes, until the caller gives up and aborts).
 */
export function bridgeFetch(app: FastifyInstance) {
  const state = { network: 'up' as 'up' | 'down' | 'lose-answer' | 'stall', log: [] as Exchange[] };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (state.network === 'down') throw new TypeError('Failed to fetch');
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: init.body as string | undefined,
    });
    state.log.push({
      method: init.method ?? 'GET',
      url,
      key: headers['idempotency-key'] ?? null,
      status: response.statusCode,
      replayed: response.headers['idempotent-replayed'] === 'true',
    });
    if (state.network === 'lose-answer') throw new TypeError('Failed to fetch');
    const signal = init.signal;
    if (state.network === 'stall')
      await new Promise((_, reject) => {
        if (!signal) return;
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers))
      if (value !== undefined) answerHeaders.set(name, String(value));
    const empty = response.statusCode === 204 || response.body === '';
    return new Response(empty ? null : response.body, {
      status: response.statusCode,
      headers: answerHeaders,
    });
  });
  return state;
}

/** Stores a signed-in user's bearer and user context in a fresh sessionStorage, as the web app does. */
export function storeSession(headers: Record<string, string>): void {
  vi.stubGlobal('sessionStorage', memoryStorage());
  setToken(headers.authorization.replace(/^Bearer /, ''));
  setUserContext({ userContextToken: headers[USER_CONTEXT_HEADER] } as unknown as StoredUserContext);
}
