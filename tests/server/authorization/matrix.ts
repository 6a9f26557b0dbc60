/**
 * THE AUTHORIZATION MATRIX: one row per route of the call catalogue, what each caller gets.
 * tests/server/authorization/authorization-matrix.test.ts sends every row's request as each caller
 * and compares the status codes; a route registered without a row here fails the test.
 *
 * Row: 'METHOD /path as in the contract': { anonymous, own, other? }
 * - anonymous: the status without any token;
 * - own: nine statuses, one per role in the order of src/domain/roles.ts (columns below), the caller
 *   signed in as the demo user holding that role, the object (the {id} of /Draft/{id},
 *   /Acquisition/{id}/..., /Overview/view/getPageByNpdId/{id}) a draft of the caller's OWN
 *   organisation, created by the caller;
 * - other: the same with a draft of ANOTHER organisation (Vestland Petroleum AS, 1002); omitted when
 *   it equals own (every route without an object).
 * The request (parameters, a valid body) of each route is in ./requests.ts; the object is a draft
 * with one vessel with one harbour, one fisheries expert and one licence on it (./objects.ts).
 * MATRIX_PRINT=1 npx vitest run tests/server/authorization prints the observed rows in this format.
 */
export type Nine = [number, number, number, number, number, number, number, number, number];
export interface MatrixRow {
  anonymous: number;
  own: Nine;
  other?: Nine;
}

// Columns of own/other:   innm.selsk innm.od godk.fdir godk.hi godk.od saksb.fdir saksb.hi saksb.od admin.od
// prettier-ignore
const all = (status: number): Nine => [status, status, status, status, status, status, status, status, status];

export function formatRow(key: string, row: MatrixRow): string {
  const nine = (n: Nine) => (n.every((s) => s === n[0]) ? `all(${n[0]})` : `[${n.join(', ')}]`);
  const other =
    row.other && JSON.stringify(row.other) !== JSON.stringify(row.own) ? `, other: ${nine(row.other)}` : '';
  return `  '${key}': { anonymous: ${row.anonymous}, own: ${nine(row.own)}${other} },`;
}

// One row per line (prettier-ignore), sorted by path then method: rows of parallel branches merge line by line.
// prettier-ignore
export const MATRIX: Record<string, MatrixRow> = {
  'POST /Acquisition/{id}/Co2Exploitation/{licenceId}': { anonymous: 401, own: [400, 400, 403, 403, 403, 403, 403, 403, 403], other: [404, 404, 403, 403, 403, 403, 403, 403, 403] },
  'GET /Acquisition/{id}/Co2Exploitations': { anonymous: 401, own: [200, 200, 404, 404, 404, 404, 404, 404, 404], other: all(404) },
  'POST /Acquisition/{id}/Co2Exploration/{licenceId}': { anonymous: 401, own: [400, 400, 403, 403, 403, 403, 403, 403, 403], other: [404, 404, 403, 403, 403, 403, 403, 403, 403] },
  'GET /Acquisition/{id}/Co2Explorations': { anonymous: 401, own: [200, 200, 404, 404, 404, 404, 404, 404, 404], other: all(404) },
  'POST /Acquisition/{id}/Co2Survey/{licenceId}': { anonymous: 401, own: [400, 400, 403, 403, 403, 403, 403, 403, 403], other: [404, 404, 403, 403, 403, 403, 403, 403, 403] },
  'GET /Acquisition/{id}/Co2Surveys': { anonymous: 401, own: [200, 200, 404, 404, 404, 404, 404, 404, 404], other: all(404) },
  'GET /Acquisition/{id}/FisheriesExpert': { anonymous: 401, own: [200, 200, 404, 404, 404, 404, 404, 404, 404], other: all(404) },
  'POST /Acquisition/{id}/FisheriesExpert': { anonymous: 401, own: [201, 201, 403, 403, 403, 403, 403, 403, 403], other: [404, 404, 403, 403, 403, 403, 403, 403, 403] },
  'DELETE /Acquisition/{id}/FisheriesExpert/{expertId}': { anonymous: 401, own: [204, 204, 403, 403, 403, 403, 403, 403, 403], other: [404, 404, 403, 403, 403, 403, 403, 403, 403] },
  'PUT /Acquisition/{id}/FisheriesExpert/{expertId}': { anonymous: 401, own: [200, 200, 403, 403, 403, 403, 403, 403, 403], other: [404, 404, 403, 403, 403, 403, 403, 403, 403] },
  'POST /Acquisition/{id}/ProductionLicence/{licenceId}': { anonymous: 401, own: [201, 404, 403, 403, 403, 403, 403, 403, 403], other: [404, 404, 403, 403, 403, 403, 403, 403, 403] },
  'GET /Acquisition/{id}/ProductionLicences': { anonymous: 401, own: [200, 200, 404, 404, 404, 404, 404, 404, 404], other: all(404) },
  'POST /Acquisition/{id}/Survey/{licenceId}': { anonymous: 401, own: [404, 404, 403, 403, 403, 403, 403, 403, 403] },
  'GET /Acquisition/{id}/Surveys': { anonymous: 401, own: [200, 200, 404, 404, 404, 404, 404, 404, 404], other: all(404) },
  'GET /Acquisition/{id}/Vessels': { anonymous: 401, own: [200, 200, 404, 404, 404, 404, 404, 404, 404], other: all(404) },
  'POST /Acquisition/{id}/Vessels': { anonymous: 401, own: [201, 201, 403, 403, 403, 403, 403, 403, 403], other: [404, 404, 403, 403, 403, 403, 403, 403, 403] },
  'DELETE /Acquisition/{id}/Vessels/VesselHarbour/{harbourId}': { anonymous: 401, own: [204, 204, 403, 403, 403, 403, 403, 403, 403], other: [404, 404, 403, 403, 403, 403, 403, 403, 403] },
  'PUT /Acquisition/{id}/Vessels/VesselHarbour/{harbourId}': { anonymous: 401, own: [200, 200, 403, 403, 403, 403, 403, 403, 403], other: [404, 404, 403, 403, 403, 403, 403, 403, 403] },
  'DELETE /Acquisition/{id}/Vessels/{vesselId}': { anonymous: 401, own: [204, 204, 403, 403, 403, 403, 403, 403, 403], other: [404, 404, 403, 403, 403, 403, 403, 403, 403] },
  'PUT /Acquisition/{id}/Vessels/{vesselId}': { anonymous: 401, own: [200, 200, 403, 403, 403, 403, 403, 403, 403], other: [404, 404, 403, 403, 403, 403, 403, 403, 403] },
  'POST /Acquisition/{id}/Vessels/{vesselId}/VesselHarbour': { anonymous: 401, own: [201, 201, 403, 403, 403, 403, 403, 403, 403], other: [404, 404, 403, 403, 403, 403, 403, 403, 403] },
  'GET /Acquisition/{id}/Vessels/{vesselId}/VesselHarbours': { anonymous: 401, own: [200, 200, 404, 404, 404, 404, 404, 404, 404], other: all(404) },
  'DELETE /Acquisition/{id}/{licenceId}': { anonymous: 401, own: [204, 204, 403, 403, 403, 403, 403, 403, 403], other: [404, 404, 403, 403, 403, 403, 403, 403, 403] },
  'GET /AcquisitionMap/getoverviewgeometry': { anonymous: 401, own: all(200) },
  'GET /AcquisitionMap/restrictionAreas': { anonymous: 401, own: all(200) },
  'GET /AcquisitionMap/seaAreas': { anonymous: 401, own: all(200) },
  'GET /Auth/changecontext': { anonymous: 401, own: all(204) },
  'GET /Auth/config': { anonymous: 200, own: all(200) },
  'GET /Auth/refreshtoken': { anonymous: 401, own: all(200) },
  'GET /Auth/signout': { anonymous: 401, own: all(200) },
  'GET /Auth/token': { anonymous: 400, own: all(400) },
  'GET /CalculateBusinessDays/GetBusinessDays/{value}': { anonymous: 401, own: all(200) },
  'GET /CalculateBusinessDays/GetBusinessDaysBetween/{from}/{to}': { anonymous: 401, own: all(200) },
  'GET /Company': { anonymous: 401, own: all(200) },
  'GET /Company/hasPrefix': { anonymous: 401, own: all(200) },
  'GET /Company/withPrefixes': { anonymous: 401, own: all(200) },
  'GET /Country': { anonymous: 401, own: all(200) },
  'GET /DaqSupportData/co2exploitationLicences': { anonymous: 401, own: all(200) },
  'GET /DaqSupportData/co2explorationLicences': { anonymous: 401, own: all(200) },
  'GET /DaqSupportData/lawCategories': { anonymous: 401, own: all(200) },
  'GET /DaqSupportData/productionLicences': { anonymous: 401, own: all(200) },
  'POST /Draft': { anonymous: 401, own: [201, 400, 403, 403, 403, 403, 403, 403, 403] },
  'GET /Draft/type/{type}': { anonymous: 401, own: all(200) },
  'DELETE /Draft/{id}': { anonymous: 401, own: [204, 204, 403, 403, 403, 403, 403, 403, 403], other: [404, 404, 403, 403, 403, 403, 403, 403, 403] },
  'GET /Draft/{id}': { anonymous: 401, own: [200, 200, 404, 404, 404, 404, 404, 404, 404], other: all(404) },
  'PUT /Draft/{id}': { anonymous: 401, own: [200, 200, 403, 403, 403, 403, 403, 403, 403], other: [404, 404, 403, 403, 403, 403, 403, 403, 403] },
  'PUT /Draft/{id}/Submit': { anonymous: 401, own: [400, 400, 403, 403, 403, 403, 403, 403, 403], other: [404, 404, 403, 403, 403, 403, 403, 403, 403] },
  'GET /FisheriesExpert': { anonymous: 401, own: all(200) },
  'GET /Harbour/designated': { anonymous: 401, own: all(200) },
  'GET /Licences/co2surveys': { anonymous: 401, own: all(200) },
  'GET /Licences/surveys': { anonymous: 401, own: all(200) },
  'GET /Licences/{npdId}/name': { anonymous: 401, own: all(200) },
  'GET /Overview/view': { anonymous: 401, own: all(200) },
  'GET /Overview/view/getPageByNpdId/{id}': { anonymous: 401, own: [200, 200, 404, 404, 404, 404, 404, 404, 404], other: all(404) },
  'GET /Overview/view/npdIds': { anonymous: 401, own: all(200) },
  'GET /SystemNotification': { anonymous: 200, own: all(200) },
  'POST /UserContext': { anonymous: 401, own: all(200), other: all(403) },
  'GET /UserContext/options': { anonymous: 401, own: all(200) },
  'GET /UserProfile/NpdApprovers': { anonymous: 401, own: all(200) },
  'GET /UserProfile/approvers': { anonymous: 401, own: all(200) },
  'GET /UserProfile/contactInfoVerificationCheck': { anonymous: 401, own: all(200) },
  'GET /UserProfile/contactPersons': { anonymous: 401, own: all(200) },
  'GET /UserProfile/gdprVerificationCheck': { anonymous: 401, own: all(200) },
  'PUT /UserProfile/saveDaqUserInformation': { anonymous: 401, own: all(400) },
  'PUT /UserProfile/saveGdprConfirmation': { anonymous: 401, own: all(400) },
  'GET /UserProfile/user': { anonymous: 401, own: all(200) },
  'GET /UserProfile/{id}/name': { anonymous: 401, own: all(404) },
  'GET /Vessel/vessels': { anonymous: 401, own: all(200) },
  'GET /Vessel/{id}': { anonymous: 401, own: all(404) },
  'GET /admin/acquisition': { anonymous: 401, own: [403, 403, 403, 403, 403, 403, 403, 403, 200] },
  'POST /admin/acquisition/search': { anonymous: 401, own: [403, 403, 403, 403, 403, 403, 403, 403, 400] },
  'PUT /admin/acquisition/{id}/cancel': { anonymous: 401, own: [403, 403, 403, 403, 403, 403, 403, 403, 400] },
  'GET /admin/fisheriesExperts': { anonymous: 401, own: [403, 403, 403, 403, 403, 403, 403, 403, 200] },
  'POST /admin/fisheriesExperts': { anonymous: 401, own: [403, 403, 403, 403, 403, 403, 403, 403, 400] },
  'PUT /admin/fisheriesExperts/{id}': { anonymous: 401, own: [403, 403, 403, 403, 403, 403, 403, 403, 400] },
  'GET /admin/harbours': { anonymous: 401, own: [403, 403, 403, 403, 403, 403, 403, 403, 200] },
  'POST /admin/harbours': { anonymous: 401, own: [403, 403, 403, 403, 403, 403, 403, 403, 400] },
  'GET /admin/harbours/forceRefresh': { anonymous: 401, own: [403, 403, 403, 403, 403, 403, 403, 403, 200] },
  'PUT /admin/harbours/{id}': { anonymous: 401, own: [403, 403, 403, 403, 403, 403, 403, 403, 400] },
  'GET /admin/licences': { anonymous: 401, own: [403, 403, 403, 403, 403, 403, 403, 403, 200] },
  'POST /admin/licences': { anonymous: 401, own: [403, 403, 403, 403, 403, 403, 403, 403, 400] },
  'GET /admin/licences/nextLicenceNo': { anonymous: 401, own: [403, 403, 403, 403, 403, 403, 403, 403, 200] },
  'DELETE /admin/licences/{id}': { anonymous: 401, own: [403, 403, 403, 403, 403, 403, 403, 403, 404] },
  'PUT /admin/licences/{id}': { anonymous: 401, own: [403, 403, 403, 403, 403, 403, 403, 403, 400] },
  'GET /admin/licences/{id}/getIsEditable': { anonymous: 401, own: [403, 403, 403, 403, 403, 403, 403, 403, 404] },
  'GET /admin/users': { anonymous: 401, own: [403, 403, 403, 403, 403, 403, 403, 403, 200] },
  'PUT /admin/users/{id}/delete': { anonymous: 401, own: [403, 403, 403, 403, 403, 403, 403, 403, 404] },
  'GET /admin/vessels': { anonymous: 401, own: [403, 403, 403, 403, 403, 403, 403, 403, 200] },
  'POST /admin/vessels': { anonymous: 401, own: [403, 403, 403, 403, 403, 403, 403, 403, 400] },
  'PUT /admin/vessels/{id}': { anonymous: 401, own: [403, 403, 403, 403, 403, 403, 403, 403, 400] },
  'GET /info': { anonymous: 200, own: all(200) },
  'POST /{kind}/Validate': { anonymous: 401, own: all(400) },
  'GET /Acquisition/{id}/details/Amount': { anonymous: 401, own: [200, 200, 404, 404, 404, 404, 404, 404, 404], other: all(404) },
  'GET /Acquisition/{id}/details/Conductor': { anonymous: 401, own: [200, 200, 404, 404, 404, 404, 404, 404, 404], other: all(404) },
  'GET /Acquisition/{id}/details/ContactPersons': { anonymous: 401, own: [200, 200, 404, 404, 404, 404, 404, 404, 404], other: all(404) },
  'GET /Acquisition/{id}/details/FisheriesExpert': { anonymous: 401, own: [200, 200, 404, 404, 404, 404, 404, 404, 404], other: all(404) },
  'GET /Acquisition/{id}/details/GeneralComment': { anonymous: 401, own: [200, 200, 404, 404, 404, 404, 404, 404, 404], other: all(404) },
  'GET /Acquisition/{id}/details/Sensor': { anonymous: 401, own: [200, 200, 404, 404, 404, 404, 404, 404, 404], other: all(404) },
  'GET /Acquisition/{id}/details/Source': { anonymous: 401, own: [200, 200, 404, 404, 404, 404, 404, 404, 404], other: all(404) },
  'GET /Acquisition/{id}/details/TimeAndArea': { anonymous: 401, own: [200, 200, 404, 404, 404, 404, 404, 404, 404], other: all(404) },
  'GET /Acquisition/{id}/details/Vessels': { anonymous: 401, own: [200, 200, 404, 404, 404, 404, 404, 404, 404], other: all(404) },
  'GET /Acquisitions/{id}': { anonymous: 401, own: [200, 200, 404, 404, 404, 404, 404, 404, 404], other: all(404) },
  'GET /Acquisitions/{id}/allowedActions': { anonymous: 401, own: [200, 200, 404, 404, 404, 404, 404, 404, 404], other: all(404) },
  'GET /Acquisitions/{id}/contactPersons': { anonymous: 401, own: [200, 200, 404, 404, 404, 404, 404, 404, 404], other: all(404) },
  'GET /Acquisitions/{id}/flag': { anonymous: 401, own: [200, 200, 404, 404, 404, 404, 404, 404, 404], other: all(404) },
  'GET /Acquisitions/{id}/timeline': { anonymous: 401, own: [200, 200, 404, 404, 404, 404, 404, 404, 404], other: all(404) },
  'PUT /Acquisitions/{id}/cancel': { anonymous: 401, own: [409, 409, 403, 403, 403, 403, 403, 403, 403], other: [404, 404, 403, 403, 403, 403, 403, 403, 403] },
  'PUT /Acquisitions/{id}/finishWithDoc': { anonymous: 401, own: [403, 403, 403, 403, 403, 403, 403, 404, 403] },
  'PUT /Acquisitions/{id}/flag': { anonymous: 401, own: [403, 403, 403, 403, 403, 404, 404, 404, 403] },
  'PUT /Acquisitions/{id}/pause': { anonymous: 401, own: [409, 409, 403, 403, 403, 403, 403, 403, 403], other: [404, 404, 403, 403, 403, 403, 403, 403, 403] },
  'PUT /Acquisitions/{id}/resume': { anonymous: 401, own: [409, 409, 403, 403, 403, 403, 403, 403, 403], other: [404, 404, 403, 403, 403, 403, 403, 403, 403] },
  'PUT /Acquisitions/{id}/submittedToOed/{value}': { anonymous: 401, own: [403, 403, 403, 403, 403, 403, 403, 400, 403] },
  'PUT /Messages/{id}/InfoIconOff': { anonymous: 401, own: all(404) },
  'PUT /Messages/{id}/setClockOff': { anonymous: 401, own: [403, 403, 404, 404, 404, 404, 404, 404, 403] },
  'PUT /Messages/{id}/setMessageReplyIndicatorOff': { anonymous: 401, own: [403, 403, 404, 404, 404, 404, 404, 404, 403] },
};
