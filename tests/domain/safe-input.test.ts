import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DATE_RANGE } from '../../src/domain/rules/calendar-date';
import { INPUT_VALIDATION, isSafeText } from '../../src/domain/schemas/safe-input';
import { domainContracts } from '../support/call-catalogue';
import { leaves, withValue, type Path } from '../support/zod-walk';

/**
 * Every text a caller can send (path, query or body of every call of the catalogue) refuses NUL and lone surrogates,
 * and every date refuses a year outside DATE_RANGE, in the shared schema: a new schema without safeText or the
 * shared date schema fails here, before the database can answer it with a 500.
 */
const contracts = domainContracts();
const WHERE = ['params', 'query', 'body'] as const;

const stringLeaves = contracts.flatMap((contract) =>
  WHERE.flatMap((where) => {
    const schema = contract[where] as z.ZodType | undefined;
    if (!schema) return [];
    return leaves(schema)
      .filter((leaf) => leaf.def.type === 'string')
      .map((leaf) => ({ name: `${contract.method} ${contract.path} ${where}.${leaf.path.join('.')}`, schema, path: leaf.path }));
  }),
);

/** The messages zod gives at exactly this place for this value (none: accepted there). */
function messagesAt(schema: z.ZodType, path: Path, value: unknown): string[] {
  const result = schema.safeParse(withValue(undefined, path, value));
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path.join('.') === path.join('.')).map((i) => i.message);
}

describe('the safe-text rule', () => {
  it('tells NUL and lone surrogates from ordinary text and surrogate pairs', () => {
    for (const bad of ['a\u0000b', '\u0000', 'a\ud800b', 'a\udc00', '\ud83d', 'x\udfff\ud800']) expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['', 'Bodø', 'Ærlig Åse', '😀 fisk', 'tab\tand\nnewline', '\ud83d\ude00']) expect(isSafeText(good), good).toBe(true);
  });

  it('finds the texts of the catalogue (the walk sees what it checks)', () => {
    expect(contracts.length).toBeGreaterThan(60);
    expect(stringLeaves.length).toBeGreaterThan(40);
    expect(stringLeaves.map((l) => l.name)).toEqual(
      expect.arrayContaining([
        'PUT /UserProfile/saveDaqUserInformation body.phone',
        'PUT /UserProfile/saveDaqUserInformation body.signature',
        'GET /admin/licences query.text',
        'POST /admin/acquisition/search body.id',
        'POST /Draft body.onBehalfOfCompanyContactPerson.firstName',
        'POST /admin/harbours body.name',
      ]),
    );
  });

  it.each(stringLeaves.map((l) => [l.name, l] as const))('%s refuses NUL and lone surrogates', (_name, { schema, path }) => {
    for (const bad of ['a\u0000b', 'a\ud800b', '\udc00']) {
      const messages = messagesAt(schema, path, bad);
      expect(messages.length, JSON.stringify(bad)).toBeGreaterThan(0);
    }
  });
});

describe('the date range', () => {
  /** A leaf is a date (or date-time) field when it takes a real one and refuses a word. */
  const kinds = [
    { kind: 'date', valid: '2026-05-01', outside: ['0000-01-01', '1899-12-31', '2201-01-01', '9999-12-31'] },
    { kind: 'date-time', valid: '2026-05-01T00:00:00Z', outside: ['0000-01-01T00:00:00Z', '1899-12-31T12:00:00Z', '2201-01-01T00:00:00Z'] },
  ];
  const dateLeaves = kinds.flatMap((k) =>
    stringLeaves
      .filter((l) => messagesAt(l.schema, l.path, k.valid).length === 0 && messagesAt(l.schema, l.path, 'abc').length > 0)
      .map((l) => [`${l.name} (${k.kind})`, l, k] as const),
  );

  it('finds the dates of the catalogue', () => {
    const names = dateLeaves.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'PUT /Draft/{id} body.plannedStartDate (date)',
        'PUT /Acquisition/{id}/Vessels/{vesselId} body.fromDate (date)',
        'PUT /Acquisition/{id}/Vessels/VesselHarbour/{harbourId} body.toDate (date)',
        'PUT /Acquisition/{id}/FisheriesExpert/{expertId} body.fromDate (date)',
        'POST /admin/fisheriesExperts body.approvedUntil (date-time)',
        'POST /admin/licences body.licencePeriodStart (date-time)',
        'GET /CalculateBusinessDays/GetBusinessDays/{value} params.value (date)',
      ]),
    );
  });

  it.each(dateLeaves)('%s refuses dates outside the range with the range message', (_name, { schema, path }, k) => {
    for (const date of k.outside) expect(messagesAt(schema, path, date), date).toContain(INPUT_VALIDATION.dateOutOfRange);
    expect(messagesAt(schema, path, DATE_RANGE.min + k.valid.slice(10))).toEqual([]);
    expect(messagesAt(schema, path, DATE_RANGE.max + k.valid.slice(10))).toEqual([]);
  });
});
