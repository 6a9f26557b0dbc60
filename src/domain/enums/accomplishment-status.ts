import { z } from 'zod';

/** Accomplishment status of an acquisition (spec 000 section 3). */
export const AccomplishmentStatus = {
  Under_Behandling: 1,
  Planlagt: 10,
  Pågående: 20,
  Pause: 30,
  Ferdig: 40,
  FerdigMedDokumentasjon: 41,
  Avlyst: 50,
  Utkast: 99,
  Ikke_Kjent: -1,
} as const;
export type AccomplishmentStatus = (typeof AccomplishmentStatus)[keyof typeof AccomplishmentStatus];
export const ZAccomplishmentStatus = z.enum(AccomplishmentStatus);
export const ZAccomplishmentStatusParam = z.coerce.number().pipe(ZAccomplishmentStatus);

/** Draft status value (spec 000 section 9). */
export const DRAFT_STATUS = AccomplishmentStatus.Utkast;

/** Statuses a user may filter the overview by (spec 002 s4); Utkast only with the draft permission. */
export const FILTERABLE_STATUSES: readonly AccomplishmentStatus[] = [
  AccomplishmentStatus.Under_Behandling,
  AccomplishmentStatus.Planlagt,
  AccomplishmentStatus.Pågående,
  AccomplishmentStatus.Pause,
  AccomplishmentStatus.Ferdig,
  AccomplishmentStatus.FerdigMedDokumentasjon,
  AccomplishmentStatus.Avlyst,
];

/** The overview's default status filter (spec 002 s4); Utkast is added for users who may see drafts. */
export const DEFAULT_OVERVIEW_STATUSES: readonly AccomplishmentStatus[] = [
  AccomplishmentStatus.Under_Behandling,
  AccomplishmentStatus.Pågående,
  AccomplishmentStatus.Pause,
  AccomplishmentStatus.Planlagt,
];

/** Statuses in which the acquisition is under way or done: the page shows actual dates and week reports. */
export const STARTED_STATUSES: readonly AccomplishmentStatus[] = [
  AccomplishmentStatus.Pågående,
  AccomplishmentStatus.Pause,
  AccomplishmentStatus.Ferdig,
  AccomplishmentStatus.FerdigMedDokumentasjon,
];
