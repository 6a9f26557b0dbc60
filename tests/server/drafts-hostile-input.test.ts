import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, SEISMIC_3D_PETROLEUM, type Headers } from './draft-fixtures';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

/** Nothing a user sends may produce a 500: hostile values in every draft call. */
describe.each(DB_KINDS)('draft calls with hostile input (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let kari: Headers;
  let id: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = client(t);
    kari = await t.signIn('innmelder');
    id = (await c.create(kari, SEISMIC_3D_PETROLEUM)).json().acquisitionId;
  });
  afterAll(() => t?.close());

  const nul = 'a\u0000b';
  const degenerateLine = {
    geometry: {
      type: 'LineString',
      coordinates: [
        [3, 60],
        [3, 60],
      ],
    },
    loadedFromFile: false,
    transformationToWgs84: null,
    csOriginWkId: 4326,
  };
  const bowtie = {
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [3, 60],
          [4, 61],
          [4, 60],
          [3, 61],
          [3, 60],
        ],
      ],
    },
    loadedFromFile: false,
    transformationToWgs84: null,
    csOriginWkId: 4326,
  };
  const farAway = {
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [1e300, -1e300],
          [1e300, 1e300],
          [-1e300, 1e300],
          [1e300, -1e300],
        ],
      ],
    },
    loadedFromFile: false,
    transformationToWgs84: null,
    csOriginWkId: 4326,
  };

  const cases: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', () => string, unknown][] = [
    ['version beyond int32', 'PUT', () => `/Draft/${id}`, { version: 1e12 }],
    ['conductor beyond int32', 'PUT', () => `/Draft/${id}`, { version: 1, companyConductorNpdId: 2 ** 40 }],
    ['nul byte in a comment', 'PUT', () => `/Draft/${id}`, { version: 1, environmentalComment: nul }],
    [
      'nul byte in the contact',
      'PUT',
      () => `/Draft/${id}`,
      { version: 1, onBehalfOfCompanyContactPersonInfo: { firstName: nul, lastName: 'x', email: 'a@b.no' } },
    ],
    ['degenerate line', 'PUT', () => `/Draft/${id}`, { version: 1, netGeometry: degenerateLine }],
    ['self-crossing polygon', 'PUT', () => `/Draft/${id}`, { version: 1, grossGeometry: bowtie }],
    ['coordinates far away', 'PUT', () => `/Draft/${id}`, { version: 1, grossGeometry: farAway }],
    [
      'validate degenerate',
      'POST',
      () => '/Draft/Validate',
      { netGeometry: degenerateLine, grossGeometry: farAway },
    ],
    ['submit version beyond int32', 'PUT', () => `/Draft/${id}/Submit`, { version: 2 ** 40 }],
    ['submit with a string body', 'PUT', () => `/Draft/${id}/Submit`, 'x'],
    [
      'create company beyond int32',
      'POST',
      () => '/Draft',
      { lawCategory: 7000, type: 2511, onBehalfOfCompanyId: 2 ** 40 },
    ],
    ['create with a nul id', 'POST', () => '/Draft', { ...SEISMIC_3D_PETROLEUM, acquisitionId: nul }],
    [
      'vessel phone with nul',
      'PUT',
      () => `/Acquisition/${id}/Vessels/${crypto.randomUUID()}`,
      { vesselId: crypto.randomUUID(), phoneNumber: nul },
    ],
    ['licence number beyond int32', 'POST', () => `/Acquisition/${id}/ProductionLicence/99999999999`, {}],
    ['licence number negative', 'DELETE', () => `/Acquisition/${id}/-1`, undefined],
    ['draft id not a uuid', 'GET', () => '/Draft/1', undefined],
    [
      'expert with nul phone',
      'PUT',
      () => `/Acquisition/${id}/FisheriesExpert/${crypto.randomUUID()}`,
      { fisheriesExpertId: crypto.randomUUID(), phoneNumber: nul },
    ],
  ];

  it.each(cases)('%s', async (_name, method, path, payload) => {
    const response = await c.call(method, path(), kari, payload);
    expect(response.statusCode, response.body).toBeLessThan(500);
  });
});
