import { VesselRole } from '../../../domain/enums/vessel-role';
import type { TAcquisitionFisheriesExpert } from '../../../domain/schemas/acquisition-experts';
import type { TAcquisitionVessel } from '../../../domain/schemas/acquisition-vessels';
import {
  WEEK_REPORT_PROBLEM,
  type TFinishReport,
  type TStartupReport,
  type TWeekReport,
  type TWeekReportBody,
  type TWeekReportPart,
  type TWeekReportPartView,
  type TWeekReportProgress,
  type TWeekReportVesselChoice,
} from '../../../domain/schemas/week-reports';
import { badRequest } from '../../http/app-error';

/** What is stored in week_reports.report: the list's view of the report without its identity and times. */
export type TStoredReport = Pick<TWeekReport, 'done' | 'planned' | 'paidDate' | 'totalAmountKm' | 'totalAmountKm2' | 'vessels' | 'acquisitionGeometry'> &
  Partial<TWeekReportProgress>;

interface TOnAcquisition {
  vessels: TAcquisitionVessel[];
  experts: TAcquisitionFisheriesExpert[];
}

/** The vessels chosen, copied as they are on the acquisition now; 400 when one is not on it. */
function vesselsOf(choices: readonly TWeekReportVesselChoice[], on: TOnAcquisition): TWeekReport['vessels'] {
  return choices.map((choice, i) => {
    const v = on.vessels.find((row) => row.acquisitionVesselId === choice.acquisitionVesselId);
    if (!v) throw badRequest(WEEK_REPORT_PROBLEM.vesselNotOnAcquisition, { [`body.vessels.${i}.acquisitionVesselId`]: [WEEK_REPORT_PROBLEM.vesselNotOnAcquisition] });
    return {
      acquisitionVesselId: v.acquisitionVesselId,
      vesselId: v.vesselId,
      vesselRole: choice.vesselRole === VesselRole.Main ? VesselRole.Main : VesselRole.Follow,
      name: v.daqVesselName,
      fromDate: v.fromDate,
      toDate: v.toDate,
      phone: v.phoneNumber,
    };
  });
}

function expertsOf(choices: readonly { fisheriesExpertId: string }[], on: TOnAcquisition, path: string): TWeekReportPartView['fisheriesExperts'] {
  return choices.map((choice, i) => {
    const e = on.experts.find((row) => row.fisheriesExpertId === choice.fisheriesExpertId);
    if (!e) throw badRequest(WEEK_REPORT_PROBLEM.expertNotOnAcquisition, { [`body.${path}.${i}.fisheriesExpertId`]: [WEEK_REPORT_PROBLEM.expertNotOnAcquisition] });
    return { fisheriesExpertId: e.fisheriesExpertId, firstName: e.firstName, lastName: e.lastName, phoneNumber: e.phoneNumber };
  });
}

function partOf(part: TWeekReportPart, on: TOnAcquisition, path: string): TWeekReportPartView {
  return {
    fromDate: part.fromDate,
    toDate: part.toDate,
    amountKm: part.amountKm,
    amountKm2: part.amountKm2,
    comment: part.comment,
    fisheriesExperts: expertsOf(part.fisheriesExperts, on, `${path}.fisheriesExperts`),
    geometry: part.geometry,
  };
}

const empty = { done: null, planned: null, paidDate: null, totalAmountKm: null, totalAmountKm2: null, acquisitionGeometry: null };

export function startupContent(body: TStartupReport, on: TOnAcquisition): TStoredReport {
  return {
    ...empty,
    planned: {
      fromDate: body.startDate,
      toDate: body.endDate,
      amountKm: body.amountKm,
      amountKm2: body.amountKm2,
      comment: body.comment,
      fisheriesExperts: expertsOf(body.fisheriesExperts, on, 'fisheriesExperts'),
      geometry: body.geometry,
    },
    paidDate: body.paidDate,
    vessels: vesselsOf(body.vessels, on),
  };
}

export function weekReportContent(body: TWeekReportBody, on: TOnAcquisition): TStoredReport {
  return {
    ...empty,
    done: partOf(body.done, on, 'done'),
    planned: partOf(body.planned, on, 'planned'),
    vessels: vesselsOf(body.vessels, on),
    // Issue 25: the optional downtime by cause and percent complete, in the same JSON column (no migration).
    downtimeWeatherHours: body.downtimeWeatherHours,
    downtimeEquipmentHours: body.downtimeEquipmentHours,
    downtimeOtherHours: body.downtimeOtherHours,
    percentComplete: body.percentComplete,
  };
}

export function finishContent(body: TFinishReport, on: TOnAcquisition): TStoredReport {
  const done = partOf(body.done, on, 'done');
  return {
    ...empty,
    done,
    totalAmountKm: body.totalAmountKm,
    totalAmountKm2: body.totalAmountKm2,
    vessels: vesselsOf(body.vessels, on),
    acquisitionGeometry: done.geometry,
  };
}
