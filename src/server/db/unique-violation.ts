import { VALIDATION } from '../../domain/schemas/reference-common';
import { AppError, type ProblemExtra } from '../http/app-error';

/** PostgreSQL's SQLSTATE of a unique violation. */
const UNIQUE_VIOLATION = '23505';

interface UniqueRule {
  /** The problem's field, as a 400 would name it. */
  field: string;
  /** Detail key (locales/nb) and the field's message key. */
  detail: string;
  fieldMessage: string;
  /** Values the detail key interpolates, from the index's key values in the order of its columns. */
  extra?: (values: string[]) => ProblemExtra;
}

/**
 * Every unique index a user's request can run into, by constraint name: a violation (a race the
 * use-case's own check did not see) answers 409 naming the field, never 500.
 */
const UNIQUE_RULES: Record<string, UniqueRule> = {
  harbours_name_uq: {
    field: 'body.name',
    detail: 'problems:harbour.nameTaken',
    fieldMessage: VALIDATION.harbourNameTaken,
    extra: ([name]) => ({ name: name ?? '' }),
  },
  vessels_imo_uq: {
    field: 'body.imo',
    detail: 'problems:vessel.imoTaken',
    fieldMessage: VALIDATION.imoTaken,
    extra: ([imo]) => ({ imo: imo ?? '' }),
  },
  licences_number_year_uq: {
    field: 'body.npdIdLicence',
    detail: 'problems:licence.exists',
    fieldMessage: 'problems:licence.exists',
    extra: ([npdIdLicence, licenceYear]) => ({ npdIdLicence: npdIdLicence ?? '', licenceYear: licenceYear ?? '' }),
  },
  acquisition_vessels_vessel_uq: {
    field: 'body.vesselId',
    detail: 'problems:vessel.rowExists',
    fieldMessage: 'problems:vessel.rowExists',
  },
  acquisition_vessel_harbours_harbour_uq: {
    field: 'body.harbourId',
    detail: 'problems:harbour.rowExists',
    fieldMessage: 'problems:harbour.rowExists',
  },
  week_reports_startup_uq: {
    field: 'params.id',
    detail: 'week-report-rules:errors.startupExists',
    fieldMessage: 'week-report-rules:errors.startupExists',
    extra: () => ({ code: 'startupExists' }),
  },
  week_reports_finish_uq: {
    field: 'params.id',
    detail: 'week-report-rules:errors.finished',
    fieldMessage: 'week-report-rules:errors.finished',
    extra: () => ({ code: 'finished' }),
  },
  week_reports_pkey: {
    field: 'body.weekReportId',
    detail: 'week-report-rules:errors.idTaken',
    fieldMessage: 'week-report-rules:errors.idTaken',
    extra: () => ({ code: 'weekReportIdTaken' }),
  },
  acquisition_fisheries_experts_expert_uq: {
    field: 'body.fisheriesExpertId',
    detail: 'problems:expert.rowExists',
    fieldMessage: 'problems:expert.rowExists',
  },
};

interface DatabaseErrorLike {
  code?: unknown;
  constraint?: unknown;
  detail?: unknown;
  cause?: unknown;
}

/** The driver's error (pg or PGlite), also when Drizzle wrapped it (DrizzleQueryError.cause). */
function driverErrorOf(error: unknown): DatabaseErrorLike | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as DatabaseErrorLike).cause, depth++) {
    if ((e as DatabaseErrorLike).code === UNIQUE_VIOLATION) return e as DatabaseErrorLike;
  }
  return undefined;
}

/** The key values of "Key (a, b)=(1, 2) already exists." (values containing ", " are not split apart reliably; only shown). */
function keyValuesOf(detail: unknown): string[] {
  const match = typeof detail === 'string' ? /\)=\((.*)\) already exists/.exec(detail) : null;
  return match ? match[1]!.split(', ') : [];
}

const problemOf = (rule: UniqueRule, values: string[]) =>
  new AppError('CONFLICT', rule.detail, { [rule.field]: [rule.fieldMessage] }, rule.extra?.(values));

/** The 409 of a unique violation by a known constraint; undefined for any other error. */
export function uniqueViolationProblem(error: unknown): AppError | undefined {
  const driverError = driverErrorOf(error);
  const rule = driverError && typeof driverError.constraint === 'string' ? UNIQUE_RULES[driverError.constraint] : undefined;
  if (!rule) return undefined;
  return problemOf(rule, keyValuesOf(driverError!.detail));
}

/**
 * The same 409 for an insert that did nothing (ON CONFLICT DO NOTHING) because of one of the table's unique keys,
 * as its violation would have answered it.
 */
export function uniqueConflict(
  constraint: 'acquisition_vessels_vessel_uq' | 'acquisition_vessel_harbours_harbour_uq' | 'acquisition_fisheries_experts_expert_uq',
): AppError {
  return problemOf(UNIQUE_RULES[constraint]!, []);
}
