import { completeFields } from '../draft-fixtures';
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
  const acquisition = path.startsWith('/Draft/{id}') || path.startsWith('/Acquisition/{id}') || path.startsWith('/Acquisitions/{id}');
  return {
    id: acquisition ? draft!.id : draft ? draft.npdId : NOBODY,
    vesselId: draft?.acquisitionVesselId ?? NOBODY,
    harbourId: draft?.vesselHarbourId ?? NOBODY,
    expertId: draft?.acquisitionExpertId ?? NOBODY,
    licenceId: path.startsWith('/Acquisition/{id}/{licenceId}') ? ref.licenceId : ref.licenceNpdId,
    npdId: ref.licenceNpdId,
    type: 2521,
    value: '2026-01-05',
    from: '2026-01-05',
    to: '2026-01-30',
    kind: 'Draft',
  };
}

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
    default:
      return draft && key.startsWith('POST /Acquisition/{id}/') ? {} : undefined;
  }
}
