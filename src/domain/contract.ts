import { z } from 'zod';
import { API_BASE, IDEMPOTENCY_HEADER, TRACEPARENT_HEADER, USER_CONTEXT_HEADER } from './api-base';
import type { Permission } from './permissions';

export { API_BASE, IDEMPOTENCY_HEADER, TRACEPARENT_HEADER, USER_CONTEXT_HEADER };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may make a call:
 * - public: anyone, no token;
 * - session: a signed-in user (bearer token), before a user context is chosen;
 * - context: a signed-in user with a valid user-context token (organisation and role).
 */
export type CallAuth = 'public' | 'session' | 'context';

export interface CallContract<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path below API_BASE with {param} placeholders, as written in the specification. */
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of a 2xx JSON answer (z.void() for no content, z.unknown() for binary). */
  response: R;
  auth: CallAuth;
  /** One line for the OpenAPI document (GET /openapi.json); the method and path when absent. */
  summary?: string;
  /** Static permission the caller's role must hold; dynamic rules are checked in the use-case. */
  permission?: Permission;
  /** Largest JSON body in bytes, when the call's own limit is below the service's (e.g. calls that carry areas). */
  bodyLimit?: number;
  /**
   * The call also takes multipart/form-data (text parts and files, spec 001 s7): the service reads the parts into
   * the body schema's shape (files stored and checked as attachments) before validating it; see schemas/notes.ts.
   */
  multipart?: boolean;
}

export function defineCall<
  P extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
>(contract: CallContract<P, Q, B, R>): CallContract<P, Q, B, R> {
  return contract;
}

export type ParamsOf<C> = C extends CallContract<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
export type QueryOf<C> = C extends CallContract<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<C> = C extends CallContract<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ResponseOf<C> = C extends CallContract<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** Fills {param} placeholders; values are URI-encoded. */
export function buildPath(path: string, params?: Record<string, string | number | boolean>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The {param} placeholders of a path turned into Fastify's :param form. */
export function toRoutePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** RFC 9457 problem details, as every error of the service is answered. */
export const ZProblem = z.object({
  type: z.string().default('about:blank'),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  correlationId: z.string().optional(),
  /** Field errors: path (dot separated) to messages. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Stable machine-readable code of an application error. */
  code: z.string().optional(),
});
export type TProblem = z.infer<typeof ZProblem>;
