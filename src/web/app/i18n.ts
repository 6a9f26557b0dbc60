import i18next from 'i18next';
import { formatDate, type DateStyle } from '../components/format-date';
import type { Resources } from './i18n-resources';

/** The interface language is fixed to Norwegian: language code 'no', date culture 'nb' (spec 000 section 1). */
export const LANGUAGE = 'no';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

/**
 * The namespaces the first screen needs (the way in, the shell, the overview and its table) are in the initial
 * JavaScript; every other locales/nb/<namespace>.json is its own chunk, loaded after the first screen
 * (loadAllNamespaces) or by the route that needs it, before it shows. idp.json holds the server's sign-in page texts;
 * the web app does not need them.
 */
const firstScreenFiles = import.meta.glob<Record<string, unknown>>(
  ['../../../locales/nb/{common,auth,settings,overview,enums,offline,date,problems,not-found}.json'],
  { eager: true, import: 'default' },
);
const laterFiles = import.meta.glob<Record<string, unknown>>(
  [
    '../../../locales/nb/*.json',
    '!../../../locales/nb/{common,auth,settings,overview,enums,offline,date,problems,not-found}.json',
    '!../../../locales/nb/idp.json',
  ],
  { import: 'default' },
);

/** Every locales/nb/<namespace>.json, keyed by namespace. */
export function namespacesOf<T>(modules: Record<string, T>): Record<string, T> {
  const namespaces: Record<string, T> = {};
  for (const [path, content] of Object.entries(modules)) {
    const name = /([\w-]+)\.json$/.exec(path)?.[1];
    if (name) namespaces[name] = content;
  }
  return namespaces;
}

const resources = namespacesOf(firstScreenFiles);
const later = namespacesOf(laterFiles);

/** Loads the namespaces that are not in the initial JavaScript from their chunks (i18next's backend interface). */
const laterNamespaces = {
  type: 'backend' as const,
  init: () => undefined,
  read(
    _language: string,
    namespace: string,
    callback: (error: unknown, data?: Record<string, unknown>) => void,
  ) {
    const load = later[namespace];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error),
    );
  },
};

void i18next
  .use(laterNamespaces)
  .init({
    lng: LANGUAGE,
    fallbackLng: LANGUAGE,
    ns: Object.keys(resources),
    defaultNS: 'common',
    resources: { [LANGUAGE]: resources },
    // The bundled namespaces are there at once; the others come from the backend when asked for.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    // No advertisement in the user's console: with the developer tools open, that console.info cost ~12 ms of start-up.
    showSupportNotice: false,
  });

// i18next's every t() asks whether its namespace is loaded (Translator.translate: a resource lookup each time, only a
// missing namespace is remembered). Here a namespace, once loaded, stays so (one language, nothing unloaded).
const utils = (i18next.services as { utils?: { hasLoadedNamespace?: (ns: string, options?: object) => boolean } })
  .utils;
const askLoaded = utils?.hasLoadedNamespace;
if (utils && askLoaded) {
  const loaded = new Set<string>();
  utils.hasLoadedNamespace = (ns, options) => {
    if (options === undefined && loaded.has(ns)) return true;
    const answer = askLoaded(ns, options);
    if (answer && options === undefined) loaded.add(ns);
    return answer;
  };
}

let allLoaded: Promise<void> | undefined;
/** Every namespace of locales/nb (but idp), loaded once: after the first screen, and before any other page shows. */
export function loadAllNamespaces(): Promise<void> {
  allLoaded ??= i18next.loadNamespaces(Object.keys(later)).then(() => undefined);
  return allLoaded;
}

// Dates in texts go through the one formatter: {{value, date}} or {{value, dateTime}}.
i18next.services.formatter?.add('date', (value) => formatDate(value as string, 'date'));
i18next.services.formatter?.add('dateTime', (value) =>
  formatDate(value as string, 'dateTime' satisfies DateStyle),
);

export { i18next };
