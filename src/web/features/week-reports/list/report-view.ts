import { WeekReportType } from '@/domain/enums/week-report-type';
import { VesselRole } from '@/domain/enums/vessel-role';
import type { TGeometryInput } from '@/domain/geometry/types';
import type { TAcquisitionFisheriesExpert } from '@/domain/schemas/acquisition-experts';
import type { TAcquisitionVessel } from '@/domain/schemas/acquisition-vessels';
import type { TWeekReport, TWeekReportPartInput, TWeekReportPartView, TWeekReportProgress } from '@/domain/schemas/week-reports';
import type { OutboxError, OutboxState } from '../../../offline/db';
import { listVertices } from '../../../map/vertices';
import { periodOfFiled, periodOfWaiting, type WaitingReport } from '../report-state';

export interface PartView {
  fromDate: string | null;
  toDate: string | null;
  amountKm: number | null;
  amountKm2: number | null;
  comment: string | null;
  experts: string[];
  /** Points of the drawn area, null when none. */
  areaPoints: number | null;
}

/** One accordion of the list: a report the service has, or one waiting on this device. */
export interface ReportView {
  key: string;
  type: number;
  from: string | null;
  to: string | null;
  /** When it was written on board (null when the service has none). */
  capturedAt: string | null;
  /** When the service received it; null while it waits. */
  receivedAt: string | null;
  messageId: string | null;
  createdByName: string | null;
  /** Set while the report waits here: its outbox entry's state and the service's refusal. */
  waiting: { entryId: number; state: OutboxState; error?: OutboxError } | null;
  done: PartView | null;
  planned: PartView | null;
  paidDate: string | null;
  totalAmountKm: number | null;
  totalAmountKm2: number | null;
  /** Vessel names with their role: 'main' or 'escort'. */
  vessels: { name: string; role: 'main' | 'escort' }[];
  /** A weekly report's downtime by cause and percent complete (issue 25); null for the other reports. */
  progress: TWeekReportProgress | null;
  /** A weekly report's done area (where the survey worked, issue 25), for the list's map. */
  doneArea: TGeometryInput | null;
}

const pointsOf = (geometry: TGeometryInput | null | undefined): number | null =>
  geometry ? listVertices(geometry.geometry).length : null;

function filedPart(part: TWeekReportPartView | null): PartView | null {
  if (!part) return null;
  return {
    fromDate: part.fromDate,
    toDate: part.toDate,
    amountKm: part.amountKm,
    amountKm2: part.amountKm2,
    comment: part.comment,
    experts: part.fisheriesExperts.map((e) => `${e.firstName} ${e.lastName}`),
    areaPoints: pointsOf(part.geometry),
  };
}

/** A report as the service lists it. */
export function filedView(report: TWeekReport): ReportView {
  const { from, to } = periodOfFiled(report);
  return {
    key: report.id,
    type: report.type,
    from,
    to,
    capturedAt: report.capturedAt,
    receivedAt: report.receivedAt,
    messageId: report.messageId,
    createdByName: report.createdByName,
    waiting: null,
    done: filedPart(report.done),
    planned: filedPart(report.planned),
    paidDate: report.paidDate,
    totalAmountKm: report.totalAmountKm,
    totalAmountKm2: report.totalAmountKm2,
    vessels: report.vessels.map((v) => ({ name: v.name, role: v.vesselRole === VesselRole.Main ? 'main' : 'escort' })),
    progress: report.type === WeekReportType.Regular ? progressOf(report) : null,
    doneArea: report.type === WeekReportType.Regular ? (report.done?.geometry ?? null) : null,
  };
}

const progressOf = (p: { [K in keyof TWeekReportProgress]?: number | null }): TWeekReportProgress => ({
  downtimeWeatherHours: p.downtimeWeatherHours ?? null,
  downtimeEquipmentHours: p.downtimeEquipmentHours ?? null,
  downtimeOtherHours: p.downtimeOtherHours ?? null,
  percentComplete: p.percentComplete ?? null,
});

interface Choices {
  vessels: readonly Pick<TAcquisitionVessel, 'acquisitionVesselId' | 'daqVesselName'>[];
  experts: readonly Pick<TAcquisitionFisheriesExpert, 'fisheriesExpertId' | 'firstName' | 'lastName'>[];
}

function waitingPart(part: TWeekReportPartInput | undefined, choices: Choices): PartView | null {
  if (!part) return null;
  const names = new Map(choices.experts.map((e) => [e.fisheriesExpertId, `${e.firstName} ${e.lastName}`]));
  return {
    fromDate: part.fromDate ?? null,
    toDate: part.toDate ?? null,
    amountKm: part.amountKm ?? null,
    amountKm2: part.amountKm2 ?? null,
    comment: part.comment ?? null,
    experts: (part.fisheriesExperts ?? []).map((e) => names.get(e.fisheriesExpertId) ?? e.fisheriesExpertId),
    areaPoints: pointsOf(part.geometry),
  };
}

/** A report waiting in this device's outbox, named with the acquisition's vessels and experts. */
export function waitingView(report: WaitingReport, choices: Choices): ReportView {
  const { from, to } = periodOfWaiting(report);
  const vesselNames = new Map(choices.vessels.map((v) => [v.acquisitionVesselId, v.daqVesselName]));
  const body = report.body;
  const base = {
    key: `waiting-${report.entry.id}`,
    type: report.type,
    from,
    to,
    capturedAt: body.capturedAt ?? new Date(report.entry.createdAt).toISOString(),
    receivedAt: null,
    messageId: null,
    createdByName: null,
    waiting: { entryId: report.entry.id, state: report.entry.state, error: report.entry.error },
    vessels: (body.vessels ?? []).map((v) => ({
      name: vesselNames.get(v.acquisitionVesselId) ?? v.acquisitionVesselId,
      role: v.vesselRole === VesselRole.Main ? ('main' as const) : ('escort' as const),
    })),
  };
  if (report.type === WeekReportType.Startup) {
    const b = report.body;
    return {
      ...base,
      done: null,
      planned: waitingPart(
        {
          fromDate: b.startDate,
          toDate: b.endDate,
          amountKm: b.amountKm,
          amountKm2: b.amountKm2,
          comment: b.comment,
          fisheriesExperts: b.fisheriesExperts,
          geometry: b.geometry,
        },
        choices,
      ),
      paidDate: b.paidDate ?? null,
      totalAmountKm: null,
      totalAmountKm2: null,
      progress: null,
      doneArea: null,
    };
  }
  if (report.type === WeekReportType.Regular)
    return {
      ...base,
      done: waitingPart(report.body.done, choices),
      planned: waitingPart(report.body.planned, choices),
      paidDate: null,
      totalAmountKm: null,
      totalAmountKm2: null,
      progress: progressOf(report.body),
      doneArea: report.body.done?.geometry ?? null,
    };
  return {
    ...base,
    done: waitingPart(report.body.done, choices),
    planned: null,
    paidDate: null,
    totalAmountKm: report.body.totalAmountKm ?? null,
    totalAmountKm2: report.body.totalAmountKm2 ?? null,
    progress: null,
    doneArea: null,
  };
}
