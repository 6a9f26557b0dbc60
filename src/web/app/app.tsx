import { FluentProvider, makeStyles, webLightTheme } from '@fluentui/react-components';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createQueryClient, QUERY_CACHE_MAX_AGE_MS, queryPersister } from '../api/query-client';
import { lazyAfterFirstScreen, useAfterFirstScreen } from '../components/first-screen';
import { NotifyToaster } from '../components/notify';
import { QuietBoundary } from '../components/quiet-boundary';
import { OfflineBanner } from './offline-banner';
import { installFocusReturn } from './focus-return';
import { loadAllNamespaces } from './i18n';
import { AppRouter } from './router';

// The outbox (Dexie and the replay) loads after the first screen: it keeps the initial JavaScript small.
const OutboxSync = lazyAfterFirstScreen(() =>
  import('../offline/outbox-sync').then((m) => ({ default: m.OutboxSync })),
);

// The service worker's registration and its bars (first visit: ready offline; a new version) load after the first screen.
const UpdatePrompt = lazyAfterFirstScreen(() =>
  import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })),
);

// Fluent's focus manager, held for the app's life (keep-tabster.tsx): a page must never be left aria-hidden.
const KeepTabster = lazy(() => import('./keep-tabster').then((m) => ({ default: m.KeepTabster })));

/**
 * Loads KeepTabster after the first screen, or at the user's first press of a key or pointer if that comes sooner: a
 * modal dialog needs one to open, so tabster is held before any dialog can close (one opened before the first screen
 * was done could otherwise close, with a route change, before KeepTabster had loaded).
 */
function KeepTabsterSoon() {
  const afterFirstScreen = useAfterFirstScreen();
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    if (pressed) return;
    const press = () => setPressed(true);
    window.addEventListener('pointerdown', press, { capture: true, once: true });
    window.addEventListener('keydown', press, { capture: true, once: true });
    return () => {
      window.removeEventListener('pointerdown', press, { capture: true });
      window.removeEventListener('keydown', press, { capture: true });
    };
  }, [pressed]);
  if (!afterFirstScreen && !pressed) return null;
  return (
    <QuietBoundary fallback={null}>
      <Suspense fallback={null}>
        <KeepTabster />
      </Suspense>
    </QuietBoundary>
  );
}

/** The texts of every other page load after the first screen (its own are in the initial JavaScript). */
function LaterTexts() {
  const afterFirstScreen = useAfterFirstScreen();
  useEffect(() => {
    if (afterFirstScreen) void loadAllNamespaces();
  }, [afterFirstScreen]);
  return null;
}

const useStyles = makeStyles({ root: { minHeight: '100dvh', display: 'flex', flexDirection: 'column' } });

/** Providers: Fluent theme, query cache persisted to localStorage, toasts, the service worker, the router. */
export function App() {
  const styles = useStyles();
  const [queryClient] = useState(createQueryClient);
  useEffect(() => installFocusReturn(), []);
  return (
    // The layout class sits on an inner element: Fluent copies the provider's classes onto portal mount nodes
    // (menus, dialogs, toasts), and a full-height class there would cover the page.
    <FluentProvider theme={webLightTheme}>
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={{
          persister: queryPersister,
          maxAge: QUERY_CACHE_MAX_AGE_MS,
          buster: __APP_VERSION__,
          // Every answer held is kept, also when the last try to refresh it failed (offline, at sea: the query is
          // then in error but still holds the answer; dropping it would lose the device's copy at the next reload).
          // Queries marked meta.persist === false (e.g. the overview map's data) keep their own offline copy.
          dehydrateOptions: {
            shouldDehydrateQuery: (query) => query.state.data !== undefined && query.meta?.persist !== false,
          },
        }}
      >
        <div className={styles.root}>
          <UpdatePrompt />
          <OfflineBanner />
          <AppRouter />
        </div>
        <NotifyToaster />
        <OutboxSync />
        <LaterTexts />
        <KeepTabsterSoon />
      </PersistQueryClientProvider>
    </FluentProvider>
  );
}
