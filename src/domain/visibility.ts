import { DRAFT_STATUS } from './enums/accomplishment-status';
import { hasPermission } from './permissions';
import { normalizeRole } from './roles';

/**
 * Who may read which acquisitions (the overview's rows and map, and the detail page).
 * - Acquisitions that are not drafts: every user with a role sees them.
 * - Drafts: only a notifier (a role that may create acquisitions) sees them, and only
 *   drafts of its own company (the draft's companyId is the viewer's organisation) or drafts it
 *   created itself. Drafts of others never.
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
}

/** May the viewer see drafts at all (and choose Utkast in the status filter)? */
export function maySeeDrafts(role: string | null | undefined): boolean {
  return hasPermission(role, 'create:acquisition');
}

export function isOwnDraft(viewer: TViewer, acquisition: TVisibleAcquisition): boolean {
  return (
    acquisition.companyId === viewer.organisationId ||
    (acquisition.createdBy !== null && acquisition.createdBy === viewer.userId)
  );
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
  return (a) => a.status !== DRAFT_STATUS || (drafts && (a.companyId === viewer.organisationId || (a.createdBy !== null && a.createdBy === viewer.userId)));
}

/** Viewers in the same group see the same rows: everyone without drafts, or one group per organisation and user. */
export function visibilityGroupOf(viewer: TViewer): string {
  if (!normalizeRole(viewer.role)) return 'none';
  return maySeeDrafts(viewer.role) ? `drafts:${viewer.organisationId}:${viewer.userId}` : 'no-drafts';
}
