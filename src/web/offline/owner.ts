import { getToken } from '../api/session-storage';

function payloadOf(token: string | null): { sub?: unknown; exp?: unknown } | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: unknown;
      exp?: unknown;
    };
  } catch {
    return null;
  }
}

/** The signed-in user's id (the token's sub, read without checking: it only tags what this device stores). */
export function currentOwnerId(): string {
  const sub = payloadOf(getToken())?.sub;
  return typeof sub === 'string' ? sub : '';
}

/**
 * Whether the access token is still good for a few seconds. After a long time offline it may have run out: replaying
 * then would meet 401 and end the session, so the replay waits for the session's next refresh (a new token).
 */
export function hasFreshToken(now = Date.now()): boolean {
  const payload = payloadOf(getToken());
  if (!payload) return false;
  return typeof payload.exp !== 'number' || payload.exp * 1000 > now + 5000;
}
