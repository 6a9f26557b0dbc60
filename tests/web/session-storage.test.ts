import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getPendingContextChoice,
  getToken,
  getUserContext,
  isContactUserChecked,
  SESSION_KEYS,
  PENDING_CHOICE_KEY,
  setContactUserChecked,
  setPendingContextChoice,
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

  it('keeps a role choice under way until a context is stored or forgotten, or the session ends', () => {
    const choice = { organizationId: 100, roleId: 'daq_saksbehandler_od' } as const;
    setPendingContextChoice(choice);
    expect(getPendingContextChoice()).toEqual(choice);
    setUserContext(context);
    expect(getPendingContextChoice()).toBeNull();
    setPendingContextChoice(choice);
    setUserContext(null);
    expect(getPendingContextChoice()).toBeNull();
    setPendingContextChoice(choice);
    clearSession();
    expect(getPendingContextChoice()).toBeNull();
    storage.setItem(PENDING_CHOICE_KEY, '{not json');
    expect(getPendingContextChoice()).toBeNull();
    storage.setItem(PENDING_CHOICE_KEY, JSON.stringify({ organizationId: 'x' }));
    expect(getPendingContextChoice()).toBeNull();
  });
});
