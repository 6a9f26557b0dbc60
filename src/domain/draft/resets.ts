import { EMPTY_SENSOR, EMPTY_SOURCE, type TSensor, type TSource } from '../schemas/draft-fields';
import type { TGeometryInput } from '../geometry/types';
import { SensorType } from '../enums/sensor-type';
import { SourceType } from '../enums/source-type';

/** Changing the sensor type resets its sub-details (spec 002 s4 'Resets and flags'). */
export function withSensorType(sensor: TSensor | null, type: TSensor['type']): TSensor {
  const current = sensor ?? EMPTY_SENSOR;
  if (current.type === type) return current;
  return { ...structuredClone(EMPTY_SENSOR), type };
}

/** Changing the source type resets its sub-details. */
export function withSourceType(source: TSource | null, type: TSource['type']): TSource {
  const current = source ?? EMPTY_SOURCE;
  if (current.type === type) return current;
  return { ...structuredClone(EMPTY_SOURCE), type };
}

/** Editing a coordinate clears the loaded-from-file flag (a UKOOA import sets it). */
export function withEditedGeometry(
  input: TGeometryInput,
  geometry: TGeometryInput['geometry'],
): TGeometryInput {
  return { ...input, geometry, loadedFromFile: false };
}

/** Keeps only the details of the chosen sensor type (the service stores sensors so). */
export function normalizedSensor(sensor: TSensor | null): TSensor | null {
  if (!sensor) return null;
  const empty = structuredClone(EMPTY_SENSOR);
  return {
    type: sensor.type,
    cable: sensor.type === SensorType.Cable ? sensor.cable : empty.cable,
    node: sensor.type === SensorType.Node ? sensor.node : empty.node,
  };
}

/** Keeps only the details of the chosen source type. */
export function normalizedSource(source: TSource | null): TSource | null {
  if (!source) return null;
  const empty = structuredClone(EMPTY_SOURCE);
  return {
    type: source.type,
    electromagnetic:
      source.type === SourceType.Electromagnetic ? source.electromagnetic : empty.electromagnetic,
    seismic: source.type === SourceType.Seismic ? source.seismic : empty.seismic,
  };
}
