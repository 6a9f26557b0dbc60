import type { z } from 'zod';

/** The parts of a zod 4 schema's definition the walkers read. */
export interface ZodDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  format?: string;
  defaultValue?: unknown;
}

export const defOf = (schema: z.ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

export type Path = (string | number)[];
export interface Leaf {
  path: Path;
  def: ZodDef;
  nullable: boolean;
}

/** Every place a value can go in (through wrappers, pipes, objects, arrays, tuples, records and unions), with its schema. */
export function leaves(schema: z.ZodType, path: Path = [], nullable = false, depth = 0): Leaf[] {
  const def = defOf(schema);
  if (depth > 12) return [];
  const next = (s: z.ZodType, p: Path, n = false) => leaves(s, p, n, depth + 1);
  if (def.type === 'lazy' && def.getter) return next(def.getter(), path, nullable);
  if (def.innerType) return next(def.innerType, path, nullable || def.type === 'nullable');
  if (def.type === 'pipe' && def.in) return next(def.in, path, nullable);
  const here: Leaf[] = path.length ? [{ path, def, nullable }] : [];
  if (def.type === 'object' && def.shape) return [...here, ...Object.entries(def.shape).flatMap(([k, s]) => next(s, [...path, k]))];
  if (def.type === 'array' && def.element) return [...here, ...next(def.element, [...path, 0])];
  if (def.type === 'tuple' && def.items) return [...here, ...def.items.flatMap((s, i) => next(s, [...path, i]))];
  if (def.type === 'record' && def.valueType) return [...here, ...next(def.valueType, [...path, 'key'])];
  if (def.type === 'union' && def.options) return [...here, ...def.options.flatMap((o) => next(o, path, nullable))];
  if (def.type === 'intersection' && def.left && def.right) return [...here, ...next(def.left, path), ...next(def.right, path)];
  return here;
}

/** `base` with `value` put at `path` (objects and arrays made on the way). */
export function withValue(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list: unknown[] = Array.isArray(base) ? [...(base as unknown[])] : [];
    list[head] = withValue(list[head], rest, value);
    return list;
  }
  const record: Record<string, unknown> = typeof base === 'object' && base !== null && !Array.isArray(base) ? { ...base } : {};
  record[head] = withValue(record[head], rest, value);
  return record;
}
