import { z } from 'zod';
import { isCalendarDate, isDateInRange } from '../rules/calendar-date';

/**
 * What every text and every date a user can send must satisfy before it is stored or searched, whatever
 * the schema: no NUL character and no lone surrogate (PostgreSQL refuses the one, UTF-8 cannot hold the
 * other), and dates inside DATE_RANGE of rules/calendar-date.ts (PostgreSQL refuses the year 0000, and the
 * business-day counts stay bounded). Messages are keys of locales/nb/problems.json.
 */
export const INPUT_VALIDATION = {
  invalidCharacters: 'problems:input.invalidCharacters',
  dateOutOfRange: 'problems:input.dateOutOfRange',
} as const;

/** NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Can the text be stored and searched as it is (no NUL, no lone surrogate)? */
export function isSafeText(text: string): boolean {
  return !UNSAFE_CHARACTER.test(text);
}

/**
 * The one rule for user text: adds the safe-text check to a string schema (keeps its type, so trim, min, max
 * and the rest still chain). Every z.string() of a request schema goes through it (tests/domain/safe-input.test.ts).
 */
export function safeText<S extends z.ZodString>(schema: S): S {
  return schema.refine(isSafeText, { message: INPUT_VALIDATION.invalidCharacters, abort: true }) as S;
}

/** A text of any content a user may type, checked by safeText. */
export const zText = (params?: Parameters<typeof z.string>[0]) => safeText(z.string(params));

/**
 * A calendar date 'YYYY-MM-DD' inside DATE_RANGE: the one date schema of every call (the message of a
 * malformed date is the caller's; one outside the range gets dateOutOfRange).
 */
export function calendarDate(message: string) {
  return z
    .string({ message })
    .refine(isCalendarDate, { message, abort: true })
    .refine(isDateInRange, { message: INPUT_VALIDATION.dateOutOfRange });
}

/** An ISO 8601 date-time with a zone whose date is inside DATE_RANGE. */
export function dateTimeInRange(params: Parameters<typeof z.iso.datetime>[0]) {
  // Only a well-formed date-time is checked for its range (a malformed one has its own message already).
  return z.iso.datetime(params).refine((v) => !isCalendarDate(v.slice(0, 10)) || isDateInRange(v.slice(0, 10)), { message: INPUT_VALIDATION.dateOutOfRange });
}
