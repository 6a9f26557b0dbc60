import { useEffect, useState, type DependencyList } from 'react';
import type * as Dexie from 'dexie';
import { afterFirstScreen } from '../components/first-screen';
import { loadDatabase } from './database';

/** Dexie's module, imported once: each import() call of a page's live queries ran the bundler's preload helper again. */
let dexie: Promise<typeof Dexie> | undefined;
const loadDexie = () => (dexie ??= import('dexie'));

/**
 * A small stand-in for dexie-react-hooks: the latest result of a Dexie query, re-run whenever the tables it read
 * change (in this tab or another). `undefined` until the first result.
 */
export function useLiveQuery<T>(query: () => Promise<T> | T, deps: DependencyList): T | undefined;
export function useLiveQuery<T, D>(query: () => Promise<T> | T, deps: DependencyList, initial: D): T | D;
export function useLiveQuery<T, D>(
  query: () => Promise<T> | T,
  deps: DependencyList,
  initial?: D,
): T | D | undefined {
  const [value, setValue] = useState<T | D | undefined>(initial);
  useEffect(() => {
    // Dexie and the database load with the first live query once the page's first screen is on display (issue 27: the
    // page's first paint waited for their 28 KB on a slow link); the query runs once both are there, so it awaits
    // nothing but Dexie's own promises.
    let subscription: { unsubscribe: () => void } | undefined;
    let ended = false;
    void afterFirstScreen()
      .then(() => Promise.all([loadDexie(), loadDatabase()]))
      .then(
        ([{ liveQuery }]) => {
          if (ended) return;
          subscription = liveQuery(query).subscribe({
            next: (result) => setValue(() => result),
            error: () => setValue(() => initial),
          });
        },
        () => setValue(() => initial),
      );
    return () => {
      ended = true;
      subscription?.unsubscribe();
    };
    // The caller's deps decide when the query changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return value;
}
