import type { ComponentType } from 'react';
import { reloadOnceForFailedChunk } from './chunk-reload';
import { loadAllNamespaces } from './i18n';

/** The pages whose last load failed: a navigation tries them again (retryFailedPages, route-error-boundary.tsx). */
const failedLoads = new Set<() => void>();

/** Lets every page whose load failed (a chunk missing offline) load again at the next navigation. */
export function retryFailedPages(): void {
  for (const retry of failedLoads) retry();
  failedLoads.clear();
}

/**
 * A route's page, loaded with the texts of every namespace (the overview's own are in the initial JavaScript) before
 * it is drawn, as the data router's lazy routes were: the page suspends until they are in. The router's location
 * changes in a transition (BrowserRouter), so on a navigation the page shown stays until the next one is ready, and
 * the first render waits for the page (its files are preloaded beside the app's: index.html). No Suspense boundary
 * shows a fallback: React reveals content behind one at most every 300 ms (components/loadable.ts).
 * A load that fails is thrown to the route's error boundary; a chunk of an older version reloads the app once.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, texts: 'all' | 'first-screen' = 'all') {
  let Loaded: ComponentType | undefined;
  let failed: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const preload = (): Promise<void> =>
    (loading ??= Promise.all([load(), texts === 'all' ? loadAllNamespaces() : undefined]).then(
      ([module]) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        // The page is loaded again once; meanwhile nothing else is shown.
        if (reloadOnceForFailedChunk()) return new Promise<never>(() => undefined);
        failed = { error };
        failedLoads.add(() => {
          failed = undefined;
          loading = undefined;
        });
      },
    ));
  function LazyPage() {
    if (failed) throw failed.error;
    if (!Loaded) throw preload();
    return <Loaded />;
  }
  return LazyPage;
}
