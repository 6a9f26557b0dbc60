import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { acquisitionConfigOf } from '../../../domain/draft/acquisition-config';
import { licenceShapesToCheck } from '../../../domain/draft/draft-area-check';
import { normalizedSensor, normalizedSource } from '../../../domain/draft/resets';
import type { Areal } from '../../../domain/geometry/area-ops';
import type { TDraft, ZDraftInput } from '../../../domain/schemas/draft';
import type { TGeometryValidation } from '../../../domain/schemas/draft-geometry';
import type { TViewer } from '../../../domain/visibility';
import type { Db } from '../../db/client';
import { acquisitionInputs, acquisitions } from '../../db/schema/index';
import { badRequest } from '../../http/app-error';
import { licencesOnAcquisition } from '../../db/queries/licence-rows';
import { saveAcquisitionGeometry } from '../../db/queries/save-geometry';
import { validateDraftAreas } from '../../db/queries/validate-draft-areas';
import { assertPeople } from './assert-people';
import { editableDraft, readableAcquisition, type AcquisitionRow } from '../../access/acquisition-access';
import { draftOf } from './load-draft';

type TInput = z.output<typeof ZDraftInput>;
export type UpdateResult = { ok: true; draft: TDraft } | { ok: false; current: TDraft };

/**
 * Geometry check on save and submit: validity, message and ocean area (checkDraftAreas; the licences' shapes only when
 * the type requires licences). `licences` are the licences on the draft when the caller has them; else they are read.
 */
export async function geometryCheckOf(
  db: Db,
  row: AcquisitionRow,
  areas: Pick<TInput, 'netGeometry' | 'grossGeometry'>,
  licences?: readonly { licenceShape: Areal | null }[],
): Promise<TGeometryValidation> {
  if (!areas.netGeometry && !areas.grossGeometry)
    return { isValid: true, errorMessage: null, errors: [], warnings: [], oceanArea: null };
  const config = acquisitionConfigOf(row.type ?? -1, row.lawCategory);
  const onDraft = licences ?? (config.requiresLicence ? await licencesOnAcquisition(db, row.id) : []);
  const shapes = licenceShapesToCheck(config, onDraft);
  return validateDraftAreas(db, { net: areas.netGeometry, gross: areas.grossGeometry }, shapes);
}

/**
 * Saves the whole input of a draft (it may be incomplete) if `version` is the current one: one
 * conditional UPDATE raises the version, so of two saves based on the same version exactly one wins;
 * the other gets { ok: false, current } (answered as 409 with the service's draft).
 */
export async function updateDraft(db: Db, viewer: TViewer, id: string, input: TInput): Promise<UpdateResult> {
  if (input.acquisitionId && input.acquisitionId !== id) {
    throw badRequest('problems:draft.idMismatch', {
      'body.acquisitionId': ['draft-rules:validation.idMismatch'],
    });
  }
  const row = await editableDraft(db, viewer, id);
  await assertPeople(db, row.companyId, input);
  const check = await geometryCheckOf(db, row, input);
  const saved = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(acquisitions)
      .set({
        plannedStartDate: input.plannedStartDate,
        plannedEndDate: input.plannedEndDate,
        oceanArea: check.oceanArea,
        updatedAt: sql`now()`,
        version: sql`${acquisitions.version} + 1`,
      })
      .where(
        and(eq(acquisitions.id, id), eq(acquisitions.version, input.version), eq(acquisitions.status, 99)),
      )
      .returning({ id: acquisitions.id });
    if (!updated) return false;
    const values = {
      companyConductorNpdId: input.companyConductorNpdId,
      dataSalable: input.dataSalable,
      environmentalComment: input.environmentalComment,
      generalComment: input.generalComment,
      quantityKm: input.quantityKm,
      quantityKm2: input.quantityKm2,
      quantityTb: input.quantityTb,
      sensor: normalizedSensor(input.sensor),
      source: normalizedSource(input.source),
      approverUserId: input.approverUserId,
      contactPersonUserId: input.contactPersonUserId,
      onBehalfOfCompanyContactPersonInfo: input.onBehalfOfCompanyContactPersonInfo,
      isGeometryValid: check.isValid,
      geometryErrorMessage: check.errorMessage,
    };
    await tx
      .insert(acquisitionInputs)
      .values({ acquisitionId: id, ...values })
      .onConflictDoUpdate({ target: acquisitionInputs.acquisitionId, set: values });
    await saveAcquisitionGeometry(tx, id, { gross: input.grossGeometry, net: input.netGeometry });
    return true;
  });
  const current = await draftOf(db, await readableAcquisition(db, viewer, id));
  return saved ? { ok: true, draft: current } : { ok: false, current };
}
