import type { OutboxEntry } from './db';

/**
 * Told after an entry reached the service during replay, with the service's answer; also after 'take theirs', with
 * the service's current version of the entity.
 */
export type SentListener = (entry: OutboxEntry, response: unknown, origin: SentOrigin) => void;
/** 'replay': the entry reached the service; 'theirs': the user took the service's version instead of sending it. */
export type SentOrigin = 'replay' | 'theirs';
const sentListeners = new Set<SentListener>();

/** E.g. the wizard refreshes its query cache when a queued save has gone through. */
export function onOutboxSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

export function emitSent(entry: OutboxEntry, response: unknown, origin: SentOrigin = 'replay'): void {
  for (const listener of sentListeners) {
    try {
      listener(entry, response, origin);
    } catch {
      // a listener's failure must not stop the replay
    }
  }
}

const toldByCaller = new Set<string>();

/**
 * An entry whose sender waits for it while online (a drawer's save): the sender tells the user with its own toast,
 * so the outbox's 'sent' toast leaves it out (one save, one toast). Answers the release, called once the send is done.
 */
export function tellByCaller(key: string): () => void {
  toldByCaller.add(key);
  return () => toldByCaller.delete(key);
}

/** Whether the entry's sender tells the user itself (tellByCaller). */
export function isToldByCaller(key: string): boolean {
  return toldByCaller.has(key);
}
