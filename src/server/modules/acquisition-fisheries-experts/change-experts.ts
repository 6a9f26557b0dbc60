import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TAcquisitionFisheriesExpert,
  ZUpdateFisheriesExpert,
} from '../../../domain/schemas/acquisition-experts';
import type { TViewer } from '../../../domain/visibility';
import type { Db } from '../../db/client';
import { acquisitionFisheriesExperts, fisheriesExperts } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/app-error';
import { uniqueConflict } from '../../db/unique-violation';
import { editableDraft } from '../../access/acquisition-access';
import { expertsOnAcquisition } from '../../db/queries/expert-rows';

async function assertExpert(db: Db, fisheriesExpertId: string): Promise<void> {
  const [row] = await db
    .select({ isDeleted: fisheriesExperts.isDeleted })
    .from(fisheriesExperts)
    .where(eq(fisheriesExperts.id, fisheriesExpertId));
  if (!row || row.isDeleted)
    throw badRequest('problems:expert.notFound', {
      'body.fisheriesExpertId': ['draft-rules:validation.notAllowed'],
    });
}

async function one(db: Db, id: string, rowId: string): Promise<TAcquisitionFisheriesExpert> {
  const [row] = await expertsOnAcquisition(db, id, rowId);
  if (!row) throw notFound('problems:expert.notOnAcquisition');
  return row;
}

export async function addExpert(
  db: Db,
  viewer: TViewer,
  id: string,
  input: { fisheriesExpertId: string; acquisitionFisheriesExpertId?: string },
): Promise<TAcquisitionFisheriesExpert> {
  await editableDraft(db, viewer, id);
  await assertExpert(db, input.fisheriesExpertId);
  const [row] = await db
    .insert(acquisitionFisheriesExperts)
    .values({
      id: input.acquisitionFisheriesExpertId,
      acquisitionId: id,
      fisheriesExpertId: input.fisheriesExpertId,
    })
    // Any of the table's unique keys, not the row id alone: the same row sent at once by two requests (an offline add
    // replayed) otherwise meets the other key while the first is uncommitted, and PostgreSQL raises it (409 for one).
    .onConflictDoNothing()
    .returning({ id: acquisitionFisheriesExperts.id });
  if (!row && input.acquisitionFisheriesExpertId) {
    const [existing] = await expertsOnAcquisition(db, id, input.acquisitionFisheriesExpertId);
    if (!existing) throw uniqueConflict('acquisition_fisheries_experts_expert_uq');
    return existing;
  }
  // The expert is on the draft already (under another row id): a conflict, not a crash.
  if (!row) throw uniqueConflict('acquisition_fisheries_experts_expert_uq');
  return one(db, id, row.id);
}

export async function updateExpert(
  db: Db,
  viewer: TViewer,
  id: string,
  rowId: string,
  input: z.output<typeof ZUpdateFisheriesExpert>,
): Promise<TAcquisitionFisheriesExpert> {
  await editableDraft(db, viewer, id);
  await assertExpert(db, input.fisheriesExpertId);
  const updated = await db
    .update(acquisitionFisheriesExperts)
    .set(input)
    .where(and(eq(acquisitionFisheriesExperts.id, rowId), eq(acquisitionFisheriesExperts.acquisitionId, id)))
    .returning({ id: acquisitionFisheriesExperts.id });
  if (updated.length === 0) throw notFound('problems:expert.notOnAcquisition');
  return one(db, id, rowId);
}

export async function deleteExpert(db: Db, viewer: TViewer, id: string, rowId: string): Promise<void> {
  await editableDraft(db, viewer, id);
  const deleted = await db
    .delete(acquisitionFisheriesExperts)
    .where(and(eq(acquisitionFisheriesExperts.id, rowId), eq(acquisitionFisheriesExperts.acquisitionId, id)))
    .returning({ id: acquisitionFisheriesExperts.id });
  if (deleted.length === 0) throw notFound('problems:expert.notOnAcquisition');
}
