import { Text } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useDeferredValue, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from '../../components/use-translation';
import { refreshTokenCall } from '@/domain/schemas/auth';
import { isApiError } from '../../api/api-error';
import { callApi, setUnauthorisedHandler } from '../../api/client';
import {
  getDeviceSession,
  getToken,
  getUserContext,
  rememberDeviceSession,
  setToken,
  subscribeSession,
} from '../../api/session-storage';
import { BrandBar } from '../../components/brand-bar';
import { PageMessage } from '../../components/page-message';
import { useOnlineStatus } from '../../offline/online-status';
import { tokenUserId } from '../../offline/owner';
import { useGdprCheckQuery } from './api/get-gdpr-check';
import { useUserProfileQuery } from './api/get-user-profile';
import { OfflineScreen } from './offline-screen';
import { OfflineSession, useOfflineSession } from './offline-session';
import { handleUnauthorised } from './session-actions';
import { lazyAfterFirstScreen } from '../../components/first-screen';
import { SessionContext } from '@/web/session/session-context';
import { SignInRedirect } from './sign-in-redirect';
import { startTokenRefresh } from './token-refresh';

// The screens of the way in are loaded only when needed (keeps the initial JavaScript small).
const RoleSelector = lazy(() => import('./role-selector').then((m) => ({ default: m.RoleSelector })));
const GdprScreen = lazy(() => import('./gdpr-screen').then((m) => ({ default: m.GdprScreen })));
const AccessDeniedDialog = lazy(() =>
  import('./access-denied-dialog').then((m) => ({ default: m.AccessDeniedDialog })),
);
// Asked once the first screen is on display: its call and code do not delay the table.
const ContactInfoCheck = lazyAfterFirstScreen(() =>
  import('./contact-info-check').then((m) => ({ default: m.ContactInfoCheck })),
);

const isOfflineError = (error: unknown) => isApiError(error) && error.responseStatus === 0;

/**
 * The way in (spec 000 section 2): sign-in, the role selector, the GDPR confirmation, the profile (or the
 * access-denied dialog), the contact-information check; then the signed-in shell with useSession(). With no token
 * and no network, the shell opens in an offline session for the device's last signed-in user (if remembered).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageMessage busy />}>
      <SessionGateSteps>{children}</SessionGateSteps>
    </Suspense>
  );
}

function SessionGateSteps({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const token = useSyncExternalStore(subscribeSession, getToken, () => null);
  const userContext = useSyncExternalStore(subscribeSession, getUserContext, () => null);
  const signedIn = token !== null;

  useEffect(() => setUnauthorisedHandler(() => handleUnauthorised(queryClient)), [queryClient]);
  useEffect(() => {
    if (!signedIn) return;
    return startTokenRefresh({
      refresh: async () => (await callApi(refreshTokenCall)).accessToken,
      onToken: setToken,
      onFailure: () => handleUnauthorised(queryClient),
    });
  }, [signedIn, queryClient]);

  const gdpr = useGdprCheckQuery(signedIn && userContext !== null);
  const mayLoadProfile = userContext !== null && gdpr.data?.requireGdprConfirmation === false;
  const profile = useUserProfileQuery(userContext?.userContextToken ?? '', mayLoadProfile);
  const session = useMemo(
    () => (profile.data && userContext ? { profile: profile.data, userContext, offline: false } : null),
    [profile.data, userContext],
  );
  const offlineSession = useOfflineSession(signedIn, online);
  // The signed-in app is rendered in the background (a deferred value renders in slices, yielding to the browser),
  // not in the one long task a query's answer would give it.
  const shownSession = useDeferredValue(session);

  // Signed in with a user context: this device remembers the user, so the app can open offline for them later.
  useEffect(() => {
    const userId = tokenUserId();
    if (session && userId)
      rememberDeviceSession({ userId, profile: session.profile, userContext: session.userContext });
  }, [session]);

  const loading = (
    <PageMessage busy>
      <Text>{t('loading')}</Text>
    </PageMessage>
  );
  if (!signedIn) {
    if (offlineSession) {
      return (
        <OfflineSession device={offlineSession} online={online}>
          {children}
        </OfflineSession>
      );
    }
    if (online) return <SignInRedirect />;
    // No network: the offline session of the device's last user opens (one effect away), else the offline screen.
    return getDeviceSession() ? loading : <OfflineScreen />;
  }
  if (!userContext) {
    return (
      <>
        <BrandBar />
        <RoleSelector />
      </>
    );
  }
  if (!gdpr.data) {
    if (gdpr.isError) return isOfflineError(gdpr.error) ? <OfflineScreen /> : <AccessDeniedDialog />;
    return loading;
  }
  if (gdpr.data.requireGdprConfirmation) {
    return (
      <>
        <BrandBar />
        <GdprScreen check={gdpr.data} />
      </>
    );
  }
  if (!session) {
    if (profile.isError) return isOfflineError(profile.error) ? <OfflineScreen /> : <AccessDeniedDialog />;
    return loading;
  }
  if (!shownSession) return loading;
  return (
    <SessionContext.Provider value={shownSession}>
      {children}
      <ContactInfoCheck />
    </SessionContext.Provider>
  );
}
