import { z } from 'zod';

/** Source type (spec 000 section 3). Numeric values invented (docs/decisions.md). */
export const SourceType = { NotRelevant: 0, Electromagnetic: 1, Seismic: 2 } as const;
export type SourceType = (typeof SourceType)[keyof typeof SourceType];
export const ZSourceType = z.enum(SourceType);

/** Quantities a source configuration may show (acquisitionConfig.sourceOptions); Effect is stored as watt. */
export const SourceOption = { Count: 'Count', Size: 'Size', Effect: 'Effect', Pressure: 'Pressure' } as const;
export type SourceOption = (typeof SourceOption)[keyof typeof SourceOption];
export const ZSourceOption = z.enum(SourceOption);

export const ELECTROMAGNETIC_OPTIONS: readonly SourceOption[] = [
  SourceOption.Count,
  SourceOption.Size,
  SourceOption.Effect,
];
export const SEISMIC_OPTIONS: readonly SourceOption[] = [
  SourceOption.Count,
  SourceOption.Size,
  SourceOption.Pressure,
];
