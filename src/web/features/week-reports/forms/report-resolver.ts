import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { TFieldErrors } from '@/domain/rules/week-report-dates';
import { formPathOf } from './form-values';

/** Field errors by dotted body path (a rule's answer, a 400's fieldErrors) as react-hook-form's nested errors. */
export function toFormErrors<V extends FieldValues>(fieldErrors: TFieldErrors): FieldErrors<V> {
  const errors: Record<string, unknown> = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    if (!messages.length) continue;
    const parts = formPathOf(path).split('.');
    let node = errors;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    const last = parts.at(-1)!;
    if (!node[last]) node[last] = { type: 'rule', message: messages[0] };
  }
  return errors as FieldErrors<V>;
}

/** Errors of a schema's parse, as field errors by dotted path. */
export function issuesOf(error: z.ZodError): TFieldErrors {
  const out: TFieldErrors = {};
  for (const issue of error.issues) (out[issue.path.join('.') || 'root'] ??= []).push(issue.message);
  return out;
}

/**
 * The forms' resolver (react-hook-form + zod): the form's values become the call's body, which the call's own schema
 * parses (the API contract), then the domain rules of src/domain/rules/week-report-rules.ts check it with the
 * acquisition's config and today's date, the same functions the service runs. The form keeps its own values.
 */
export function reportResolver<V extends FieldValues, S extends z.ZodType>(
  toBody: (values: V) => z.input<S>,
  schema: S,
  rules: (body: z.output<S>) => TFieldErrors,
): Resolver<V> {
  return async (values) => {
    const parsed = schema.safeParse(toBody(values));
    const fieldErrors = parsed.success ? rules(parsed.data) : issuesOf(parsed.error);
    if (Object.keys(fieldErrors).length === 0) return { values, errors: {} };
    return { values: {}, errors: toFormErrors<V>(fieldErrors) };
  };
}
