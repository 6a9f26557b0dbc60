import { VesselRole } from '@/domain/enums/vessel-role';
import type { TGeometryInput } from '@/domain/geometry/types';
import type { TAcquisitionVessel } from '@/domain/schemas/acquisition-vessels';
import type {
  TFinishReportInput,
  TStartupReportInput,
  TWeekReportInput,
  TWeekReportPartInput,
} from '@/domain/schemas/week-reports';

/** The vessel choice as the form holds it: one main vessel and any escorts (spec 001 s2.5). */
export interface VesselValues {
  mainVesselId: string | null;
  escortVesselIds: string[];
}

/** A done or planned column as the form holds it. */
export interface PartValues {
  fromDate: string | null;
  toDate: string | null;
  amountKm: number | null;
  amountKm2: number | null;
  comment: string | null;
  fisheriesExpertIds: string[];
  geometry: TGeometryInput | null;
}

/** Every form carries the id the device gives its report (kept with the form's draft, so a repeat is the same report). */
interface ReportIdentity {
  weekReportId: string;
}

export type StartupValues = ReportIdentity &
  VesselValues & {
    startDate: string | null;
    endDate: string | null;
    amountKm: number | null;
    amountKm2: number | null;
    comment: string | null;
    paidDate: string | null;
    geometry: TGeometryInput | null;
    fisheriesExpertIds: string[];
  };

/** The weekly report's optional downtime by cause (hours) and percent complete (issue 25). */
export interface ProgressValues {
  downtimeWeatherHours: number | null;
  downtimeEquipmentHours: number | null;
  downtimeOtherHours: number | null;
  percentComplete: number | null;
}

export const emptyProgress = (): ProgressValues => ({
  downtimeWeatherHours: null,
  downtimeEquipmentHours: null,
  downtimeOtherHours: null,
  percentComplete: null,
});

export type WeekReportValues = ReportIdentity & VesselValues & ProgressValues & { done: PartValues; planned: PartValues };

export type FinishValues = ReportIdentity &
  VesselValues & { done: PartValues; totalAmountKm: number | null; totalAmountKm2: number | null };

export const emptyPart = (fromDate: string | null = null): PartValues => ({
  fromDate,
  toDate: null,
  amountKm: null,
  amountKm2: null,
  comment: null,
  fisheriesExpertIds: [],
  geometry: null,
});

/** The acquisition's own choice as the starting point: its main vessel and its escorts. */
export function defaultVessels(vessels: readonly Pick<TAcquisitionVessel, 'acquisitionVesselId' | 'vesselRole'>[]): VesselValues {
  return {
    mainVesselId: vessels.find((v) => v.vesselRole === VesselRole.Main)?.acquisitionVesselId ?? null,
    escortVesselIds: vessels.filter((v) => v.vesselRole === VesselRole.Follow).map((v) => v.acquisitionVesselId),
  };
}

/** The vessels as the calls take them: the main vessel (10) first, then each escort (20) that is not the main one. */
export function vesselsOf(values: VesselValues): { acquisitionVesselId: string; vesselRole: 10 | 20 }[] {
  const main = values.mainVesselId ? [{ acquisitionVesselId: values.mainVesselId, vesselRole: 10 as const }] : [];
  const escorts = [...new Set(values.escortVesselIds)]
    .filter((id) => id !== values.mainVesselId)
    .map((acquisitionVesselId) => ({ acquisitionVesselId, vesselRole: 20 as const }));
  return [...main, ...escorts];
}

const expertsOf = (ids: readonly string[]) => ids.map((fisheriesExpertId) => ({ fisheriesExpertId }));

export function partOf(part: PartValues): TWeekReportPartInput {
  return {
    fromDate: part.fromDate,
    toDate: part.toDate,
    amountKm: part.amountKm,
    amountKm2: part.amountKm2,
    comment: part.comment,
    fisheriesExperts: expertsOf(part.fisheriesExpertIds),
    geometry: part.geometry,
  };
}

export function startupBody(values: StartupValues, capturedAt?: string): TStartupReportInput {
  return {
    weekReportId: values.weekReportId,
    capturedAt,
    vessels: vesselsOf(values),
    startDate: values.startDate,
    endDate: values.endDate,
    amountKm: values.amountKm,
    amountKm2: values.amountKm2,
    comment: values.comment,
    paidDate: values.paidDate,
    geometry: values.geometry,
    fisheriesExperts: expertsOf(values.fisheriesExpertIds),
  };
}

export function weekReportBody(values: WeekReportValues, capturedAt?: string): TWeekReportInput {
  return {
    weekReportId: values.weekReportId,
    capturedAt,
    vessels: vesselsOf(values),
    done: partOf(values.done),
    planned: partOf(values.planned),
    // A form restored from a device copy written before issue 25 has no such fields: null.
    downtimeWeatherHours: values.downtimeWeatherHours ?? null,
    downtimeEquipmentHours: values.downtimeEquipmentHours ?? null,
    downtimeOtherHours: values.downtimeOtherHours ?? null,
    percentComplete: values.percentComplete ?? null,
  };
}

export function finishBody(values: FinishValues, capturedAt?: string): TFinishReportInput {
  return {
    weekReportId: values.weekReportId,
    capturedAt,
    vessels: vesselsOf(values),
    done: partOf(values.done),
    totalAmountKm: values.totalAmountKm,
    totalAmountKm2: values.totalAmountKm2,
  };
}

/**
 * Where an error of the call's body (a schema issue or a rule's field error, by its dotted path) shows in the form:
 * vessels under the main vessel choice, experts under their list; everything else at the same path.
 */
export function formPathOf(bodyPath: string): string {
  if (bodyPath === 'vessels' || bodyPath.startsWith('vessels.')) return 'mainVesselId';
  const experts = /^(?:(done|planned)\.)?fisheriesExperts(?:\.|$)/.exec(bodyPath);
  if (experts) return experts[1] ? `${experts[1]}.fisheriesExpertIds` : 'fisheriesExpertIds';
  const geometry = /^((?:done|planned)\.)?geometry(?:\.|$)/.exec(bodyPath);
  if (geometry) return `${geometry[1] ?? ''}geometry`;
  return bodyPath;
}
