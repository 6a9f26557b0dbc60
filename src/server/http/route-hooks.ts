import type { RouteOptions } from 'fastify';

/** Whether a route takes a request body (Fastify reads none for GET and HEAD). */
export function takesBody(route: RouteOptions): boolean {
  return [route.method].flat().some((m) => m !== 'GET' && m !== 'HEAD');
}

type THookName = 'onRequest' | 'preParsing' | 'onSend';

/** Adds a hook to one route (in an onRoute hook): routes that never need it do not run it on every call. */
export function addRouteHook(route: RouteOptions, name: THookName, hook: unknown): void {
  const existing = route[name] as unknown;
  const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  (route as unknown as Record<THookName, unknown[]>)[name] = [...hooks, hook];
}
