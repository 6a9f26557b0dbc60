import { z } from 'zod';
import { ZUserContextRequest, ZUserContextResponse, type TUserContextResponse } from '@/domain/schemas/user-context';
import { ZUserProfile } from '@/domain/schemas/user-profile';
import { SESSION_KEYS, sessionStore } from './session-keys';

export { SESSION_KEYS };

export type StoredUserContext = TUserContextResponse;

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Called whenever the token or the user context changes (for useSyncExternalStore). */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToken(): string | null {
  return sessionStore()?.getItem(SESSION_KEYS.token) ?? null;
}

export function setToken(token: string | null): void {
  if (token) sessionStore()?.setItem(SESSION_KEYS.token, token);
  else sessionStore()?.removeItem(SESSION_KEYS.token);
  notify();
}

let parsedContext: { raw: string; value: StoredUserContext | null } | null = null;

/** The stored user context; the same object while the stored text is unchanged (safe for useSyncExternalStore). */
export function getUserContext(): StoredUserContext | null {
  const raw = sessionStore()?.getItem(SESSION_KEYS.userContext);
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

/** Stores the chosen context (or forgets it: a change of role); either ends a role choice under way. */
export function setUserContext(context: StoredUserContext | null): void {
  if (context) sessionStore()?.setItem(SESSION_KEYS.userContext, JSON.stringify(context));
  else sessionStore()?.removeItem(SESSION_KEYS.userContext);
  setPendingContextChoice(null);
  notify();
}

/**
 * A role choice sent but not yet answered (not one of the spec's four keys; docs/decisions.md): a reload or a
 * navigation while POST /UserContext is under way ends the page that would store its answer, so the role selector of
 * the next page sends it again instead of asking the user once more.
 */
export const PENDING_CHOICE_KEY = 'meldesystem.pendingContextChoice';
export type PendingContextChoice = z.infer<typeof ZUserContextRequest>;

export function getPendingContextChoice(): PendingContextChoice | null {
  const raw = sessionStore()?.getItem(PENDING_CHOICE_KEY);
  if (!raw) return null;
  try {
    const parsed = ZUserContextRequest.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function setPendingContextChoice(choice: PendingContextChoice | null): void {
  if (choice) sessionStore()?.setItem(PENDING_CHOICE_KEY, JSON.stringify(choice));
  else sessionStore()?.removeItem(PENDING_CHOICE_KEY);
}

export function isContactUserChecked(): boolean {
  return sessionStore()?.getItem(SESSION_KEYS.contactUserChecked) === 'true';
}

export function setContactUserChecked(): void {
  sessionStore()?.setItem(SESSION_KEYS.contactUserChecked, 'true');
}

/** The URL the user asked for before being sent to sign-in; read once after the callback. */
export function storeOriginalUrl(url: string): void {
  sessionStore()?.setItem(SESSION_KEYS.originalUrl, url);
}

export function takeOriginalUrl(): string | null {
  const url = sessionStore()?.getItem(SESSION_KEYS.originalUrl) ?? null;
  sessionStore()?.removeItem(SESSION_KEYS.originalUrl);
  return url;
}

/**
 * Forgets the whole session: token, user context, a role choice under way, contact flag (the original URL is kept for
 * the next sign-in).
 */
export function clearSession(): void {
  const store = sessionStore();
  store?.removeItem(SESSION_KEYS.token);
  store?.removeItem(SESSION_KEYS.userContext);
  store?.removeItem(PENDING_CHOICE_KEY);
  store?.removeItem(SESSION_KEYS.contactUserChecked);
  notify();
}

/**
 * The last signed-in user of this device, kept in localStorage so the installed app can open offline for them
 * (an offline session): the user's id (the token's sub), the profile the shell shows and the chosen user context.
 * Never the access token or the refresh token. Its user-context token only names the persisted answers (it is in
 * their query keys already): the service refuses it without the same user's bearer.
 */
export const DEVICE_SESSION_KEY = 'meldesystem.deviceSession';
/** A remembered session older than this (the persisted query cache's age) does not open offline. */
export const DEVICE_SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export const ZDeviceSession = z.object({
  userId: z.string().min(1),
  profile: ZUserProfile.pick({
    id: true,
    firstName: true,
    lastName: true,
    name: true,
    organization: true,
    role: true,
    permissions: true,
  }),
  userContext: ZUserContextResponse,
  savedAt: z.number(),
});
export type DeviceSession = z.infer<typeof ZDeviceSession>;

function deviceStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

let parsedDevice: { raw: string; value: DeviceSession | null } | null = null;

function readDeviceSession(): DeviceSession | null {
  const raw = deviceStorage()?.getItem(DEVICE_SESSION_KEY);
  if (!raw) return null;
  if (parsedDevice?.raw !== raw) {
    let value: DeviceSession | null = null;
    try {
      const parsed = ZDeviceSession.safeParse(JSON.parse(raw));
      value = parsed.success ? parsed.data : null;
    } catch {
      value = null;
    }
    parsedDevice = { raw, value };
  }
  return parsedDevice.value;
}

/** The remembered session if it may still open offline (schema-checked, not too old; the same object while unchanged). */
export function getDeviceSession(now = Date.now()): DeviceSession | null {
  const value = readDeviceSession();
  return value && now - value.savedAt <= DEVICE_SESSION_MAX_AGE_MS ? value : null;
}

/** The id of the user this device remembers, however old the remembered session is; null when none. */
export function rememberedUserId(): string | null {
  return readDeviceSession()?.userId ?? null;
}

/** Remembers the signed-in user for an offline session (written whenever the shell opens online). */
export function rememberDeviceSession(session: Omit<DeviceSession, 'savedAt'>, now = Date.now()): void {
  // Only what the schema names is kept (the profile's e-mail, phone and job title are left out).
  const value = ZDeviceSession.safeParse({ ...session, savedAt: now });
  if (!value.success) return;
  try {
    deviceStorage()?.setItem(DEVICE_SESSION_KEY, JSON.stringify(value.data));
  } catch {
    // storage full or refused: the app then needs the network to open, as before
  }
}

/** Forgets the remembered session (sign-out, another user signing in). */
export function forgetDeviceSession(): void {
  try {
    deviceStorage()?.removeItem(DEVICE_SESSION_KEY);
  } catch {
    // storage unavailable: nothing to forget
  }
  offlineUserId = null;
}

let offlineUserId: string | null = null;

/**
 * Opens the offline session of the remembered user in this page: with no token and no network, the shell works as
 * that user on what this device holds. Ends with the page (sign-in leaves it) or when the session is forgotten.
 */
export function openOfflineSession(session: DeviceSession): void {
  offlineUserId = session.userId;
}

/** The id of the user of this page's offline session, or null when none is open. */
export function offlineSessionUserId(): string | null {
  return offlineUserId;
}

/** Whether this page works in an offline session (signed in on this device only, no token). */
export function isOfflineSession(): boolean {
  return offlineUserId !== null && getToken() === null;
}
