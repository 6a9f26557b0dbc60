import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZCancelStatusChange } from '../../src/domain/schemas/admin-acquisitions';
import { ZLicenceInput } from '../../src/domain/schemas/admin-licences';
import { ZCreateDraft, ZDraftFields } from '../../src/domain/schemas/draft';
import { EMPTY_SENSOR, EMPTY_SOURCE } from '../../src/domain/schemas/draft-fields';
import { ZFisheriesExpertInput } from '../../src/domain/schemas/reference-fisheries-experts';
import { ZHarbourInput, ZVesselInput } from '../../src/domain/schemas/reference-vessels';
import { CONTACT_LIMITS, SIGNATURE_MAX, ZSaveUserInformation } from '../../src/domain/schemas/user-profile';

/**
 * Every schema a form of the web app validates with must answer bad input with message keys of locales/nb, never
 * with zod's English defaults ('Too big: expected string to have <=50 characters'). Each form looks a message up in
 * its own namespaces (see its field-error helper); a key with a namespace ('draft-rules:...') is looked up as it is.
 */
const LOCALES = Object.fromEntries(
  readdirSync('locales/nb').map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(`locales/nb/${f}`, 'utf8')) as unknown]),
);

function exists(namespace: string, key: string): boolean {
  let node: unknown = LOCALES[namespace];
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' && node.length > 0;
}

/** Is the message a key of one of the namespaces (or a key naming its namespace)? */
const isKeyOf = (namespaces: string[]) => (message: string) => {
  const [ns, key] = message.includes(':') ? message.split(':', 2) : [undefined, message];
  return ns ? exists(ns, key) : namespaces.some((n) => exists(n, key));
};

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType; options?: z.ZodType[] };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
type Path = (string | number)[];

type Leaf = { path: Path; def: Def; nullable: boolean };

/** Every place a form can put a value in (through wrappers, pipes, objects, arrays and unions), with its schema. */
function leaves(schema: z.ZodType, path: Path = [], nullable = false): Leaf[] {
  const def = defOf(schema);
  if (def.innerType) return leaves(def.innerType, path, nullable || def.type === 'nullable');
  if (def.type === 'pipe' && def.in) return leaves(def.in, path, nullable);
  const here: Leaf[] = path.length ? [{ path, def, nullable }] : [];
  if (def.type === 'object' && def.shape) return [...here, ...Object.entries(def.shape).flatMap(([k, s]) => leaves(s, [...path, k]))];
  if (def.type === 'array' && def.element) return [...here, ...leaves(def.element, [...path, 0])];
  if (def.type === 'union' && def.options) return [...here, ...def.options.flatMap((o) => leaves(o, path, nullable))];
  return here;
}

/**
 * What the form controls (src/web/components/form) can put in, by the kind of value: a text field any text (too
 * long, empty, blank, with NUL, not a date or an e-mail address), null when it is a nullable one; a number field
 * NaN for text that is no number, null when empty, decimals, negatives and huge values; a select a listed value
 * or null for its empty choice; a check box true or false. The forms' defaults hold every field.
 */
const HOSTILE: Record<string, unknown[]> = {
  string: ['x'.repeat(100_001), '', '   ', 'abc', 'a\u0000b', 'a\ud800b', '2026-02-30', '0000-01-01', '0000-01-01T00:00:00Z'],
  number: [Number.NaN, null, Infinity, -1, 1.5, 2 ** 40, -(2 ** 40)],
  enum: [null],
  literal: [null],
};
const hostileFor = ({ def, nullable }: Leaf) => [...(HOSTILE[def.type] ?? []), ...(nullable && def.type === 'string' ? [null] : [])];

function withValue(base: unknown, path: Path, value: unknown): unknown {
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

/** Every message zod gives for every hostile value at every place of the schema, starting from a valid value. */
function messagesFor(schema: z.ZodType, valid: unknown, notInForm: string[]): { where: string; message: string }[] {
  const found = new Map<string, { where: string; message: string }>();
  const collect = (where: string, issues: readonly z.core.$ZodIssue[]) => {
    for (const issue of issues) {
      if (!found.has(issue.message)) found.set(issue.message, { where, message: issue.message });
      if (issue.code === 'invalid_union') for (const nested of issue.errors) collect(where, nested);
    }
  };
  for (const leaf of leaves(schema).filter((l) => !notInForm.includes(String(l.path[0])))) {
    for (const value of hostileFor(leaf)) {
      const result = schema.safeParse(withValue(valid, leaf.path, value));
      if (!result.success) collect(`${leaf.path.join('.')} = ${String(JSON.stringify(value)).slice(0, 12)}`, result.error.issues);
    }
  }
  return [...found.values()];
}

/** [form, schema, a valid value, the namespaces its messages are looked up in, fields no control of the form sets]. */
const FORMS: [string, z.ZodType, unknown, string[], string[]][] = [
  ['edit profile', ZSaveUserInformation, { email: 'kari@example.no', phone: '', signature: '', requireContactInfoConfirmation: false }, ['settings', 'common'], []],
  ['harbour', ZHarbourInput, { name: 'Bodø' }, ['admin'], []],
  ['vessel', ZVesselInput, { name: 'Polar', callSignal: 'LCNE3', country: 'NO' }, ['admin'], []],
  ['fisheries expert', ZFisheriesExpertInput, { firstName: 'Ola', lastName: 'Hansen', address: 'Sjøgata 1', place: 'Bodø', country: 'NO' }, ['admin'], []],
  [
    'licence',
    ZLicenceInput,
    { npdIdLicence: 1, licenceYear: 2026, npdIdCompany: 1001, lawCategory: 1000, kind: 'production', licencePeriodStart: '2026-01-01T00:00:00.000Z', licencePeriodEnd: '2026-12-31T00:00:00.000Z' },
    ['admin'],
    // The licence's shape comes from the licence register, not from the dialog.
    ['shape'],
  ],
  ['cancel acquisition', ZCancelStatusChange, { changeReason: 53 }, ['admin'], []],
  ['create draft', ZCreateDraft, { lawCategory: 1000, type: 2521 }, ['draft', 'admin', 'geometry'], []],
  // The areas are drawn on the map or imported from a file, and checked with the messages of geometry.json there.
  ['draft wizard', ZDraftFields, { sensor: EMPTY_SENSOR, source: EMPTY_SOURCE }, ['draft', 'admin', 'geometry'], ['grossGeometry', 'netGeometry']],
];

describe.each(FORMS)('the %s form schema', (_name, schema, valid, namespaces, notInForm) => {
  it('accepts its valid example', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it('answers too long, wrong type and missing values with message keys of locales/nb only', () => {
    const messages = messagesFor(schema, valid, notInForm);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((m) => !isKeyOf(namespaces)(m.message)).map((m) => `${m.where}: ${m.message}`)).toEqual([]);
  });
});

describe('the edit profile messages', () => {
  it('name the limits of the schema', () => {
    const text = (key: string) => (LOCALES.settings as { userProfile: { validation: Record<string, string> } }).userProfile.validation[key];
    expect(text('phoneTooLong')).toContain(String(CONTACT_LIMITS.phone));
    expect(text('signatureTooLong')).toContain(String(SIGNATURE_MAX));
    expect(text('emailTooLong')).toContain(String(CONTACT_LIMITS.email));
    const tooLong = ZSaveUserInformation.safeParse({ email: 'kari@example.no', phone: '9'.repeat(51), signature: 'x'.repeat(401), requireContactInfoConfirmation: false });
    expect(tooLong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['phone', 'userProfile.validation.phoneTooLong'],
      ['signature', 'userProfile.validation.signatureTooLong'],
    ]);
  });
});
