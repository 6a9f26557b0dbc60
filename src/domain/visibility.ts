import { DRAFT_STATUS } from './enums/accomplishment-status';
import { hasPermission } from './permissions';
import { normalizeRole, Party, partyOfRole } from './roles';

/**
 * Who may read which acquisitions (the overview's rows and map, and the detail page).
 * - Acquisitions that are not drafts: every user with a role sees them.
 * - Drafts: only a notifier (a role that may create acquisitions) sees them, and only drafts of
 *   its own organisation (the draft's companyId), also not one it created under another role.
 * - Without a role: nothing.
 */
export interface TViewer {
  role: string | null | undefined;
  organisationId: number;
  userId: string;
}

export interface TVisibleAcquisition {
  status: number;
  companyId: number | null;
  createdBy: string | null;
  /** Law category OnBehalfOfCompany: the company reported for (an owner of the case once submitted). */
  onBehalfOfCompanyId?: number | null;
}

/** May the viewer see drafts at all (and choose Utkast in the status filter)? */
export function maySeeDrafts(role: string | null | undefined): boolean {
  return hasPermission(role, 'create:acquisition');
}

export function isOwnDraft(viewer: TViewer, acquisition: TVisibleAcquisition): boolean {
  return acquisition.companyId === viewer.organisationId;
}

export function canSeeAcquisition(viewer: TViewer, acquisition: TVisibleAcquisition): boolean {
  if (!normalizeRole(viewer.role)) return false;
  if (acquisition.status !== DRAFT_STATUS) return true;
  return maySeeDrafts(viewer.role) && isOwnDraft(viewer, acquisition);
}

/** canSeeAcquisition for one viewer, prepared once for testing many rows. */
export function visibilityOf(viewer: TViewer): (acquisition: TVisibleAcquisition) => boolean {
  if (!normalizeRole(viewer.role)) return () => false;
  const drafts = maySeeDrafts(viewer.role);
  return (a) => a.status !== DRAFT_STATUS || (drafts && a.companyId === viewer.organisationId);
}

/** Viewers in the same group see the same rows: everyone without drafts, or one group per organisation. */
export function visibilityGroupOf(viewer: TViewer): string {
  if (!normalizeRole(viewer.role)) return 'none';
  return maySeeDrafts(viewer.role) ? `drafts:${viewer.organisationId}` : 'no-drafts';
}

/** The organisations that own the case: the acquisition's organisation and the company it is reported on behalf of. */
export function ownerOrganisationIds(acquisition: Pick<TVisibleAcquisition, 'companyId' | 'onBehalfOfCompanyId'>): number[] {
  return [acquisition.companyId, acquisition.onBehalfOfCompanyId].filter((id): id is number => typeof id === 'number');
}

/**
 * May the viewer open the acquisition's case (its page, timeline, details, flag, indicators and every change)?
 * The overview lists every non-draft to every role (where and when surveys run is not secret), but the case
 * between a company and the authorities is: a company user opens only its own company's cases (owner or
 * on-behalf company); the regulator, the fisheries directorate and the research institute open every case they
 * see. A draft opens only for a notifier of its own organisation (never by having created it under another
 * role). Everything else answers 404.
 */
export function canOpenAcquisition(viewer: TViewer, acquisition: TVisibleAcquisition): boolean {
  const role = normalizeRole(viewer.role);
  if (!role) return false;
  if (acquisition.status === DRAFT_STATUS) return maySeeDrafts(role) && acquisition.companyId === viewer.organisationId;
  if (partyOfRole(role) !== Party.Company) return true;
  return ownerOrganisationIds(acquisition).includes(viewer.organisationId);
}
