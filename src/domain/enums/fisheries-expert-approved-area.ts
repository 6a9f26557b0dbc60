import { z } from 'zod';

/** Areas a fisheries expert is approved for (spec 000 section 3). */
export const FisheriesExpertApprovedArea = { North: 1, South: 2, AllAreas: 3, NotKnown: -1 } as const;
export type FisheriesExpertApprovedArea =
  (typeof FisheriesExpertApprovedArea)[keyof typeof FisheriesExpertApprovedArea];
export const ZFisheriesExpertApprovedArea = z.enum(FisheriesExpertApprovedArea);
