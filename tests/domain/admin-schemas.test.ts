import { describe, expect, it } from 'vitest';
import { isCancellableStatus, ZCancelStatusChange } from '../../src/domain/schemas/admin-acquisitions';
import { ZLicenceInput } from '../../src/domain/schemas/admin-licences';
import { ZContactPersonInfo } from '../../src/domain/schemas/reference-common';

const licence = {
  npdIdLicence: 1,
  licenceYear: 2026,
  npdIdCompany: 1001,
  lawCategory: 1000,
  kind: 'production',
  licencePeriodStart: '2026-01-01T00:00:00.000Z',
  licencePeriodEnd: '2026-12-31T00:00:00.000Z',
};
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('licence schema', () => {
  it('accepts a licence and defaults the nation code and name', () => {
    const parsed = ZLicenceInput.parse(licence);
    expect(parsed).toMatchObject({ nationCode: 'NO', licenceName: '' });
  });

  it('says required for a missing or empty number, date or law category', () => {
    const result = ZLicenceInput.safeParse({ ...licence, npdIdLicence: null, licencePeriodStart: '', lawCategory: undefined });
    expect(messagesOf(result)).toMatchObject({
      npdIdLicence: 'validation.required',
      licencePeriodStart: 'validation.required',
      lawCategory: 'validation.required',
    });
  });

  it('keeps the year within 1950-2100 and the end not before the start', () => {
    expect(ZLicenceInput.safeParse({ ...licence, licenceYear: 1950 }).success).toBe(true);
    expect(ZLicenceInput.safeParse({ ...licence, licenceYear: 2100 }).success).toBe(true);
    expect(messagesOf(ZLicenceInput.safeParse({ ...licence, licenceYear: 2101 }))).toEqual({ licenceYear: 'validation.yearRange' });
    const reversed = ZLicenceInput.safeParse({ ...licence, licencePeriodEnd: '2025-12-31T00:00:00.000Z' });
    expect(messagesOf(reversed)).toEqual({ licencePeriodEnd: 'validation.periodOrder' });
  });

  it('refuses PerformedByGovernment and ScientificExplorationLaw', () => {
    for (const lawCategory of [6000, 2000]) {
      expect(messagesOf(ZLicenceInput.safeParse({ ...licence, lawCategory }))).toEqual({ lawCategory: 'validation.lawCategoryNotAllowed' });
    }
  });
});

describe('cancel schema and cancellable statuses', () => {
  it('takes only cancel reasons, and a comment for other (54)', () => {
    expect(ZCancelStatusChange.safeParse({ changeReason: 53 }).success).toBe(true);
    expect(messagesOf(ZCancelStatusChange.safeParse({ changeReason: 54, statusChangeComment: '  ' }))).toEqual({
      statusChangeComment: 'validation.required',
    });
    expect(ZCancelStatusChange.safeParse({ changeReason: 35, statusChangeComment: 'x' }).success).toBe(false);
  });

  it('lets only submitted, planned, ongoing and paused acquisitions be cancelled', () => {
    expect([1, 10, 20, 30].every(isCancellableStatus)).toBe(true);
    expect([40, 41, 50, 99, -1].some(isCancellableStatus)).toBe(false);
  });
});

describe('contact person schema', () => {
  it('limits first and last name to 400, e-mail to 300 and phone to 50', () => {
    const ok = { firstName: 'a'.repeat(400), lastName: 'b'.repeat(400), email: `${'c'.repeat(288)}@example.com`, phone: '9'.repeat(50) };
    expect(ZContactPersonInfo.safeParse(ok).success).toBe(true);
    const tooLong = { firstName: 'a'.repeat(401), lastName: 'b'.repeat(401), email: `${'c'.repeat(289)}@example.com`, phone: '9'.repeat(51) };
    expect(Object.keys(messagesOf(ZContactPersonInfo.safeParse(tooLong))).sort()).toEqual(['email', 'firstName', 'lastName', 'phone']);
    expect(messagesOf(ZContactPersonInfo.safeParse({ ...ok, email: '' }))).toEqual({ email: 'validation.required' });
  });
});
