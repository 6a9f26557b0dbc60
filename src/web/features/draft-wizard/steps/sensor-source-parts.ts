import type { ParseKeys } from 'i18next';
import type { Path } from 'react-hook-form';
import { hasSensorOptions, hasSourceOptions } from '@/domain/draft/acquisition-config';
import { sensorTypesOf, sourceTypesOf } from '@/domain/draft/missing-required-items';
import { withSensorType, withSourceType } from '@/domain/draft/resets';
import { SensorType } from '@/domain/enums/sensor-type';
import { SourceType } from '@/domain/enums/source-type';
import type { TAcquisitionConfig } from '@/domain/schemas/draft-config';
import type { DraftForm, DraftValues } from '../wizard-context';

type DraftKey = ParseKeys<'draft'>;

/** A whole-number detail of one type, shown when the configuration offers its option. */
interface Detail {
  option: string;
  name: Path<DraftValues>;
  label: DraftKey;
}

/** The sensor or the source half of step 2: its type select and the details each type offers. */
export interface Part {
  id: 'sensor' | 'source';
  title: DraftKey;
  typeLabel: DraftKey;
  /** The missing-item key of its type (missingRequiredItems). */
  missingKey: string;
  shown: (config: TAcquisitionConfig) => boolean;
  enumObject: Readonly<Record<string, number>>;
  enumName: string;
  typesOf: (config: TAcquisitionConfig) => number[];
  /** Sets the type, resetting the sub-details when it changes (spec 002 s4). */
  setType: (form: DraftForm, type: number | null) => void;
  details: { type: number; offered: (config: TAcquisitionConfig) => readonly string[]; fields: Detail[] }[];
}

const SET = { shouldDirty: true, shouldValidate: true } as const;

export const SENSOR: Part = {
  id: 'sensor',
  title: 'gathered.sensor',
  typeLabel: 'gathered.sensorType',
  missingKey: 'sensorType',
  shown: hasSensorOptions,
  enumObject: SensorType,
  enumName: 'SensorType',
  typesOf: sensorTypesOf,
  setType: (form, type) =>
    form.setValue('sensor', withSensorType(form.getValues('sensor') ?? null, type as SensorType | null), SET),
  details: [
    {
      type: SensorType.Cable,
      offered: (config) => config.sensorOptions.cableOptions,
      fields: [
        { option: 'Count', name: 'sensor.cable.count', label: 'gathered.cableCount' },
        { option: 'Length', name: 'sensor.cable.length', label: 'gathered.cableLength' },
        { option: 'TowWidth', name: 'sensor.cable.towWidth', label: 'gathered.cableTowWidth' },
      ],
    },
    {
      type: SensorType.Node,
      offered: (config) => config.sensorOptions.nodeOptions,
      fields: [{ option: 'Count', name: 'sensor.node.count', label: 'gathered.nodeCount' }],
    },
  ],
};

export const SOURCE: Part = {
  id: 'source',
  title: 'gathered.source',
  typeLabel: 'gathered.sourceType',
  missingKey: 'sourceType',
  shown: hasSourceOptions,
  enumObject: SourceType,
  enumName: 'SourceType',
  typesOf: sourceTypesOf,
  setType: (form, type) =>
    form.setValue('source', withSourceType(form.getValues('source') ?? null, type as SourceType | null), SET),
  details: [
    {
      type: SourceType.Seismic,
      offered: (config) => config.sourceOptions.seismicOptions,
      fields: [
        { option: 'Count', name: 'source.seismic.count', label: 'gathered.seismicCount' },
        { option: 'Size', name: 'source.seismic.size', label: 'gathered.seismicSize' },
        { option: 'Pressure', name: 'source.seismic.pressure', label: 'gathered.seismicPressure' },
      ],
    },
    {
      type: SourceType.Electromagnetic,
      offered: (config) => config.sourceOptions.electromagneticOptions,
      fields: [
        { option: 'Count', name: 'source.electromagnetic.count', label: 'gathered.emCount' },
        { option: 'Size', name: 'source.electromagnetic.size', label: 'gathered.emSize' },
        { option: 'Effect', name: 'source.electromagnetic.watt', label: 'gathered.emWatt' },
      ],
    },
  ],
};

/** The details shown for the chosen type, in the order above. */
export function shownDetails(
  part: Part,
  type: number | null | undefined,
  config: TAcquisitionConfig,
): Detail[] {
  const of = part.details.find((d) => d.type === type);
  return of ? of.fields.filter((f) => of.offered(config).includes(f.option)) : [];
}
