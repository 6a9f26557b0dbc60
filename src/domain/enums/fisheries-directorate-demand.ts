import { z } from 'zod';

/** The fisheries directorate's demand (spec 000 section 3). */
export const FisheriesDirectorateDemand = { Required: 10, NotRequired: 20, Optional: 30, NA: -1 } as const;
export type FisheriesDirectorateDemand =
  (typeof FisheriesDirectorateDemand)[keyof typeof FisheriesDirectorateDemand];
export const ZFisheriesDirectorateDemand = z.enum(FisheriesDirectorateDemand);
