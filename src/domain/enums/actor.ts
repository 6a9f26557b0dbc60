import { z } from 'zod';

/** The parties that act on an acquisition (spec 000 section 3); same values as Party in roles.ts. */
export const Actor = {
  Regulator: 1,
  FisheriesDirectorate: 2,
  MarineResearchInstitute: 3,
  Company: 4,
} as const;
export type Actor = (typeof Actor)[keyof typeof Actor];
export const ZActor = z.enum(Actor);
