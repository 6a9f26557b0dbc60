import { area, completeFields, inDays } from '../draft-fixtures';
import type { DraftObject, MatrixReference } from './objects';

/**
 * The request the matrix sends for each route: path parameters and, where the route has one, a
 * valid body, so that a role that passes authentication and the permission check reaches the
 * object rule (own organisation or not) instead of stopping at validation. Parameters not named
 * here get a well-formed value that names nothing (404 where looked up).
 */
export interface MatrixRequest {
  params: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}

const NOBODY = '00000000-0000-4000-8000-00000000ffff';

/** Parameters of every path, by name: the object's ids where the path is about an acquisition. */
export function paramsFor(
  path: string,
  draft: DraftObject | undefined,
  ref: MatrixReference,
): Record<string, string | number> {
  const acquisition =
    path.startsWith('/Draft/{id}') || path.toLowerCase().startsWith('/acquisition/{id}') || path.startsWith('/Acquisitions/{id}');
  return {
    id: acquisition ? draft!.id : draft ? draft.npdId : NOBODY,
    vesselId: draft?.acquisitionVesselId ?? NOBODY,
    harbourId: draft?.vesselHarbourId ?? NOBODY,
    expertId: draft?.acquisitionExpertId ?? NOBODY,
    attachmentId: NOBODY,
    licenceId: path.startsWith('/Acquisition/{id}/{licenceId}') ? ref.licenceId : ref.licenceNpdId,
    npdId: ref.licenceNpdId,
    type: 2521,
    value: '2026-01-05',
    from: '2026-01-05',
    to: '2026-01-30',
    kind: 'Draft',
    messageId: NOBODY,
    inquiryId: NOBODY,
    cat: 1000,
    flag: 'false',
  };
}

/** Query strings of the routes that need one (the live events: a probe that answers and closes). */
export function queryFor(key: string): string {
  if (key === 'GET /Search') return '?q=gytefelt';
  if (key === 'GET /AcquisitionMap/overviewmap') return '?bbox=-10,55,38,76&zoom=3';
  return key === 'GET /Acquisitions/{id}/events' ? '?once=true' : '';
}

/** A valid edit of each details section (amendments: POST changeSubmission and PUT). */
const AMENDMENT_BODIES: Record<string, object> = {
  GeneralComment: { comment: 'Endret kommentar' },
  Amount: { quantityKm: 12 },
  Conductor: { companyConductorNpdId: null },
  Sensor: { sensor: { type: 0, cable: { count: null, length: null, towWidth: null }, node: { count: null } } },
  Source: { source: { type: 0, seismic: { count: null, size: null, pressure: null }, electromagnetic: { count: null, size: null, watt: null } } },
  ContactPersons: { contactPersons: [] },
  FisheriesExpert: { fisheriesExperts: [] },
  Vessels: { vessels: [] },
  TimeAndArea: {},
};

/** Bodies of the routes that take one (key: 'METHOD /path'); routes not named send none. */
export function bodyFor(
  key: string,
  draft: DraftObject | undefined,
  ref: MatrixReference,
  /** The caller's role in the object's organisation (own: its own organisation; other: the other one). */
  context: { organizationId: number; roleId: string } | undefined,
): unknown {
  switch (key) {
    case 'POST /UserContext':
      return context;
    case 'POST /Draft':
      return { lawCategory: 1000, type: 2521 };
    case 'PUT /Draft/{id}':
      return completeFields(1);
    case 'PUT /Draft/{id}/Submit':
      return {};
    case 'POST /Acquisition/{id}/Vessels':
      return { vesselId: ref.otherVesselId };
    case 'PUT /Acquisition/{id}/Vessels/{vesselId}':
      return { vesselId: ref.vesselId, vesselRole: 10 };
    case 'POST /Acquisition/{id}/Vessels/{vesselId}/VesselHarbour':
      return { harbourId: ref.otherHarbourId };
    case 'PUT /Acquisition/{id}/Vessels/VesselHarbour/{harbourId}':
      return { harbourId: ref.harbourId };
    case 'POST /Acquisition/{id}/FisheriesExpert':
      return { fisheriesExpertId: ref.otherExpertId };
    case 'PUT /Acquisition/{id}/FisheriesExpert/{expertId}':
      return { fisheriesExpertId: ref.expertId };
    case 'PUT /Acquisitions/{id}/pause':
      return { changeReason: 34 };
    case 'PUT /Acquisitions/{id}/cancel':
      return { changeReason: 53 };
    case 'PUT /Acquisitions/{id}/resume':
    case 'PUT /Acquisitions/{id}/finishWithDoc':
      return {};
    case 'PUT /Acquisitions/{id}/flag':
      return { flagDate: '2026-01-05' };
    case 'POST /acquisition/{id}/weekReport/Startup':
    case 'POST /acquisition/{id}/weekReport':
    case 'POST /acquisition/{id}/weekReport/Finish':
      return weekReportBody(key, draft);
    case 'POST /Messages/{id}/replyTo/{messageId}':
      return { messageContent: 'Uttalelse', messageReplyType: 10, DemandFisheriesExpert: 1, contactPerson: NOBODY };
    case 'POST /Messages/{id}/approve/{messageId}':
      return { IsApproved: true };
    case 'POST /Messages/{id}/inquiry':
      return { MessageContent: 'Spørsmål', CmpReplyIndicator: 10 };
    case 'POST /Messages/{id}/inquiry/{inquiryId}/replyTo':
      return { MessageContent: 'Svar' };
    case 'POST /Messages/{id}/fisheriesExpertReport':
      return { messageContent: 'Rapport' };
    case 'PUT /Acquisitions/{id}/contactPersons':
      return { userProfileId: NOBODY };
    case 'POST /Messages/{id}/note':
      return { messageContent: 'Notat' };
    case 'PUT /UserProfile/notificationSettings':
      return { settings: [{ kind: 'caseStatus', mode: 'digest' }] };
    case 'PUT /Messages/{id}/note':
      return { messageContent: 'Notat', version: 1 };
    case 'POST /Acquisitions/{id}/attachments/held':
      return { attachments: [{ attachmentId: NOBODY, sha256: '0'.repeat(64), size: 1, name: 'a.pdf' }] };
    default: {
      const amendment = /^(POST \/Acquisition\/\{id\}\/details\/changeSubmission|PUT \/Acquisition\/\{id\}\/details)\/(\w+)$/.exec(key);
      if (amendment) return { ...AMENDMENT_BODIES[amendment[2]], ...(key.startsWith('PUT') ? { changeSubmissionComment: 'Endret', version: 1 } : {}) };
      return draft && key.startsWith('POST /Acquisition/{id}/') ? {} : undefined;
    }
  }
}

/** A week report that passes every rule of a seismic 3D draft's config, so the caller reaches the access and order rules. */
function weekReportBody(key: string, draft: DraftObject | undefined): unknown {
  const vessels = [{ acquisitionVesselId: draft?.acquisitionVesselId ?? NOBODY, vesselRole: 10 }];
  const geometry = area(2.6, 60.3, 3.0, 60.6);
  if (key.endsWith('/Startup')) return { startDate: inDays(-3), endDate: inDays(5), paidDate: inDays(-4), geometry, vessels };
  const done = { fromDate: inDays(-7), toDate: inDays(-1), geometry };
  if (key.endsWith('/Finish')) return { done, totalAmountKm: 100, totalAmountKm2: 40, vessels };
  return { done, planned: { fromDate: inDays(0), toDate: inDays(7), geometry }, vessels };
}
