import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDaysBetween } from '../../../src/domain/rules/business-days';
import { addDays, osloDate } from '../../../src/domain/rules/calendar-date';
import { createTestApp, DB_KINDS, api, type SignInHeaders, type TestApp } from '../helpers';

describe.each(DB_KINDS)('business days calls (%s)', (kind) => {
  let t: TestApp;
  let headers: SignInHeaders;
  const get = (path: string) => t.app.inject({ method: 'GET', url: api(path), headers });
  beforeAll(async () => {
    t = await createTestApp(kind);
    headers = await t.signIn('innmelder');
  });
  afterAll(() => t.close());

  it('counts Norwegian business days between two dates (Easter 2026 and 17 May left out)', async () => {
    // Mon 30 Mar 2026 -> Tue 7 Apr 2026: Tue 31, Wed 1 are business days; Thu 2, Fri 3, Mon 6 are holidays; Tue 7 counts.
    expect((await get('/CalculateBusinessDays/GetBusinessDaysBetween/2026-03-30/2026-04-07')).json()).toBe(3);
    expect((await get('/CalculateBusinessDays/GetBusinessDaysBetween/2026-05-15/2026-05-18')).json()).toBe(1);
    expect((await get('/CalculateBusinessDays/GetBusinessDaysBetween/2026-04-07/2026-03-30')).json()).toBe(-3);
  });

  it('counts from today to a date', async () => {
    const today = osloDate();
    const inThreeWeeks = addDays(today, 21);
    const res = await get(`/CalculateBusinessDays/GetBusinessDays/${inThreeWeeks}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(businessDaysBetween(today, inThreeWeeks));
    expect(res.json()).toBeGreaterThanOrEqual(11);
    expect((await get(`/CalculateBusinessDays/GetBusinessDays/${today}`)).json()).toBe(0);
  });

  it('answers 400 for a value that is not a date', async () => {
    for (const bad of ['2026-02-30', 'tomorrow', '0001-01-01']) {
      expect((await get(`/CalculateBusinessDays/GetBusinessDays/${bad}`)).statusCode, bad).toBe(400);
    }
  });
});
