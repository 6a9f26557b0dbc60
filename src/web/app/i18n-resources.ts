import type acquisition from '@locales/nb/acquisition.json';
import type admin from '@locales/nb/admin.json';
import type auth from '@locales/nb/auth.json';
import type common from '@locales/nb/common.json';
import type confirmation from '@locales/nb/confirmation.json';
import type date from '@locales/nb/date.json';
import type draft from '@locales/nb/draft.json';
import type enums from '@locales/nb/enums.json';
import type geometry from '@locales/nb/geometry.json';
import type geometryInput from '@locales/nb/geometry-input.json';
import type map from '@locales/nb/map.json';
import type notFound from '@locales/nb/not-found.json';
import type offline from '@locales/nb/offline.json';
import type overview from '@locales/nb/overview.json';
import type settings from '@locales/nb/settings.json';

/**
 * The type of every namespace under locales/nb, so that a missing key fails typecheck.
 * A feature adding a namespace adds one line here (the JSON is loaded at run time by i18n.ts).
 */
export interface Resources {
  common: typeof common;
  auth: typeof auth;
  settings: typeof settings;
  overview: typeof overview;
  confirmation: typeof confirmation;
  admin: typeof admin;
  enums: typeof enums;
  geometry: typeof geometry;
  'geometry-input': typeof geometryInput;
  offline: typeof offline;
  draft: typeof draft;
  map: typeof map;
  acquisition: typeof acquisition;
  date: typeof date;
  'not-found': typeof notFound;
}
