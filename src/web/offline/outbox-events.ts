import type { OutboxEntry } from './db';

/**
 * Told after an entry reached the service during replay, with the service's answer; also after 'take theirs', with
 * the service's current version of the entity.
 */
export type SentListener = (entry: OutboxEntry, response: unknown) => void;
const sentListeners = new Set<SentListener>();

/** E.g. the wizard refreshes its query cache when a queued save has gone through. */
export function onOutboxSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

export function emitSent(entry: OutboxEntry, response: unknown): void {
  for (const listener of sentListeners) {
    try {
      listener(entry, response);
    } catch {
      // a listener's failure must not stop the replay
    }
  }
}
