import { and, asc, eq } from 'drizzle-orm';
import type { Areal } from '../../../domain/geometry/area-ops';
import type { LicenceKind } from '../../../domain/enums/licence-kind';
import type { LicenceType } from '../../../domain/enums/licence-type';
import type { TAcquisitionLicence } from '../../../domain/schemas/acquisition-licences';
import type { Db } from '../../db/client';
import { acquisitionLicences, licences } from '../../db/schema/index';

/** The licences on an acquisition, of one kind or all, by licence number. */
export async function licencesOnAcquisition(
  db: Db,
  acquisitionId: string,
  kind?: LicenceKind,
): Promise<TAcquisitionLicence[]> {
  const rows = await db
    .select({
      licenceId: licences.id,
      npdIdLicence: licences.npdIdLicence,
      licenceName: licences.name,
      licenceShape: licences.shape,
      licenceType: acquisitionLicences.licenceType,
      kind: licences.kind,
    })
    .from(acquisitionLicences)
    .innerJoin(licences, eq(licences.id, acquisitionLicences.licenceId))
    .where(
      and(eq(acquisitionLicences.acquisitionId, acquisitionId), kind ? eq(licences.kind, kind) : undefined),
    )
    .orderBy(asc(licences.npdIdLicence));
  return rows.map((r) => ({ ...r, licenceType: r.licenceType as LicenceType, kind: r.kind as LicenceKind }));
}

/** The licence shapes of an acquisition, for the area checks. */
export async function licenceShapesOf(db: Db, acquisitionId: string): Promise<Areal[]> {
  const rows = await licencesOnAcquisition(db, acquisitionId);
  return rows.flatMap((r) => (r.licenceShape ? [r.licenceShape as Areal] : []));
}
