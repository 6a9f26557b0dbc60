import { z } from 'zod';

/** Whether a fisheries expert is demanded on board (spec 000 section 3). */
export const FisheriesExpertDemand = { Exemption: 0, Required: 1, Unknown: -1 } as const;
export type FisheriesExpertDemand = (typeof FisheriesExpertDemand)[keyof typeof FisheriesExpertDemand];
export const ZFisheriesExpertDemand = z.enum(FisheriesExpertDemand);
