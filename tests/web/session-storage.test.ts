import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getToken,
  getUserContext,
  isContactUserChecked,
  SESSION_KEYS,
  setContactUserChecked,
  setToken,
  setUserContext,
  storeOriginalUrl,
  subscribeSession,
  takeOriginalUrl,
} from '@/web/api/session-storage';
import { memoryStorage } from './memory-storage';

const context = {
  userContextToken: 'ctx',
  organizationId: 100,
  organizationName: 'Sokkeldirektoratet',
  role: 'daq_admin_od',
} as const;
let storage: Storage;

beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});

describe('session storage', () => {
  it('keeps the four keys of the spec in sessionStorage: token, user context, contact-user-checked, original URL', () => {
    setToken('tok');
    setUserContext(context);
    setContactUserChecked();
    storeOriginalUrl('/abc/created?x=1');
    expect(new Set(Object.values(SESSION_KEYS))).toEqual(
      new Set([...Array(storage.length).keys()].map((i) => storage.key(i))),
    );
    expect(storage.getItem(SESSION_KEYS.token)).toBe('tok');
    expect(JSON.parse(storage.getItem(SESSION_KEYS.userContext)!)).toEqual(context);
    expect(isContactUserChecked()).toBe(true);
  });

  it('answers the same user-context object while the stored text is unchanged', () => {
    setUserContext(context);
    const first = getUserContext();
    expect(getUserContext()).toBe(first);
    setUserContext({ ...context, role: 'daq_saksbehandler_od' });
    expect(getUserContext()).not.toBe(first);
    expect(getUserContext()?.role).toBe('daq_saksbehandler_od');
  });

  it('takes the original URL once', () => {
    storeOriginalUrl('/x');
    expect(takeOriginalUrl()).toBe('/x');
    expect(takeOriginalUrl()).toBeNull();
  });

  it('clearSession forgets token, context and the contact flag, keeps the original URL, and notifies', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    setToken('tok');
    setUserContext(context);
    setContactUserChecked();
    storeOriginalUrl('/y');
    clearSession();
    expect(getToken()).toBeNull();
    expect(getUserContext()).toBeNull();
    expect(isContactUserChecked()).toBe(false);
    expect(takeOriginalUrl()).toBe('/y');
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });
});
