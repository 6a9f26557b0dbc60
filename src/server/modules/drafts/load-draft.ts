import { eq } from 'drizzle-orm';
import { acquisitionConfigOf } from '../../../domain/draft/acquisition-config';
import { namePrefixOf } from '../../../domain/draft/acquisition-name';
import { VesselRole } from '../../../domain/enums/vessel-role';
import type { TGeometryInput } from '../../../domain/geometry/types';
import type { TDraft } from '../../../domain/schemas/draft';
import type { TSensor, TSource } from '../../../domain/schemas/draft-fields';
import type { TContactPersonInfo } from '../../../domain/schemas/reference-common';
import type { Db } from '../../db/client';
import {
  acquisitionGeometries,
  acquisitionInputs,
  acquisitionVessels,
  organisations,
} from '../../db/schema/index';
import type { AcquisitionRow } from '../../access/acquisition-access';

async function companyOf(db: Db, id: number | null) {
  if (id === null) return null;
  const [row] = await db
    .select({ npdId: organisations.id, name: organisations.name, prefix: organisations.prefix })
    .from(organisations)
    .where(eq(organisations.id, id));
  return row ?? null;
}

/** The draft as the service answers it: input fields, configuration and version (spec 002 s3). */
export async function draftOf(db: Db, row: AcquisitionRow): Promise<TDraft> {
  const [[input], [areas], vessels] = await Promise.all([
    db.select().from(acquisitionInputs).where(eq(acquisitionInputs.acquisitionId, row.id)),
    db
      .select({ gross: acquisitionGeometries.gross, net: acquisitionGeometries.net })
      .from(acquisitionGeometries)
      .where(eq(acquisitionGeometries.acquisitionId, row.id)),
    db
      .select({ role: acquisitionVessels.vesselRole })
      .from(acquisitionVessels)
      .where(eq(acquisitionVessels.acquisitionId, row.id)),
  ]);
  const onBehalf = await companyOf(db, input?.onBehalfOfCompanyId ?? null);
  const owner = onBehalf ?? (await companyOf(db, row.companyId));
  return {
    acquisitionId: row.id,
    npdId: row.npdId,
    name: row.name,
    status: row.status,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    plannedStartDate: row.plannedStartDate,
    plannedEndDate: row.plannedEndDate,
    companyConductorNpdId: input?.companyConductorNpdId ?? null,
    dataSalable: input?.dataSalable ?? null,
    environmentalComment: input?.environmentalComment ?? null,
    generalComment: input?.generalComment ?? null,
    grossGeometry: (areas?.gross as TGeometryInput | null) ?? null,
    netGeometry: (areas?.net as TGeometryInput | null) ?? null,
    quantityKm: input?.quantityKm ?? null,
    quantityKm2: input?.quantityKm2 ?? null,
    quantityTb: input?.quantityTb ?? null,
    sensor: (input?.sensor as TSensor | null) ?? null,
    source: (input?.source as TSource | null) ?? null,
    approverUserId: input?.approverUserId ?? null,
    contactPersonUserId: input?.contactPersonUserId ?? null,
    onBehalfOfCompanyContactPersonInfo:
      (input?.onBehalfOfCompanyContactPersonInfo as TContactPersonInfo | null) ?? null,
    configuration: {
      lawCategory: row.lawCategory as TDraft['configuration']['lawCategory'],
      type: row.type ?? -1,
      npdId: row.npdId,
      govtReason: (row.govtReason as TDraft['configuration']['govtReason']) ?? null,
      oceanArea: row.oceanArea,
      onBehalfOfCompany: onBehalf,
      companyId: row.companyId,
      companyHasPrefix: namePrefixOf(row.lawCategory, owner?.prefix) !== null,
      isGeometryValid: input?.isGeometryValid ?? true,
      geometryErrorMessage: input?.geometryErrorMessage ?? null,
      vesselRoleHasValue: vessels.length > 0 && vessels.every((v) => v.role !== VesselRole.NotKnown),
      acquisitionConfig: acquisitionConfigOf(row.type ?? -1, row.lawCategory),
    },
  };
}
