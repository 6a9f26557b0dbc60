import { z } from 'zod';

/** Sensor type (spec 000 section 3). Numeric values invented (docs/decisions.md). */
export const SensorType = { NotRelevant: 0, Cable: 1, Node: 2 } as const;
export type SensorType = (typeof SensorType)[keyof typeof SensorType];
export const ZSensorType = z.enum(SensorType);

/** Quantities a sensor configuration may show (acquisitionConfig.sensorOptions). */
export const SensorOption = { Count: 'Count', Length: 'Length', TowWidth: 'TowWidth' } as const;
export type SensorOption = (typeof SensorOption)[keyof typeof SensorOption];
export const ZSensorOption = z.enum(SensorOption);

export const CABLE_OPTIONS: readonly SensorOption[] = [
  SensorOption.Count,
  SensorOption.Length,
  SensorOption.TowWidth,
];
export const NODE_OPTIONS: readonly SensorOption[] = [SensorOption.Count];
