import type accessibility from '@locales/nb/accessibility.json';
import type acquisition from '@locales/nb/acquisition.json';
import type admin from '@locales/nb/admin.json';
import type attachmentPicker from '@locales/nb/attachment-picker.json';
import type attachments from '@locales/nb/attachments.json';
import type amendments from '@locales/nb/amendments.json';
import type auth from '@locales/nb/auth.json';
import type caseDialogue from '@locales/nb/case-dialogue.json';
import type caseExport from '@locales/nb/case-export.json';
import type common from '@locales/nb/common.json';
import type confirmation from '@locales/nb/confirmation.json';
import type date from '@locales/nb/date.json';
import type deviceHealth from '@locales/nb/device-health.json';
import type draft from '@locales/nb/draft.json';
import type drawer from '@locales/nb/drawer.json';
import type enums from '@locales/nb/enums.json';
import type geometry from '@locales/nb/geometry.json';
import type geometryInput from '@locales/nb/geometry-input.json';
import type map from '@locales/nb/map.json';
import type notFound from '@locales/nb/not-found.json';
import type notes from '@locales/nb/notes.json';
import type notifications from '@locales/nb/notifications.json';
import type offline from '@locales/nb/offline.json';
import type overview from '@locales/nb/overview.json';
import type settings from '@locales/nb/settings.json';
import type weekReports from '@locales/nb/week-reports.json';

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
  notifications: typeof notifications;
  draft: typeof draft;
  map: typeof map;
  acquisition: typeof acquisition;
  date: typeof date;
  'not-found': typeof notFound;
  'device-health': typeof deviceHealth;
  'week-reports': typeof weekReports;
  'case-dialogue': typeof caseDialogue;
  drawer: typeof drawer;
  attachments: typeof attachments;
  'attachment-picker': typeof attachmentPicker;
  notes: typeof notes;
  amendments: typeof amendments;
  accessibility: typeof accessibility;
  'case-export': typeof caseExport;
}
