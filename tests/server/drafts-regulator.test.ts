import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, completeFields, inDays, type Headers } from './draft-fixtures';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

const contact = {
  firstName: 'Ola',
  lastName: 'Nordmann',
  email: 'ola@vestland.example',
  phone: '+47 51 00 00 00',
};

describe.each(DB_KINDS)('drafts of the regulator notifier (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let od: Headers;
  let vpa: Headers;
  let approverId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = client(t);
    od = await t.signIn('innmelder.od');
    vpa = await t.signIn('flere.roller', { organizationId: 1002, roleId: 'daq_innmelder_selskap' });
    approverId = (await c.call('GET', '/UserProfile/NpdApprovers', od)).json()[0].userProfileId;
  });
  afterAll(() => t?.close());

  it('government law: no licences, an approver required, named with the regulator prefix', async () => {
    expect((await c.create(od, { lawCategory: 1000, type: 2521 })).statusCode).toBe(400);
    expect(
      (await c.create(od, { lawCategory: 6000, type: 2521 })).json().errors['body.govtReason'],
    ).toBeDefined();
    const created = await c.create(od, { lawCategory: 6000, type: 2521, govtReason: 1 });
    expect(created.statusCode).toBe(201);
    const id = created.json().acquisitionId;
    expect(created.json().configuration).toMatchObject({
      govtReason: 1,
      companyId: 100,
      acquisitionConfig: { requiresLicence: false, licenceKinds: [] },
    });
    expect((await c.put(od, id, completeFields(1))).statusCode).toBe(200);
    const missing = await c.submit(od, id);
    expect(missing.json().missing).toEqual([{ key: 'approver', step: 'gatheredinformation' }]);
    expect((await c.put(od, id, { ...completeFields(2), approverUserId: approverId })).statusCode).toBe(200);
    const submitted = await c.submit(od, id);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().name).toMatch(new RegExp(`^SOD${inDays(0).slice(2, 4)}01$`));
  });

  it('on behalf of a company: the company must have a prefix, the contact person is kept, the name uses its prefix', async () => {
    const noPrefix = await c.create(od, {
      lawCategory: 7000,
      type: 2511,
      onBehalfOfCompanyId: 1003,
      onBehalfOfCompanyContactPerson: contact,
    });
    expect(noPrefix.statusCode).toBe(400);
    expect(noPrefix.json().errors['body.onBehalfOfCompanyId']).toBeDefined();
    const noContact = await c.create(od, { lawCategory: 7000, type: 2511, onBehalfOfCompanyId: 1002 });
    expect(noContact.json().errors['body.onBehalfOfCompanyContactPerson']).toBeDefined();

    const created = await c.create(od, {
      lawCategory: 7000,
      type: 2511,
      onBehalfOfCompanyId: 1002,
      onBehalfOfCompanyContactPerson: contact,
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft.onBehalfOfCompanyContactPersonInfo).toEqual(contact);
    expect(draft.configuration.onBehalfOfCompany).toEqual({
      npdId: 1002,
      name: 'Vestland Petroleum AS',
      prefix: 'VPA',
    });
    // The company itself does not see the regulator's draft.
    expect((await c.get(vpa, draft.acquisitionId)).statusCode).toBe(404);

    const line = {
      geometry: {
        type: 'LineString',
        coordinates: [
          [2.6, 60.3],
          [3.0, 60.6],
        ],
      },
      loadedFromFile: false,
      transformationToWgs84: null,
      csOriginWkId: 4326,
    };
    const saved = await c.put(od, draft.acquisitionId, {
      ...completeFields(1),
      netGeometry: line,
      onBehalfOfCompanyContactPersonInfo: contact,
    });
    expect(saved.statusCode).toBe(200);
    const submitted = await c.submit(od, draft.acquisitionId);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().name).toMatch(/^VPA\d{4}$/);
  });
});
