import { useEffect, useSyncExternalStore } from 'react';

/**
 * Who is saying 'you are offline' right now, so that one bar says it all: the offline session's bar or the outbox
 * bar (which folds the offline text in beside the waiting changes) claim it, and the general offline banner steps
 * back; the offline session's bar steps back for the outbox bar.
 */
export type OfflineNoticeOwner = 'session' | 'outbox';

let owners = new Set<OfflineNoticeOwner>();
let details: readonly string[] = [];
const listeners = new Set<() => void>();

function update(next: Set<OfflineNoticeOwner>) {
  owners = next;
  for (const listener of listeners) listener();
}

function setDetails(next: readonly string[]) {
  details = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The owners saying it now (a stable set until it changes). */
export function useOfflineNoticeOwners(): ReadonlySet<OfflineNoticeOwner> {
  return useSyncExternalStore(subscribe, () => owners);
}

/** Claims the offline notice while `active`. */
export function useClaimOfflineNotice(owner: OfflineNoticeOwner, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    update(new Set(owners).add(owner));
    return () => {
      const next = new Set(owners);
      next.delete(owner);
      update(next);
    };
  }, [owner, active]);
}

/** What a page adds to the one offline bar (the overview: when its data was fetched). */
export function useOfflineNoticeDetails(): readonly string[] {
  return useSyncExternalStore(subscribe, () => details);
}

/** Adds `text` to the offline bar while it is not null. */
export function useOfflineNoticeDetail(text: string | null): void {
  useEffect(() => {
    if (text === null) return;
    setDetails([...details, text]);
    return () => {
      const index = details.indexOf(text);
      if (index >= 0) setDetails([...details.slice(0, index), ...details.slice(index + 1)]);
    };
  }, [text]);
}
