import { z } from 'zod';

/** Government reason, shown when the law category is PerformedByGovernment (spec 000 section 3). */
export const GovernmentReason = { SeaWind: 1, SeaBedMinerals: 2, Other: 3 } as const;
export type GovernmentReason = (typeof GovernmentReason)[keyof typeof GovernmentReason];
export const ZGovernmentReason = z.enum(GovernmentReason);
