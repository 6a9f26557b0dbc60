import { and, eq } from 'drizzle-orm';
import { DRAFT_STATUS } from '../../../domain/enums/accomplishment-status';
import type { TViewer } from '../../../domain/visibility';
import { deletableDraft } from '../../access/acquisition-access';
import type { Db } from '../../db/client';
import { acquisitions } from '../../db/schema/index';
import { conflict } from '../../http/app-error';

/** Deletes a draft through the access layer (404 when the viewer may not open it, 403 when not a draft); links cascade. */
export async function deleteDraft(db: Db, viewer: TViewer, id: string): Promise<void> {
  await deletableDraft(db, viewer, id);
  const deleted = await db
    .delete(acquisitions)
    .where(and(eq(acquisitions.id, id), eq(acquisitions.status, DRAFT_STATUS)))
    .returning({ id: acquisitions.id });
  if (deleted.length === 0) throw conflict('problems:draft.submittedMeanwhile');
}
