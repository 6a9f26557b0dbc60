import { z } from 'zod';
import {
  API_BASE,
  buildPath,
  IDEMPOTENCY_HEADER,
  TRACEPARENT_HEADER,
  USER_CONTEXT_HEADER,
  type BodyOf,
  type CallContract,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@/domain/contract';
import { reportServiceReachable } from '../offline/online-status';
import { answerLimit } from './answer-limit';
import { ApiError } from './api-error';
import { takeEarly } from './early-fetch';
import { nextTask } from './next-task';
import { getToken, getUserContext } from './session-storage';
import { createTraceparent } from './traceparent';

export { ApiError, isApiError } from './api-error';

export interface CallOptions<C> {
  params?: ParamsOf<C>;
  query?: QueryOf<C>;
  /** JSON body, or FormData for multipart calls. */
  body?: BodyOf<C> | FormData;
  /** For mutating calls; a fresh key is generated when none is given (pass one to make a retry idempotent). */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** No answer within this many ms: the call fails as unanswered (status 0); see answer-limit.ts. */
  answerWithinMs?: number;
}

let unauthorisedHandler: () => void = () => undefined;

/** Set by the session: called on a 401 answer, it ends the session (and leads to sign-in). */
export function setUnauthorisedHandler(handler: () => void): void {
  unauthorisedHandler = handler;
}

type QueryValue = string | number | boolean | Date | null | undefined;

export function toQueryString(query: Record<string, QueryValue | QueryValue[]> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of a call on the same origin, below API_BASE. */
export function urlOf<C extends CallContract>(
  contract: C,
  options: Pick<CallOptions<C>, 'params' | 'query'> = {},
): string {
  const path = buildPath(
    contract.path,
    options.params as Record<string, string | number | boolean> | undefined,
  );
  return `${API_BASE}${path}${toQueryString(options.query as Record<string, QueryValue> | undefined)}`;
}

/** The headers of every call: bearer, user context, a fresh traceparent, and an Idempotency-Key for mutations. */
export function headersOf(contract: CallContract, options: CallOptions<unknown>): Headers {
  const headers = new Headers({ accept: 'application/json, application/problem+json' });
  const token = getToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  const context = getUserContext();
  if (context) headers.set(USER_CONTEXT_HEADER, context.userContextToken);
  headers.set(TRACEPARENT_HEADER, createTraceparent());
  if (contract.method !== 'GET')
    headers.set(IDEMPOTENCY_HEADER, options.idempotencyKey ?? crypto.randomUUID());
  if (options.body !== undefined && !(options.body instanceof FormData))
    headers.set('content-type', 'application/json');
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  }
  if (type.startsWith('text/')) return response.text();
  const blob = await response.blob();
  return blob.size === 0 ? undefined : blob;
}

/** The text a JSON body is sent as (the bytes a signed receipt's contentSha256 covers, issue 25). */
export function jsonBodyText(body: unknown): string {
  return JSON.stringify(body);
}

/** Makes one call of the catalogue and answers its parsed response; a failure throws ApiError (spec 000 section 8). */
export async function callApi<C extends CallContract>(
  contract: C,
  options: CallOptions<C> = {},
): Promise<ResponseOf<C>> {
  const url = urlOf(contract, options);
  const body = options.body;
  const limit = answerLimit(options.signal, options.answerWithinMs);
  const unanswered = (statusText: string) => {
    reportServiceReachable(false);
    return new ApiError({ url, responseStatus: 0, statusText, body: undefined });
  };
  let response: Response;
  let content: unknown;
  try {
    try {
      const headers = headersOf(contract, options as CallOptions<unknown>);
      const early = takeEarly(url, contract.method, headers);
      // Not inside the render or event that asked for the call: in a task of its own (next-task.ts).
      if (!early) await nextTask();
      response = await (early ??
        fetch(url, {
          method: contract.method,
          headers,
          body: body === undefined ? undefined : body instanceof FormData ? body : jsonBodyText(body),
          credentials: 'include',
          signal: limit.signal,
        }));
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw unanswered(String((error as Error)?.message ?? error));
    }
    content = await readBody(response).catch(() => undefined);
    // The answer's head came, its body did not: as unanswered as no answer at all.
    if (limit.passed()) throw unanswered(`No answer within ${options.answerWithinMs} ms`);
  } finally {
    limit.done();
  }
  reportServiceReachable(true);
  const correlationId = response.headers.get('x-correlation-id') ?? undefined;
  if (!response.ok) {
    const error = new ApiError({
      url,
      responseStatus: response.status,
      statusText: response.statusText,
      body: content,
      correlationId,
    });
    if (response.status === 401) unauthorisedHandler();
    throw error;
  }
  // A call without content (z.void()) ignores whatever body a 2xx carries.
  if (contract.response instanceof z.ZodVoid) return undefined as ResponseOf<C>;
  const parsed = contract.response.safeParse(content);
  if (!parsed.success) {
    throw new ApiError({
      url,
      responseStatus: 500,
      statusText: 'Invalid response',
      body: { title: 'Internal Server Error', detail: parsed.error.message },
      correlationId,
    });
  }
  return parsed.data as ResponseOf<C>;
}
