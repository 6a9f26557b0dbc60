import i18next, { type Namespace } from 'i18next';
import type { useTranslation as useReactI18nextTranslation } from 'react-i18next';

/**
 * The translation hook of every screen, with react-i18next's signature and types but none of its per-component work.
 * The interface language is fixed (app/i18n.ts: Norwegian whatever the browser), so a component never has to hear of
 * a language change: react-i18next's hook still subscribed each component to i18next in an effect, built a new `t`
 * on every render and checked its namespaces' load state each time, some 40 ms of a slow phone's start-up on the
 * wizard (issue 27, TBT). This one is a lookup: one `t` per namespace list, made once, the same on every render.
 * A namespace not loaded yet suspends the component until it is, as react-i18next's did (its default `useSuspense`).
 *
 * What it returns is react-i18next's shape: `[t, i18n, ready]`, with the three also as properties.
 */
type Translation = unknown[] & { t: unknown; i18n: typeof i18next; ready: true };

/** One answer per namespace list, made once (it is only made once its namespaces are loaded). */
const made = new Map<string, Translation>();

type AnyT = (...args: unknown[]) => unknown;

/**
 * A `t` that answers a plain key (no options) it has found before from memory: the texts never change while the app
 * runs (one language, namespaces only ever added), and i18next's own lookup checks the namespace's load state, splits
 * the key and resolves the language hierarchy on every call. A key not found (its text is the key) is asked again.
 */
function remembering(t: AnyT): AnyT {
  const found = new Map<string, unknown>();
  const fast = (...args: unknown[]) => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== 'string') return t(...args);
    const known = found.get(key);
    if (known !== undefined) return known;
    const text = t(key);
    if (text !== key) found.set(key, text);
    return text;
  };
  return Object.assign(fast, t);
}

function translation(ns?: string | readonly string[]): Translation {
  const key = ns === undefined ? '' : typeof ns === 'string' ? ns : ns.join();
  const known = made.get(key);
  if (known) return known;
  const namespaces: string[] =
    ns === undefined ? [String(i18next.options.defaultNS)] : typeof ns === 'string' ? [ns] : [...ns];
  // Suspense's contract: what is thrown is the promise of what is missing.
  if (!namespaces.every((n) => i18next.hasLoadedNamespace(n))) throw i18next.loadNamespaces(namespaces);
  const t = remembering(i18next.getFixedT(null, namespaces[0] as Namespace) as unknown as AnyT);
  const result = Object.assign([t, i18next, true], { t, i18n: i18next, ready: true as const });
  made.set(key, result);
  return result;
}

export const useTranslation = translation as unknown as typeof useReactI18nextTranslation;
