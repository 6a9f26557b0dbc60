import type { z } from 'zod';
import type { TGeometryInput } from '../../domain/geometry/types';
import { fieldErrorsOf } from '../http/validation';
import { packGeometry, type PackedGeometry } from './packed-geometry';

/** An area of a parsed body with its geometry packed: typed arrays cross the thread boundary as a copy of bytes. */
export type PackedGeometryInput = Omit<TGeometryInput, 'geometry'> & { geometry: PackedGeometry };

/** What a pool worker makes of the raw JSON body of an area call: the body with its areas packed, or why it is refused. */
export type ParsedAreaBody =
  | { ok: true; body: Record<string, unknown>; areas: Record<string, PackedGeometryInput> }
  | { ok: false; unreadable: 'empty' | 'json' }
  | { ok: false; fieldErrors: Record<string, string[]> };

const isArea = (value: unknown): value is TGeometryInput =>
  typeof value === 'object' && value !== null && 'geometry' in value && typeof value.geometry === 'object';

/**
 * JSON.parse and the call's zod schema, in a pool worker: a body of up to 6 MB costs the event loop nothing but a copy
 * of its bytes. The top-level areas (netGeometry, grossGeometry) come back packed; the rest of the body as it is.
 */
export function parseAreaBody(bytes: Uint8Array, schema: z.ZodType): ParsedAreaBody {
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return { ok: false, unreadable: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, unreadable: 'json' };
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error, 'body') };
  const body: Record<string, unknown> = {};
  const areas: Record<string, PackedGeometryInput> = {};
  for (const [key, field] of Object.entries(parsed.data as Record<string, unknown>)) {
    if (isArea(field)) areas[key] = { ...field, geometry: packGeometry(field.geometry) };
    else body[key] = field;
  }
  return { ok: true, body, areas };
}
