import { addBusinessDays, businessDaysUntil } from '../rules/business-days';

/**
 * The deadline rule of a routed case (docs/decisions.md): each authority's statement on a submission or on a
 * change submission requiring proceedings is due STATEMENT_DEADLINE_BUSINESS_DAYS business days (Norwegian
 * holidays, src/domain/rules/business-days.ts) after the day it was routed; the service's
 * STATEMENT_DEADLINE_BUSINESS_DAYS setting overrides the default. The clock (approachingDeadline) shows from
 * DEADLINE_WARNING_BUSINESS_DAYS business days before it, and after it has passed, until the task is done or the
 * clock is switched off.
 */
export const STATEMENT_DEADLINE_BUSINESS_DAYS = 15;
export const DEADLINE_WARNING_BUSINESS_DAYS = 5;

export function statementDeadline(routedOn: string, businessDays: number = STATEMENT_DEADLINE_BUSINESS_DAYS): string {
  return addBusinessDays(routedOn, businessDays);
}

export function isDeadlineApproaching(today: string, deadline: string | null | undefined): boolean {
  return !!deadline && businessDaysUntil(today, deadline) <= DEADLINE_WARNING_BUSINESS_DAYS;
}
