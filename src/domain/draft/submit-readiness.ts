import type { Areal } from '../geometry/area-ops';
import { dateChangeWarnings, type DateChangeWarning, type PlannedDates } from '../rules/date-warnings';
import type { TDraftConfiguration } from '../schemas/draft-config';
import { checkDraftAreas, licenceShapesToCheck } from './draft-area-check';
import {
  missingRequiredItems,
  type CheckVessel,
  type DraftCheckInput,
  type MissingItem,
} from './missing-required-items';

/** A blocking error of the areas' check (validateAreas), e.g. areaNotMatchingLicences or outsideShelf. */
export interface AreaError {
  code: string;
  area: 'net' | 'gross';
}

export interface SubmitReadinessInput extends Omit<DraftCheckInput, 'licences' | 'vessels'> {
  configuration: Pick<TDraftConfiguration, 'lawCategory' | 'acquisitionConfig' | 'companyHasPrefix'>;
}

export interface SubmitReadinessContext {
  /** Today (YYYY-MM-DD, Norway). */
  today: string;
  /** The licences on the draft (their shapes are checked when the type requires licences). */
  licences: readonly { licenceShape: Areal | null }[];
  /** The vessels on the draft with their harbours. */
  vessels: readonly CheckVessel[];
  /** The areas' check when the caller has run it on the same areas and licences; else it is run here. */
  areaCheck?: { errors: readonly AreaError[] };
}

export interface SubmitReadiness {
  /** Every missing required item; submit is refused (missingRequiredItems) while there is one. */
  missing: MissingItem[];
  /** No prefix to name the acquisition with (namePrefixOf, as configuration.companyHasPrefix): submit is refused. */
  prefixMissing: boolean;
  /** The five-business-day warnings of the planned dates: shown before submit, never blocking. */
  dateWarnings: DateChangeWarning[];
  /** The blocking errors of the areas' check (the reason of a geometryInvalid item). */
  areaErrors: readonly AreaError[];
}

/**
 * The date warnings before the first submit (spec 002 s5 "On first submit a warning applies if a date check fails"):
 * the five-business-day check of both planned dates, changed or not. A date before today is left out: submit refuses
 * it anyway (plannedStartDateInPast, plannedEndBeforeStart), so it is listed as missing, not warned about twice.
 */
export function submitDateWarnings(today: string, dates: PlannedDates): DateChangeWarning[] {
  const notPast = (date: string | null | undefined) => (date && date >= today ? date : null);
  return dateChangeWarnings(today, {
    plannedStartDate: notPast(dates.plannedStartDate),
    plannedEndDate: notPast(dates.plannedEndDate),
  });
}

/**
 * Can the draft be submitted, and what is said before it is (spec 002 s2, s5): the rule of the summary step and of
 * the service's submit (PUT /Draft/{id}/Submit), so the summary never says "ready" to a draft the service refuses.
 */
export function submitReadiness(draft: SubmitReadinessInput, context: SubmitReadinessContext): SubmitReadiness {
  const config = draft.configuration;
  const areaCheck =
    context.areaCheck ??
    checkDraftAreas({
      net: draft.netGeometry,
      gross: draft.grossGeometry,
      licences: licenceShapesToCheck(config.acquisitionConfig, context.licences),
    });
  const missing = missingRequiredItems(draft, config, {
    today: context.today,
    isGeometryValid: areaCheck.errors.length === 0,
    licenceCount: context.licences.length,
    vessels: context.vessels,
  });
  return {
    missing,
    prefixMissing: !config.companyHasPrefix,
    dateWarnings: submitDateWarnings(context.today, draft),
    areaErrors: areaCheck.errors,
  };
}
