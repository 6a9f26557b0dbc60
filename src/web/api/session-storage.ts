import type { TUserContextResponse } from '@/domain/schemas/user-context';

/** Session storage keys (spec 000 section 9): the token, the user context, the contact-user-checked flag, the original URL. */
export const SESSION_KEYS = {
  token: 'meldesystem.token',
  userContext: 'meldesystem.userContext',
  contactUserChecked: 'meldesystem.contactUserChecked',
  originalUrl: 'meldesystem.originalUrl',
} as const;

export type StoredUserContext = TUserContextResponse;

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Called whenever the token or the user context changes (for useSyncExternalStore). */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToken(): string | null {
  return storage()?.getItem(SESSION_KEYS.token) ?? null;
}

export function setToken(token: string | null): void {
  if (token) storage()?.setItem(SESSION_KEYS.token, token);
  else storage()?.removeItem(SESSION_KEYS.token);
  notify();
}

let parsedContext: { raw: string; value: StoredUserContext | null } | null = null;

/** The stored user context; the same object while the stored text is unchanged (safe for useSyncExternalStore). */
export function getUserContext(): StoredUserContext | null {
  const raw = storage()?.getItem(SESSION_KEYS.userContext);
  if (!raw) return null;
  if (parsedContext?.raw !== raw) {
    let value: StoredUserContext | null = null;
    try {
      value = JSON.parse(raw) as StoredUserContext;
    } catch {
      value = null;
    }
    parsedContext = { raw, value };
  }
  return parsedContext.value;
}

export function setUserContext(context: StoredUserContext | null): void {
  if (context) storage()?.setItem(SESSION_KEYS.userContext, JSON.stringify(context));
  else storage()?.removeItem(SESSION_KEYS.userContext);
  notify();
}

export function isContactUserChecked(): boolean {
  return storage()?.getItem(SESSION_KEYS.contactUserChecked) === 'true';
}

export function setContactUserChecked(): void {
  storage()?.setItem(SESSION_KEYS.contactUserChecked, 'true');
}

/** The URL the user asked for before being sent to sign-in; read once after the callback. */
export function storeOriginalUrl(url: string): void {
  storage()?.setItem(SESSION_KEYS.originalUrl, url);
}

export function takeOriginalUrl(): string | null {
  const url = storage()?.getItem(SESSION_KEYS.originalUrl) ?? null;
  storage()?.removeItem(SESSION_KEYS.originalUrl);
  return url;
}

/** Forgets the whole session: token, user context, contact flag (the original URL is kept for the next sign-in). */
export function clearSession(): void {
  const store = storage();
  store?.removeItem(SESSION_KEYS.token);
  store?.removeItem(SESSION_KEYS.userContext);
  store?.removeItem(SESSION_KEYS.contactUserChecked);
  notify();
}
