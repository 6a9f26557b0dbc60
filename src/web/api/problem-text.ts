import type { i18n as I18n } from 'i18next';
import { catalogueTextKey } from './api-error-catalogue';

/**
 * The text a user sees for a failed call. The service's problem `detail` (or `title`) is a message key of
 * locales/nb ('draft-rules:errors.missingRequiredItems', 'problems:acquisition.notFound'); it is shown in
 * Norwegian, interpolated with the problem's extra members ({{npdIdLicence}}). Anything else (English text,
 * a key we do not have) is never shown: the user gets the Norwegian message of the HTTP error catalogue.
 */

/** A message key 'namespace:path'. */
const MESSAGE_KEY = /^[a-z][\w-]*:[\w-]+(?:\.[\w-]+)*$/;
/** Problem members that are not values for interpolation. */
const STANDARD_MEMBERS = new Set(['type', 'title', 'status', 'detail', 'instance', 'correlationId', 'errors', 'code']);
/** Namespaces of validation messages sent without one ('validation.required' of the admin schemas, ...). */
const FIELD_MESSAGE_NAMESPACES = ['admin', 'draft', 'settings', 'geometry'];

export type InterpolationValues = Record<string, string | number | boolean>;

/** The Norwegian text of a message key we have, or undefined (not a key, unknown key, or not a text). */
export function translateKey(i18n: I18n, text: string | undefined, values: InterpolationValues = {}): string | undefined {
  if (!text || !MESSAGE_KEY.test(text) || !i18n.exists(text)) return undefined;
  // The key is only known at run time: looked up untyped (typed keys are for literal keys in components).
  const untyped = i18n as unknown as { t: (key: string, options: Record<string, unknown>) => unknown };
  const result = untyped.t(text, { ...values, returnObjects: true });
  return typeof result === 'string' ? result : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The problem's extra members that can fill a key's {{placeholders}}. */
export function interpolationValuesOf(body: unknown): InterpolationValues {
  const values: InterpolationValues = {};
  if (!isRecord(body)) return values;
  for (const [name, value] of Object.entries(body)) {
    if (STANDARD_MEMBERS.has(name)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') values[name] = value;
  }
  return values;
}

export interface ProblemSource {
  /** The status the service answered (0 when no answer came). */
  responseStatus: number;
  title?: string;
  detail?: string;
  /** The problem body, for its extra members. */
  body: unknown;
}

/**
 * The user's text of a failed call: the detail's or title's Norwegian text, else the catalogue's. (A refused
 * submit's `missing` items are listed by the summary itself, with links to their steps.)
 */
export function problemText(i18n: I18n, problem: ProblemSource): string {
  const values = interpolationValuesOf(problem.body);
  return (
    translateKey(i18n, problem.detail, values) ??
    translateKey(i18n, problem.title, values) ??
    (translateKey(i18n, catalogueTextKey(problem.responseStatus)) as string)
  );
}

/** A field error's message in Norwegian: its key (with or without namespace), else 'Ugyldig verdi.'. */
export function fieldMessageText(i18n: I18n, message: string): string {
  return (
    translateKey(i18n, message) ??
    FIELD_MESSAGE_NAMESPACES.map((ns) => translateKey(i18n, `${ns}:${message}`)).find(Boolean) ??
    (translateKey(i18n, 'problems:invalidValue') as string)
  );
}

/** One line per field error, 'Fartøy: Feltet må fylles ut.' when the field has a label, else the message alone. */
export function fieldErrorLines(
  i18n: I18n,
  fieldErrors: Record<string, string[]> | undefined,
  labelKeyOf: (path: string) => string | undefined,
): string[] {
  const lines: string[] = [];
  for (const [path, messages] of Object.entries(fieldErrors ?? {})) {
    const field = translateKey(i18n, labelKeyOf(path));
    const texts = [...new Set((Array.isArray(messages) ? messages : []).map((m) => fieldMessageText(i18n, String(m))))];
    for (const message of texts) {
      lines.push(field ? (translateKey(i18n, 'problems:fieldError', { field, message }) as string) : message);
    }
  }
  return [...new Set(lines)];
}
