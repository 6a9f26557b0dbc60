import type { OfflineDatabase } from './db';

/**
 * The device's database, loaded when first used: Dexie (about 30 KB gzip) and the outbox's tables are then not part of
 * a page's first paint, which only asks whether anything waits after it has shown (issue 27).
 */
let instance: OfflineDatabase | undefined;
let loading: Promise<OfflineDatabase> | undefined;

/** Loads the database module once. */
export function loadDatabase(): Promise<OfflineDatabase> {
  loading ??= import('./db').then((module) => (instance = module.db));
  return loading;
}

/**
 * The database, at once once loaded: a Dexie transaction or live query must await nothing but Dexie's own promises, so
 * `loadedDatabase() ?? (await loadDatabase())` awaits only while it is not yet loaded (never inside one).
 */
export function loadedDatabase(): OfflineDatabase | undefined {
  return instance;
}
