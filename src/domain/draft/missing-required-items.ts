import { LawCategory } from '../enums/law-category';
import { SensorType } from '../enums/sensor-type';
import { SourceType } from '../enums/source-type';
import { VesselRole } from '../enums/vessel-role';
import { geometryKind, type TGeometryInput } from '../geometry/types';
import type { TAcquisitionConfig } from '../schemas/draft-config';
import type { TSensor, TSource } from '../schemas/draft-fields';
import { hasSensorOptions, hasSourceOptions } from './acquisition-config';

/** The wizard's steps (route segment of /{id}/create/{step}). */
export type DraftStep = 'area' | 'gatheredinformation' | 'summary';

/** Keys of missing required items; message 'draft-rules:missing.<key>' (locales/nb/draft-rules.json). */
export type MissingItemKey =
  | 'plannedStartDate'
  | 'plannedEndDate'
  | 'plannedStartDateInPast'
  | 'plannedEndBeforeStart'
  | 'licenceRequired'
  | 'areaRequired'
  | 'netGeometryType'
  | 'grossGeometryType'
  | 'geometryInvalid'
  | 'dataSalable'
  | 'environmentalComment'
  | 'sensorType'
  | 'sourceType'
  | 'approver'
  | 'onBehalfOfCompanyContactPerson'
  | 'vesselRole'
  | 'vesselHarbour';

export interface MissingItem {
  key: MissingItemKey;
  step: DraftStep;
}

/** What the check reads: the draft's fields and the rows saved on it (licences, vessels with harbours). */
export interface DraftCheckInput {
  plannedStartDate: string | null;
  plannedEndDate: string | null;
  dataSalable: boolean | null;
  environmentalComment: string | null;
  grossGeometry: TGeometryInput | null;
  netGeometry: TGeometryInput | null;
  sensor: TSensor | null;
  source: TSource | null;
  approverUserId: string | null;
  onBehalfOfCompanyContactPersonInfo: unknown;
  /** The licences on the draft (or give options.licenceCount). */
  licences?: readonly unknown[];
  /** The vessels on the draft with their harbours (or give options.vessels). */
  vessels?: readonly CheckVessel[];
}

export type CheckVessel = { vesselRole: number; harbours: readonly { harbourId: string | null }[] };

export interface DraftCheckConfig {
  lawCategory: number;
  acquisitionConfig: TAcquisitionConfig;
}

export interface DraftCheckOptions {
  /** Today (YYYY-MM-DD, Norway): a planned start before it is an error. Omit to skip. */
  today?: string;
  /** Result of the geometry validation (validateAreas): false gives geometryInvalid. Omit to skip. */
  isGeometryValid?: boolean;
  /** Number of licences on the draft, when the draft input does not list them. */
  licenceCount?: number;
  /** Vessels on the draft, when the draft input does not list them. */
  vessels?: readonly CheckVessel[];
}

const blank = (text: string | null | undefined) => !text || text.trim() === '';

function allowed(input: TGeometryInput | null, types: readonly string[]): boolean {
  if (!input) return true;
  const kind = geometryKind(input.geometry);
  return kind === 'Polygon'
    ? types.includes('Polygon')
    : types.includes('Polyline') || types.includes('LineString');
}

/**
 * Every required item of a draft that is missing (spec 002 s5), in the order of the wizard, each with
 * the step where it is fixed. Used by the summary step and by the service's submit (same function).
 */
export function missingRequiredItems(
  draft: DraftCheckInput,
  config: DraftCheckConfig,
  options: DraftCheckOptions = {},
): MissingItem[] {
  const c = config.acquisitionConfig;
  const items: MissingItem[] = [];
  const add = (key: MissingItemKey, step: DraftStep) => items.push({ key, step });
  const licenceCount = draft.licences?.length ?? options.licenceCount ?? 0;
  const vessels = draft.vessels ?? options.vessels ?? [];

  if (!draft.plannedStartDate) add('plannedStartDate', 'area');
  else if (options.today && draft.plannedStartDate < options.today) add('plannedStartDateInPast', 'area');
  if (!draft.plannedEndDate) add('plannedEndDate', 'area');
  else if (draft.plannedStartDate && draft.plannedEndDate < draft.plannedStartDate)
    add('plannedEndBeforeStart', 'area');
  if (c.requiresLicence && licenceCount === 0) add('licenceRequired', 'area');
  const hasNet = c.hasNetGeometry && !!draft.netGeometry;
  const hasGross = c.hasGrossGeometry && !!draft.grossGeometry;
  if ((c.hasNetGeometry || c.hasGrossGeometry) && !hasNet && !hasGross) add('areaRequired', 'area');
  if (hasNet && !allowed(draft.netGeometry, c.allowedGeometryTypesNet)) add('netGeometryType', 'area');
  if (hasGross && !allowed(draft.grossGeometry, c.allowedGeometryTypesGross))
    add('grossGeometryType', 'area');
  if (options.isGeometryValid === false && (hasNet || hasGross)) add('geometryInvalid', 'area');

  if (c.showDataSalable && draft.dataSalable === null) add('dataSalable', 'gatheredinformation');
  if (blank(draft.environmentalComment)) add('environmentalComment', 'gatheredinformation');
  if (hasSensorOptions(c) && (draft.sensor?.type ?? null) === null) add('sensorType', 'gatheredinformation');
  if (hasSourceOptions(c) && (draft.source?.type ?? null) === null) add('sourceType', 'gatheredinformation');
  if (config.lawCategory === LawCategory.PerformedByGovernment && !draft.approverUserId)
    add('approver', 'gatheredinformation');
  if (config.lawCategory === LawCategory.OnBehalfOfCompany && !draft.onBehalfOfCompanyContactPersonInfo) {
    add('onBehalfOfCompanyContactPerson', 'gatheredinformation');
  }
  if (vessels.some((v) => v.vesselRole === VesselRole.NotKnown)) add('vesselRole', 'gatheredinformation');
  if (vessels.some((v) => v.harbours.some((h) => !h.harbourId))) add('vesselHarbour', 'gatheredinformation');
  return items;
}

/** Sensor and source types a configuration offers (NotRelevant always). */
export function sensorTypesOf(c: TAcquisitionConfig): SensorType[] {
  return [
    SensorType.NotRelevant,
    ...(c.sensorOptions.cableOptions.length ? [SensorType.Cable] : []),
    ...(c.sensorOptions.nodeOptions.length ? [SensorType.Node] : []),
  ];
}
export function sourceTypesOf(c: TAcquisitionConfig): SourceType[] {
  return [
    SourceType.NotRelevant,
    ...(c.sourceOptions.seismicOptions.length ? [SourceType.Seismic] : []),
    ...(c.sourceOptions.electromagneticOptions.length ? [SourceType.Electromagnetic] : []),
  ];
}
