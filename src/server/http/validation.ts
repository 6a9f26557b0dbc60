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
  const errors = fieldErrorsOf(result.error, where);
  const first = Object.entries(errors)[0];
  throw badRequest(`Invalid ${where}: ${first ? `${first[0]}: ${first[1][0]}` : 'bad value'}`, errors);
}
