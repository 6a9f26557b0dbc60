import { z } from 'zod';

/** Role of a vessel on an acquisition (spec 000 section 3). */
export const VesselRole = { Main: 10, Follow: 20, Other: 30, NotKnown: -1 } as const;
export type VesselRole = (typeof VesselRole)[keyof typeof VesselRole];
export const ZVesselRole = z.enum(VesselRole);
