import { z } from 'zod';
import { defineCall } from '../contract';
import { ZCalendarDate } from './draft-fields';

/**
 * GET /CalculateBusinessDays/GetBusinessDays/{value}: {value} is a date (YYYY-MM-DD). The answer is
 * the number of Norwegian business days after today (Europe/Oslo; today not counted) up to and
 * including that date: 0 for today, negative for a past date. Used for the five-working-day warnings.
 */
export const businessDaysCall = defineCall({
  method: 'GET',
  path: '/CalculateBusinessDays/GetBusinessDays/{value}',
  params: z.object({ value: ZCalendarDate }),
  response: z.number().int(),
  auth: 'context',
});

/**
 * GET /CalculateBusinessDays/GetBusinessDaysBetween/{from}/{to}: business days after {from} up to
 * and including {to}; negative when {to} is before {from} (domain rule businessDaysBetween).
 */
export const businessDaysBetweenCall = defineCall({
  method: 'GET',
  path: '/CalculateBusinessDays/GetBusinessDaysBetween/{from}/{to}',
  params: z.object({ from: ZCalendarDate, to: ZCalendarDate }),
  response: z.number().int(),
  auth: 'context',
});
