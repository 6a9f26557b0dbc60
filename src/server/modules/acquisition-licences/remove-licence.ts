import { and, eq, inArray } from 'drizzle-orm';
import type { TViewer } from '../../../domain/visibility';
import type { Db } from '../../db/client';
import { acquisitionLicences, licences } from '../../db/schema/index';
import { editableDraft } from '../../access/acquisition-access';

/** Removes a licence (by uuid, or every row of a licence number) from a draft; removing one that is not there is a no-op. */
export async function removeLicence(
  db: Db,
  viewer: TViewer,
  id: string,
  licenceId: string | number,
): Promise<void> {
  await editableDraft(db, viewer, id);
  const ids =
    typeof licenceId === 'number'
      ? (await db.select({ id: licences.id }).from(licences).where(eq(licences.npdIdLicence, licenceId))).map(
          (r) => r.id,
        )
      : [licenceId];
  if (ids.length === 0) return;
  await db
    .delete(acquisitionLicences)
    .where(and(eq(acquisitionLicences.acquisitionId, id), inArray(acquisitionLicences.licenceId, ids)));
}
