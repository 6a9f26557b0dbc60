import { and, eq } from 'drizzle-orm';
import { DRAFT_STATUS } from '../../../domain/enums/accomplishment-status';
import { can } from '../../../domain/permissions';
import { canSeeAcquisition, type TViewer } from '../../../domain/visibility';
import type { Db } from '../../db/client';
import { acquisitions } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../http/app-error';

/** Deletes a draft: 404 when the viewer may not see it, 403 when it is no longer a draft (links cascade). */
export async function deleteDraft(db: Db, viewer: TViewer, id: string): Promise<void> {
  const [found] = await db
    .select({ status: acquisitions.status, companyId: acquisitions.companyId, createdBy: acquisitions.createdBy })
    .from(acquisitions)
    .where(eq(acquisitions.id, id));
  if (!found || !canSeeAcquisition(viewer, found)) throw notFound('problems:draft.notFound');
  if (!can(viewer.role, 'delete:acquisition', { status: found.status })) throw forbidden('problems:draft.onlyDraftDeletable');
  const deleted = await db
    .delete(acquisitions)
    .where(and(eq(acquisitions.id, id), eq(acquisitions.status, DRAFT_STATUS)))
    .returning({ id: acquisitions.id });
  if (deleted.length === 0) throw conflict('problems:draft.submittedMeanwhile');
}
