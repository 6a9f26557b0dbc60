import { and, desc, eq } from 'drizzle-orm';
import { LICENCE_TYPE_OF_KIND, type LicenceKind } from '../../../domain/enums/licence-kind';
import { acquisitionConfigOf } from '../../../domain/draft/acquisition-config';
import type { TAcquisitionLicence } from '../../../domain/schemas/acquisition-licences';
import type { TViewer } from '../../../domain/visibility';
import type { Db } from '../../db/client';
import { acquisitionLicences, licences } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/app-error';
import { editableDraft } from '../../access/acquisition-access';
import { licencesOnAcquisition } from '../../db/queries/licence-rows';

/** The licence row: by uuid, or by licence number (the latest year's row of the kind). */
async function findLicence(db: Db, kind: LicenceKind, licenceId: string | number) {
  const where =
    typeof licenceId === 'number'
      ? and(eq(licences.npdIdLicence, licenceId), eq(licences.kind, kind))
      : eq(licences.id, licenceId);
  const [row] = await db.select().from(licences).where(where).orderBy(desc(licences.licenceYear)).limit(1);
  if (!row || row.kind !== kind) throw notFound('problems:licence.notFound', { kind, licenceId });
  return row;
}

/**
 * Adds a licence of a kind the draft's law category offers (docs/decisions.md), held by the draft's
 * company. Adding it again answers the same row.
 */
export async function addLicence(
  db: Db,
  viewer: TViewer,
  id: string,
  kind: LicenceKind,
  licenceId: string | number,
  body: { licenceNpdId?: number; licenceType?: number },
): Promise<TAcquisitionLicence> {
  const draft = await editableDraft(db, viewer, id);
  const config = acquisitionConfigOf(draft.type ?? -1, draft.lawCategory);
  if (!config.licenceKinds.includes(kind))
    throw badRequest('draft-rules:errors.licenceKindNotAllowed', {
      'params.licenceId': ['draft-rules:errors.licenceKindNotAllowed'],
    });
  const licence = await findLicence(db, kind, licenceId);
  if (body.licenceNpdId !== undefined && body.licenceNpdId !== licence.npdIdLicence) {
    throw badRequest('problems:licence.numberMismatch', {
      'body.licenceNpdId': ['draft-rules:validation.idMismatch'],
    });
  }
  const licenceType = LICENCE_TYPE_OF_KIND[kind];
  if (body.licenceType !== undefined && body.licenceType !== licenceType) {
    throw badRequest('problems:licence.typeMismatch', {
      'body.licenceType': ['draft-rules:validation.notAllowed'],
    });
  }
  if (licence.npdIdCompany !== draft.companyId)
    throw notFound('problems:licence.notOfCompany', { kind, licenceId });
  await db
    .insert(acquisitionLicences)
    .values({ acquisitionId: id, licenceId: licence.id, licenceType })
    .onConflictDoNothing();
  const rows = await licencesOnAcquisition(db, id, kind);
  const added = rows.find((r) => r.licenceId === licence.id);
  if (!added) throw notFound('problems:draft.deletedMeanwhile');
  return added;
}
