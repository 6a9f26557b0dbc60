import { useEffect, useState } from 'react';

/**
 * A component (or any value) whose module loads on demand, drawn once it is there, without a Suspense boundary: React
 * shows content behind a boundary that showed its fallback at most every 300 ms after any boundary of the page last
 * showed or hid one (its fallback throttle). A page with a dozen parts loading after its first screen (menus, the
 * outbox, pickers) so drew its main content, a week-report form behind React.lazy, 300-400 ms after its code and data
 * were in (issue 27: the finish form's LCP). Here the caller draws its own placeholder until `useLoaded` answers.
 * The part is drawn once loaded. A load that fails is thrown in the render that waits for it, as
 * React.lazy would (the nearest error boundary).
 */
export function loadable<T>(load: () => Promise<{ default: T }>) {
  let loaded: { value: T } | undefined;
  let failed: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (module) => {
        loaded = { value: module.default };
      },
      (error: unknown) => {
        failed = { error };
        // A later wish tries again (a chunk that could not be fetched offline may be there once online).
        loading = undefined;
      },
    ));

  /** The loaded value, or undefined while it loads (or while it is not `wanted`); starts the load when wanted. */
  function useLoaded(wanted = true): T | undefined {
    const [, setDrawn] = useState(0);
    const [error, setError] = useState<{ error: unknown }>();
    if (error) throw error.error;
    if (wanted && !loaded) void preload();
    const value = wanted ? loaded?.value : undefined;
    const drawn = value !== undefined;
    useEffect(() => {
      if (!wanted) return;
      // Loaded between this render and this effect (a module already fetched): drawn again now, or never.
      if (loaded) {
        if (!drawn) setDrawn((n) => n + 1);
        return;
      }
      let alive = true;
      void preload().then(() => {
        if (!alive) return;
        if (!loaded) return setError(failed);
        setDrawn((n) => n + 1);
      });
      return () => {
        alive = false;
      };
    }, [wanted, drawn]);
    return value;
  }

  return { useLoaded, preload };
}
