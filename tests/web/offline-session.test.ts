// The offline session of the device's last user: what is remembered (never a token), whose data the page reads and
// writes without a token, and that its changes wait for the sign-in, replayed only for the same user.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveUserInformationCall } from '@/domain/schemas/user-profile';
import {
  DEVICE_SESSION_KEY,
  DEVICE_SESSION_MAX_AGE_MS,
  forgetDeviceSession,
  getDeviceSession,
  isOfflineSession,
  openOfflineSession,
  rememberDeviceSession,
  rememberedUserId,
  setToken,
} from '@/web/api/session-storage';
import { db } from '@/web/offline/db';
import { replayOutbox, sendOrQueue } from '@/web/offline/outbox';
import { waitingEntries } from '@/web/offline/outbox-queue';
import { currentOwnerId, tokenUserId } from '@/web/offline/owner';
import type { TestApp } from '../server/helpers';
import { memoryStorage } from './memory-storage';
import { deviceAgainstService } from './device-harness';
import { bridgeFetch, storeSession } from './offline-bridge';

const profile = {
  id: 'user-a',
  firstName: 'Kari',
  lastName: 'Nordmann',
  name: 'Kari Nordmann',
  organization: { id: 1001, name: 'Nordkapp Energi AS', kind: 'company' as const, prefix: 'NKE' },
  role: 'daq_innmelder_selskap' as const,
  email: 'kari@nke.no',
  phone: '12345678',
  signature: 'Geofysiker',
  requireContactInfoConfirmation: false,
  permissions: [],
};
const userContext = {
  userContextToken: 'ctx',
  organizationId: 1001,
  organizationName: 'Nordkapp Energi AS',
  role: 'daq_innmelder_selskap' as const,
};

function tokenFor(sub: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub })}.signature`;
}

/** A fresh page: empty sessionStorage (the tab was closed), the device's localStorage kept unless asked. */
function newPage(local?: Storage): Storage {
  vi.stubGlobal('sessionStorage', memoryStorage());
  // No offline session open in the new page (forgotten on a throwaway storage, the device's is kept).
  vi.stubGlobal('localStorage', memoryStorage());
  forgetDeviceSession();
  const storage = local ?? memoryStorage();
  vi.stubGlobal('localStorage', storage);
  return storage;
}

describe('the remembered session of the device', () => {
  beforeEach(() => newPage());

  it('keeps the user id, the profile the shell shows and the user context; no token, no contact details', () => {
    setToken(tokenFor('user-a'));
    rememberDeviceSession({ userId: 'user-a', profile, userContext }, 1000);
    const stored = localStorage.getItem(DEVICE_SESSION_KEY)!;
    expect(JSON.parse(stored)).toEqual({
      userId: 'user-a',
      profile: {
        id: 'user-a',
        firstName: 'Kari',
        lastName: 'Nordmann',
        name: 'Kari Nordmann',
        organization: profile.organization,
        role: profile.role,
        permissions: [],
      },
      userContext,
      savedAt: 1000,
    });
    expect(stored).not.toContain(tokenFor('user-a'));
    expect(stored).not.toContain('kari@nke.no');
    expect(getDeviceSession(1000 + DEVICE_SESSION_MAX_AGE_MS)?.profile.name).toBe('Kari Nordmann');
  });

  it('is not opened when it is too old, malformed or forgotten', () => {
    rememberDeviceSession({ userId: 'user-a', profile, userContext }, 0);
    expect(getDeviceSession(DEVICE_SESSION_MAX_AGE_MS + 1)).toBeNull();
    expect(rememberedUserId()).toBe('user-a');
    localStorage.setItem(DEVICE_SESSION_KEY, JSON.stringify({ userId: 'user-a', profile: { name: 'x' } }));
    expect(getDeviceSession()).toBeNull();
    localStorage.setItem(DEVICE_SESSION_KEY, '{not json');
    expect(getDeviceSession()).toBeNull();
    rememberDeviceSession({ userId: 'user-a', profile, userContext });
    forgetDeviceSession();
    expect(getDeviceSession()).toBeNull();
    expect(rememberedUserId()).toBeNull();
  });

  it('tags the device data with the offline session user only while there is no token', () => {
    rememberDeviceSession({ userId: 'user-a', profile, userContext });
    expect(currentOwnerId()).toBe('');
    expect(isOfflineSession()).toBe(false);
    openOfflineSession(getDeviceSession()!);
    expect(isOfflineSession()).toBe(true);
    expect(currentOwnerId()).toBe('user-a');
    setToken(tokenFor('user-b'));
    expect(isOfflineSession()).toBe(false);
    expect(tokenUserId()).toBe('user-b');
    expect(currentOwnerId()).toBe('user-b');
  });
});

describe('changes made in an offline session, against the real service', () => {
  const service = deviceAgainstService(null);
  let net: ReturnType<typeof bridgeFetch>;
  let innmelder: Awaited<ReturnType<TestApp['signIn']>>;
  let device: Storage;

  beforeEach(async () => {
    await db.outbox.clear();
    // Signed in once on this device: the session is remembered. Then the tab is closed.
    innmelder = await service.test.signIn('innmelder');
    device = newPage();
    storeSession(innmelder);
    const userId = tokenUserId();
    rememberDeviceSession({ userId, profile: { ...profile, id: userId }, userContext });
    newPage(device);
    net = bridgeFetch(service.test.app);
    // Opened again with no token: the offline session of the remembered user.
    openOfflineSession(getDeviceSession()!);
  });

  const change = () =>
    sendOrQueue(
      saveUserInformationCall,
      {
        body: {
          email: 'kari.ombord@nke.no',
          phone: '',
          signature: '',
          requireContactInfoConfirmation: false,
        },
      },
      { entityId: 'profile', label: 'Lagre profil' },
    );

  it('waits in the outbox even with the network up, and is sent once after the same user signs in', async () => {
    expect((await change()).status).toBe('queued');
    await replayOutbox();
    expect(net.log).toEqual([]);
    const [entry] = await waitingEntries();
    expect(entry.ownerId).toBe(getDeviceSession()!.userId);

    storeSession(innmelder);
    await replayOutbox();
    expect(await waitingEntries()).toEqual([]);
    expect(net.log.map((x) => [x.method, x.status, x.key])).toEqual([['PUT', 200, entry.key]]);
  });

  it('is neither shown nor replayed when another user signs in', async () => {
    await change();
    storeSession(await service.test.signIn('godkjenner.od'));
    expect(await waitingEntries()).toEqual([]);
    await replayOutbox();
    expect(net.log).toEqual([]);
    expect(await db.outbox.count()).toBe(1);
  });
});
