import { getToken, offlineSessionUserId } from '../api/session-storage';

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

/** The id of the user the token was issued to (its sub, read without checking), or '' without a token. */
export function tokenUserId(): string {
  const sub = payloadOf(getToken())?.sub;
  return typeof sub === 'string' ? sub : '';
}

/**
 * The user whose data this page reads and writes on the device: the token's user, or without a token the user of
 * the offline session (the last signed-in user of the device); '' when neither. It only tags what the device stores.
 */
export function currentOwnerId(): string {
  return tokenUserId() || (getToken() === null ? (offlineSessionUserId() ?? '') : '');
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
