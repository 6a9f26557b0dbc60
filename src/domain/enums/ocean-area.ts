import { z } from 'zod';

/** Ocean areas with their string codes (spec 000 section 3). */
export const OceanArea = {
  BarentsSea: 'BARENTSHAVET',
  NorthSea: 'NORDSJOEN',
  NorwegianSea: 'NORSKEHAVET',
  GreenlandSea: 'GRONLANDSHAVET',
} as const;
export type OceanArea = (typeof OceanArea)[keyof typeof OceanArea];
export const ZOceanArea = z.enum(OceanArea);
