import { boxArea } from '../../src/domain/geometry/box-area';
import { addDays, osloDate } from '../../src/domain/rules/calendar-date';
import { api, type TestApp } from './helpers';

export type Headers = Record<string, string>;

/** A polygon [west, south, east, north] as a draft area (WGS 84, drawn). */
export const area = boxArea;

export const inDays = (n: number) => addDays(osloDate(), n);

/** Every field of a complete seismic 3D draft with its areas inside PL 104 (Nordkapp Energi, north of Troll's demo zone). */
export function completeFields(version: number) {
  return {
    version,
    plannedStartDate: inDays(60),
    plannedEndDate: inDays(90),
    dataSalable: true,
    environmentalComment: 'Ingen kjente konflikter med gytefelt.',
    generalComment: null,
    grossGeometry: area(2.5, 60.25, 3.1, 60.65),
    netGeometry: area(2.6, 60.3, 3.0, 60.6),
    quantityKm2: 850,
    sensor: { type: 1, cable: { count: 12, length: 8000, towWidth: 1200 }, node: { count: null } },
    source: {
      type: 2,
      electromagnetic: { count: null, size: null, watt: null },
      seismic: { count: 2, size: 4130, pressure: 2000 },
    },
  };
}

export function client(t: TestApp) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    headers: Headers,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: api(path),
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,
    create: (headers: Headers, payload: unknown) => call('POST', '/Draft', headers, payload),
    get: (headers: Headers, id: string) => call('GET', `/Draft/${id}`, headers),
    put: (headers: Headers, id: string, payload: unknown) => call('PUT', `/Draft/${id}`, headers, payload),
    submit: (headers: Headers, id: string, payload: unknown = {}) =>
      call('PUT', `/Draft/${id}/Submit`, headers, payload),
  };
}

export const SEISMIC_3D_PETROLEUM = { lawCategory: 1000, type: 2521 };
