/** Vessels, harbours and fisheries experts are saved 500 ms after the last change (spec 002 s4, s9). */
export const AUTOSAVE_DEBOUNCE_MS = 500;

export interface KeyedDebouncer {
  /** Runs `save` `delay` ms after the last call for the same key; a newer call replaces the waiting save. */
  schedule: (key: string, save: () => void) => void;
  /** Runs every waiting save at once (when the section closes, so nothing is lost). */
  flush: () => void;
}

export function createKeyedDebouncer(delay = AUTOSAVE_DEBOUNCE_MS): KeyedDebouncer {
  const pending = new Map<string, { timer: ReturnType<typeof setTimeout>; run: () => void }>();
  return {
    schedule(key, save) {
      const existing = pending.get(key);
      if (existing) clearTimeout(existing.timer);
      const run = () => {
        pending.delete(key);
        save();
      };
      pending.set(key, { timer: setTimeout(run, delay), run });
    },
    flush() {
      for (const { timer, run } of [...pending.values()]) {
        clearTimeout(timer);
        run();
      }
    },
  };
}
