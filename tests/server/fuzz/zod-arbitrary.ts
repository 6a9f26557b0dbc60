import fc from 'fast-check';
import type { z } from 'zod';
import { defOf } from '../../support/zod-walk';

/**
 * Values for a zod schema and its neighbours: mostly what the schema describes (so the handler behind the
 * validation is reached), at every place sometimes something else (junk): wrong types, NUL and lone
 * surrogates, huge and odd numbers, the year 0000, extra keys, empty and very long texts, nested junk.
 */

/** One UTF-16 code unit, any: NUL, lone surrogates and the rest. */
const anyUnit = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom('\u0000', '\ud800', '\udc00', '\ufffe', '\u202e', '%', '/', '?', '#', '\\', "'", '"') },
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)) },
);

const DATES = ['0000-01-01', '0001-01-01', '1899-12-31', '1900-01-01', '2026-02-30', '2026-05-01', '2200-12-31', '2201-01-01', '9999-12-31', '+275760-09-13'];

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: anyUnit, maxLength: 20 }),
  fc.constantFrom(...DATES, ...DATES.map((d) => `${d}T00:00:00Z`), '', ' ', 'null', '0', '-1', '1e999', 'NaN', '__proto__', 'constructor'),
  fc.constantFrom('x'.repeat(5_000), 'é'.repeat(70_000), '\u0000'.repeat(1000)),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, 1, -1, 0.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e21, 1e308, -1e308, Number.MIN_VALUE),
);

/** Something of any shape, also deeply nested. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': null }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constant(JSON.parse('['.repeat(2000) + ']'.repeat(2000)) as unknown) },
);

/** 'clean': only what the schema's shape allows (mostly valid); 'neighbours': junk sometimes at every place. */
export type Mode = 'clean' | 'neighbours';

const cleanText = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
  fc.date({ min: new Date('1950-01-01'), max: new Date('2150-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);

function stringArbitrary(format: string | undefined, mode: Mode): fc.Arbitrary<string> {
  switch (format) {
    case 'uuid':
    case 'guid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fc.emailAddress();
    case 'datetime':
      return fc.oneof(
        fc.date({ min: new Date('1800-01-01'), max: new Date('2300-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
        fc.constantFrom('0000-01-01T00:00:00Z', '2026-01-01T00:00:00+01:00'),
      );
    case 'url':
      return fc.webUrl();
    default:
      if (mode === 'clean') return cleanText;
      return fc.oneof(
        { weight: 3, arbitrary: hostileText },
        { weight: 2, arbitrary: fc.constantFrom(...DATES) },
        { weight: 1, arbitrary: fc.date({ min: new Date('1800-01-01'), max: new Date('2300-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)) },
      );
  }
}

/** The shape of the schema: clean, or with junk sometimes at every place. */
export function arbitraryOf(schema: z.ZodType, mode: Mode = 'neighbours', depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 8) return junk;
  const inner = (s: z.ZodType) => arbitraryOf(s, mode, depth + 1);
  const sometimesJunk = <T>(exact: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
    mode === 'clean' ? exact : fc.oneof({ weight: 8, arbitrary: exact }, { weight: 1, arbitrary: junk });
  const number = mode === 'clean' ? fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.constantFrom(-1, 1, 2, 10, 1000, 2521, 99)) : hostileNumber;
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.oneof({ weight: 1, arbitrary: fc.constant(undefined) }, { weight: mode === 'clean' ? 1 : 3, arbitrary: inner(def.innerType!) });
    case 'nullable':
      return fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: mode === 'clean' ? 1 : 3, arbitrary: inner(def.innerType!) });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType!);
    case 'lazy':
      return inner(def.getter!());
    case 'pipe':
      return defOf(def.in!).type === 'transform' ? inner(def.out!) : inner(def.in!);
    case 'string':
      return sometimesJunk(stringArbitrary(def.format, mode));
    case 'number':
    case 'int':
      return sometimesJunk(number);
    case 'bigint':
      return sometimesJunk(fc.bigInt().map(String));
    case 'boolean':
      return sometimesJunk(fc.boolean());
    case 'enum':
      return sometimesJunk(fc.constantFrom(...Object.values(def.entries!)));
    case 'literal':
      return sometimesJunk(fc.constantFrom(...def.values!));
    case 'object': {
      const model = Object.fromEntries(Object.entries(def.shape!).map(([k, s]) => [k, inner(s)]));
      const exact = fc.record(model, { requiredKeys: [] });
      const withExtra = fc.tuple(exact, fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 2 })).map(([o, extra]) => ({ ...extra, ...o }));
      if (mode === 'clean') return exact;
      return fc.oneof({ weight: 6, arbitrary: exact }, { weight: 1, arbitrary: withExtra }, { weight: 1, arbitrary: junk });
    }
    case 'array':
      return sometimesJunk(fc.array(inner(def.element!), { maxLength: 4 }));
    case 'tuple':
      return sometimesJunk(fc.tuple(...def.items!.map(inner)));
    case 'record':
      return sometimesJunk(fc.dictionary(fc.string({ maxLength: 8 }), inner(def.valueType!), { maxKeys: 3 }));
    case 'union':
      return fc.oneof(...def.options!.map(inner));
    case 'intersection':
      return fc.tuple(inner(def.left!), inner(def.right!)).map(([a, b]) =>
        typeof a === 'object' && a !== null && typeof b === 'object' && b !== null ? { ...a, ...b } : a,
      );
    default:
      return junk;
  }
}
