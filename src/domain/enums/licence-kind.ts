import { z } from 'zod';
import { LicenceType } from './licence-type';

/** Kinds of licence lists (spec 000 s3, spec 002 s3); the value is the name used in payloads. */
export const LicenceKind = {
  Production: 'production',
  Survey: 'survey',
  Co2Survey: 'co2Survey',
  Co2Exploitation: 'co2Exploitation',
  Co2Exploration: 'co2Exploration',
} as const;
export type LicenceKind = (typeof LicenceKind)[keyof typeof LicenceKind];
export const ZLicenceKind = z.enum(LicenceKind);

/** The licenceType value stored for each kind. */
export const LICENCE_TYPE_OF_KIND: Readonly<Record<LicenceKind, LicenceType>> = {
  production: LicenceType.Production,
  survey: LicenceType.Survey,
  co2Survey: LicenceType.Co2Survey,
  co2Exploitation: LicenceType.Exploitation,
  co2Exploration: LicenceType.Exploration,
};
