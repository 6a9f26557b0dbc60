import { z } from 'zod';
import { ZSensorType } from '../enums/sensor-type';
import { ZSourceType } from '../enums/source-type';
import { ZInt32 } from './reference-common';
import { calendarDate, INPUT_VALIDATION, isSafeText, zText } from './safe-input';

/** Messages of the draft schemas and rules: keys of locales/nb/draft-rules.json (namespace given). */
export const DRAFT_VALIDATION = {
  required: 'draft-rules:validation.required',
  date: 'draft-rules:validation.date',
  number: 'draft-rules:validation.number',
  tooLong: 'draft-rules:validation.tooLong',
  atLeastOneRequired: 'draft-rules:validation.atLeastOneRequired',
  notAllowed: 'draft-rules:validation.notAllowed',
  idMismatch: 'draft-rules:validation.idMismatch',
} as const;

/** A calendar date 'YYYY-MM-DD' (dates travel so, spec 002 s1), inside the service's date range. */
export const ZCalendarDate = calendarDate(DRAFT_VALIDATION.date);

/** Every text anywhere inside the value is safe text (see safe-input.ts). */
const allTextSafe = (value: unknown): boolean =>
  typeof value === 'string'
    ? isSafeText(value)
    : typeof value === 'object' && value !== null
      ? Object.values(value).every(allTextSafe)
      : true;

/** The safe-text rule for every string inside a schema (prefer safeText or zText on each string). */
export function withoutNul<S extends z.ZodType>(schema: S) {
  return schema.refine(allTextSafe, { message: INPUT_VALIDATION.invalidCharacters });
}

/** Free text of the gathered-information step. */
export const ZDraftText = zText().max(4000, { message: DRAFT_VALIDATION.tooLong });

/** A phone number on a vessel or fisheries expert row. */
export const ZPhone = zText().trim().max(50, { message: DRAFT_VALIDATION.tooLong });

/** A non-negative decimal quantity (km, km², TB). */
export const ZQuantity = z
  .number({ message: DRAFT_VALIDATION.number })
  .finite({ message: DRAFT_VALIDATION.number })
  .min(0, { message: DRAFT_VALIDATION.number });

/** A non-negative int32 (count, size, watt, pressure, length, towWidth: spec 000 s5). */
const ZCount = ZInt32.min(0, { message: DRAFT_VALIDATION.number });

/** Sensor (spec 002 s3): type with cable (count, length, towWidth) or node (count) details. */
export const ZSensor = z.object({
  type: ZSensorType.nullable(),
  cable: z.object({ count: ZCount.nullable(), length: ZCount.nullable(), towWidth: ZCount.nullable() }),
  node: z.object({ count: ZCount.nullable() }),
});
export type TSensor = z.infer<typeof ZSensor>;

/** Source (spec 002 s3): type with electromagnetic (count, size, watt) or seismic (count, size, pressure) details. */
export const ZSource = z.object({
  type: ZSourceType.nullable(),
  electromagnetic: z.object({ count: ZCount.nullable(), size: ZCount.nullable(), watt: ZCount.nullable() }),
  seismic: z.object({ count: ZCount.nullable(), size: ZCount.nullable(), pressure: ZCount.nullable() }),
});
export type TSource = z.infer<typeof ZSource>;

export const EMPTY_SENSOR: TSensor = {
  type: null,
  cable: { count: null, length: null, towWidth: null },
  node: { count: null },
};
export const EMPTY_SOURCE: TSource = {
  type: null,
  electromagnetic: { count: null, size: null, watt: null },
  seismic: { count: null, size: null, pressure: null },
};
