import { API_BASE } from '../../../domain/contract';

/**
 * The routes the OpenAPI document leaves out, with the reason: everything else the app registers is a call of the
 * catalogue (a zod contract) and is described. tests/server/openapi.test.ts fails for a route in neither.
 */
export const NON_API_ROUTES: { pattern: RegExp; reason: string }[] = [
  { pattern: /^\/idp(\/|$)/, reason: 'the embedded development identity provider (OIDC, described by its discovery document)' },
  { pattern: /^\/\*?$/, reason: 'the web app and its static files' },
  { pattern: new RegExp(`^${API_BASE}/uploads(/|$)`, 'i'), reason: 'resumable uploads: the tus 1.0.0 protocol, not JSON' },
  { pattern: /^\/(health|metrics)(\/|$)/i, reason: 'health and metrics for operations' },
  { pattern: new RegExp(`^${API_BASE}/(health|metrics)(/|$)`, 'i'), reason: 'health and metrics for operations' },
];

export const isNonApiRoute = (url: string) => NON_API_ROUTES.some((r) => r.pattern.test(url));
