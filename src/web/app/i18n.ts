import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
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

const files = import.meta.glob<Record<string, unknown>>(
  // idp.json holds the server's sign-in page texts; the web app does not need them.
  ['../../../locales/nb/*.json', '!../../../locales/nb/idp.json'],
  {
    eager: true,
    import: 'default',
  },
);

/** Every locales/nb/<namespace>.json, keyed by namespace. */
export function namespacesOf(
  modules: Record<string, Record<string, unknown>>,
): Record<string, Record<string, unknown>> {
  const namespaces: Record<string, Record<string, unknown>> = {};
  for (const [path, content] of Object.entries(modules)) {
    const name = /([\w-]+)\.json$/.exec(path)?.[1];
    if (name) namespaces[name] = content;
  }
  return namespaces;
}

const resources = namespacesOf(files);

void i18next.use(initReactI18next).init({
  lng: LANGUAGE,
  fallbackLng: LANGUAGE,
  ns: Object.keys(resources),
  defaultNS: 'common',
  resources: { [LANGUAGE]: resources },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

// Dates in texts go through the one formatter: {{value, date}} or {{value, dateTime}}.
i18next.services.formatter?.add('date', (value) => formatDate(value as string, 'date'));
i18next.services.formatter?.add('dateTime', (value) =>
  formatDate(value as string, 'dateTime' satisfies DateStyle),
);

export { i18next };
