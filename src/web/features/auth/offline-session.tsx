import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { TUserProfile } from '@/domain/schemas/user-profile';
import { infoCall } from '@/domain/schemas/system';
import { callApi } from '../../api/client';
import { getDeviceSession, openOfflineSession, type DeviceSession } from '../../api/session-storage';
import { SessionContext, type SessionValue } from '@/web/session/session-context';
import { useSignInRequests } from './sign-in-redirect';

/** While the browser says it is online but the service did not answer, it is asked this often whether it is back. */
export const REACHABILITY_PROBE_MS = 15_000;

/** The profile the shell shows in an offline session (contact details are not kept on the device). */
export function profileOf(device: DeviceSession): TUserProfile {
  return { ...device.profile, email: '', phone: '', signature: '', requireContactInfoConfirmation: false };
}

/**
 * The offline session of this page: opened when there is no token and no network and the device remembers its last
 * signed-in user; it lasts until the sign-in that follows the network's return leaves the page.
 */
export function useOfflineSession(signedIn: boolean, online: boolean): DeviceSession | null {
  const [session, setSession] = useState<DeviceSession | null>(null);
  const wanted = !signedIn && !online && session === null;
  useEffect(() => {
    if (!wanted) return;
    const device = getDeviceSession();
    if (!device) return;
    // Before the shell renders: what it reads and writes on the device is tagged with this user.
    openOfflineSession(device);
    setSession(device);
  }, [wanted]);
  return signedIn ? null : session;
}

/**
 * The shell as the remembered user, with no token. When the network returns the user is sent to sign-in (the normal
 * redirect and its throttle); the shell stays until the page leaves, and every 'flush when the page goes away' runs
 * first, so what was typed is on the device before the sign-in.
 */
export function OfflineSession({
  device,
  online,
  children,
}: {
  device: DeviceSession;
  online: boolean;
  children: ReactNode;
}) {
  const value = useMemo<SessionValue>(
    () => ({ profile: profileOf(device), userContext: device.userContext, offline: true }),
    [device],
  );
  return (
    <SessionContext.Provider value={value}>
      {children}
      {online ? <SignInWhenOnline /> : <ReachabilityProbe />}
    </SessionContext.Provider>
  );
}

function SignInWhenOnline() {
  useEffect(() => {
    // The page is about to go: the wizard's local copy and waiting row saves are written now (they listen for it).
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
  }, []);
  useSignInRequests();
  return null;
}

/**
 * The browser may say it is online while the service cannot be reached (a ship's network without a way out): then
 * nothing else would notice the service coming back, so it is asked now and then (the client reports the outcome).
 */
function ReachabilityProbe() {
  useEffect(() => {
    const probe = () => {
      if (navigator.onLine) void callApi(infoCall).catch(() => undefined);
    };
    const timer = setInterval(probe, REACHABILITY_PROBE_MS);
    return () => clearInterval(timer);
  }, []);
  return null;
}
