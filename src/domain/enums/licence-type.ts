import { z } from 'zod';

/** Type of a licence on an acquisition (spec 000 s3, spec 001 s3). */
export const LicenceType = {
  Production: 10,
  Survey: 20,
  Exploitation: 30,
  Co2Survey: 40,
  Exploration: 50,
} as const;
export type LicenceType = (typeof LicenceType)[keyof typeof LicenceType];
export const ZLicenceType = z.enum(LicenceType);
