import type { z } from 'zod';
import { badRequest } from './app-error';

/** Turns zod issues into field errors keyed by dotted path, prefixed by where the value came from. */
export function fieldErrorsOf(error: z.ZodError, where: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = [where, ...issue.path.map(String)].join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

export function parseOrThrow<S extends z.ZodType>(schema: S | undefined, value: unknown, where: string): z.output<S> {
  if (!schema) return undefined as z.output<S>;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // The field errors say what is wrong where; the detail is the one message key of invalid input.
  throw badRequest('problems:invalidInput', fieldErrorsOf(result.error, where));
}
