import { z } from 'zod';
import { hasSensorOptions, hasSourceOptions } from '../draft/acquisition-config';
import { AccomplishmentStatus } from '../enums/accomplishment-status';
import { VesselRole } from '../enums/vessel-role';
import type { TDetailSection } from '../schemas/acquisition-details';
import type { TSectionEdit } from '../schemas/acquisition-amendments';
import type { TAcquisitionConfig } from '../schemas/draft-config';

/** Message keys of locales/nb/amendments.json (rules.*), the same in the form and in the service's 400. */
export type AmendmentRuleKey =
  | 'required'
  | 'dateMin'
  | 'endBeforeStart'
  | 'areaRequired'
  | 'licenceRequired'
  | 'sensorType'
  | 'sourceType'
  | 'vesselRole'
  | 'vesselHarbour'
  | 'expertFromDateMin'
  | 'expertToDateMax'
  | 'expertToBeforeFrom'
  | 'contactPersonRequired'
  | 'email';

export interface AmendmentProblem {
  /** A field path of the edit ('plannedStartDate', 'vessels.2.vesselRole', 'fisheriesExperts.0.fromDate'). */
  field: string;
  key: AmendmentRuleKey;
  /** Values the message names (a minimum or maximum date). */
  values?: Record<string, string>;
}

export interface AmendmentContext {
  /** Today in Norway (YYYY-MM-DD). */
  today: string;
  status: number;
  acquisitionConfig: TAcquisitionConfig;
  /** The stored planned period: the limits of the experts' dates, and the previous dates (unchanged ones are not held to today). */
  stored: { plannedStartDate: string | null; plannedEndDate: string | null };
}

const isOngoing = (status: number) => status === AccomplishmentStatus.Pågående || status === AccomplishmentStatus.Pause;
const blank = (text: string | null | undefined) => !text || text.trim() === '';

/**
 * The minimum planned date (spec 001 s5): today, or the start date when the acquisition is ongoing (its start has
 * happened; the period may not begin later than it did, nor end before it began).
 */
export function plannedDateMinimum(ctx: AmendmentContext): string {
  return isOngoing(ctx.status) && ctx.stored.plannedStartDate ? ctx.stored.plannedStartDate : ctx.today;
}

function timeAndArea(edit: TSectionEdit<'TimeAndArea'>, ctx: AmendmentContext, add: (p: AmendmentProblem) => void) {
  const c = ctx.acquisitionConfig;
  const min = plannedDateMinimum(ctx);
  for (const key of ['plannedStartDate', 'plannedEndDate'] as const) {
    const value = edit[key];
    if (!value) add({ field: key, key: 'required' });
    // A date left as it was is not held to today (an unchanged start of a planned survey that slipped).
    else if (value !== ctx.stored[key] && value < min) add({ field: key, key: 'dateMin', values: { date: min } });
  }
  if (edit.plannedStartDate && edit.plannedEndDate && edit.plannedEndDate < edit.plannedStartDate)
    add({ field: 'plannedEndDate', key: 'endBeforeStart' });
  const hasNet = c.hasNetGeometry && !!edit.netGeometry;
  const hasGross = c.hasGrossGeometry && !!edit.grossGeometry;
  if ((c.hasNetGeometry || c.hasGrossGeometry) && !hasNet && !hasGross) add({ field: 'grossGeometry', key: 'areaRequired' });
  const licences =
    edit.productionLicences.length + edit.surveys.length + edit.co2SurveyLicence.length + edit.co2Exploitations.length + edit.co2Explorations.length;
  if (c.requiresLicence && licences === 0) add({ field: 'licences', key: 'licenceRequired' });
  if (blank(edit.environmentalComment)) add({ field: 'environmentalComment', key: 'required' });
  if (c.showDataSalable && edit.isDataSalable === null) add({ field: 'isDataSalable', key: 'required' });
}

function experts(edit: TSectionEdit<'FisheriesExpert'>, ctx: AmendmentContext, add: (p: AmendmentProblem) => void) {
  const { plannedStartDate: start, plannedEndDate: end } = ctx.stored;
  edit.fisheriesExperts.forEach((e, i) => {
    const at = `fisheriesExperts.${i}`;
    if (!e.fromDate) add({ field: `${at}.fromDate`, key: 'required' });
    else if (start && e.fromDate < start) add({ field: `${at}.fromDate`, key: 'expertFromDateMin', values: { date: start } });
    if (!e.toDate) add({ field: `${at}.toDate`, key: 'required' });
    else if (end && e.toDate > end) add({ field: `${at}.toDate`, key: 'expertToDateMax', values: { date: end } });
    if (e.fromDate && e.toDate && e.toDate < e.fromDate) add({ field: `${at}.toDate`, key: 'expertToBeforeFrom' });
  });
}

/**
 * The blocking rules of an amendment (spec 001 s5 'Amendments', spec 002 s5): the form shows them under the fields and
 * the service answers them as 400 'amendmentInvalid'. The date warnings are not here (dateChangeWarnings).
 */
export function amendmentProblems<S extends TDetailSection>(section: S, edit: TSectionEdit<S>, ctx: AmendmentContext): AmendmentProblem[] {
  const problems: AmendmentProblem[] = [];
  const add = (p: AmendmentProblem) => problems.push(p);
  const c = ctx.acquisitionConfig;
  switch (section) {
    case 'TimeAndArea':
      timeAndArea(edit as TSectionEdit<'TimeAndArea'>, ctx, add);
      break;
    case 'FisheriesExpert':
      experts(edit as TSectionEdit<'FisheriesExpert'>, ctx, add);
      break;
    case 'Sensor': {
      const type = (edit as TSectionEdit<'Sensor'>).sensor.type;
      if (type === null && hasSensorOptions(c)) add({ field: 'sensor.type', key: 'sensorType' });
      break;
    }
    case 'Source': {
      const type = (edit as TSectionEdit<'Source'>).source.type;
      if (type === null && hasSourceOptions(c)) add({ field: 'source.type', key: 'sourceType' });
      break;
    }
    case 'Vessels':
      (edit as TSectionEdit<'Vessels'>).vessels.forEach((v, i) => {
        if (v.vesselRole === VesselRole.NotKnown) add({ field: `vessels.${i}.vesselRole`, key: 'vesselRole' });
      });
      break;
    case 'ContactPersons':
      (edit as TSectionEdit<'ContactPersons'>).contactPersons.forEach((p, i) => {
        if (p.isOnBehalfOfCompany) {
          // The wizard's rules of the on-behalf company's contact (ZContactPersonInfo): names and e-mail required, phone optional.
          for (const f of ['firstName', 'lastName', 'email'] as const)
            if (blank(p[f])) add({ field: `contactPersons.${i}.${f}`, key: 'required' });
          if (!blank(p.email) && !z.email().safeParse(p.email.trim()).success) add({ field: `contactPersons.${i}.email`, key: 'email' });
        } else if (p.representing === 'Company' && !p.userProfileId) add({ field: `contactPersons.${i}.userProfileId`, key: 'contactPersonRequired' });
      });
      break;
    default:
      break;
  }
  return problems;
}

/**
 * May a vessel or fisheries expert row be removed by an amendment (isDeletable, spec 001 s3/s5)? Not once it has been at
 * work: the acquisition is ongoing or paused and the row's period has begun (docs/decisions.md).
 */
export function isRowDeletable(status: number, fromDate: string | null, today: string): boolean {
  return !(isOngoing(status) && fromDate !== null && fromDate <= today);
}
