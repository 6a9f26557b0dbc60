import { eq } from 'drizzle-orm';
import { DRAFT_STATUS } from '../../../domain/enums/accomplishment-status';
import { can } from '../../../domain/permissions';
import { canSeeAcquisition, type TViewer } from '../../../domain/visibility';
import type { Db } from '../../db/client';
import { acquisitions } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';

export type AcquisitionRow = typeof acquisitions.$inferSelect;

/**
 * The acquisition when the viewer may read it (domain visibility); a draft additionally only for
 * the viewer's own organisation (a notifier of one company never reads another's draft, even one it
 * created under another role). 404 otherwise.
 */
export async function readableAcquisition(db: Db, viewer: TViewer, id: string): Promise<AcquisitionRow> {
  const [row] = await db.select().from(acquisitions).where(eq(acquisitions.id, id));
  if (!row || !canSeeAcquisition(viewer, row)) throw notFound('problems:acquisition.notFound');
  if (row.status === DRAFT_STATUS && row.companyId !== viewer.organisationId)
    throw notFound('problems:acquisition.notFound');
  return row;
}

/** The draft when the viewer may edit it: readable, and edit:acquisition holds for its status (a draft). 403 notADraft otherwise. */
export async function editableDraft(db: Db, viewer: TViewer, id: string): Promise<AcquisitionRow> {
  const row = await readableAcquisition(db, viewer, id);
  if (!can(viewer.role, 'edit:acquisition', { status: row.status })) {
    throw new AppError('FORBIDDEN', 'draft-rules:errors.notADraft');
  }
  return row;
}
