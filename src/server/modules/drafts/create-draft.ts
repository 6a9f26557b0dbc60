import { eq } from 'drizzle-orm';
import { detailedAcquisitionType, needsAdditionalOptions } from '../../../domain/enums/acquisition-type';
import { LawCategory } from '../../../domain/enums/law-category';
import { SeismicOption } from '../../../domain/enums/seismic-option';
import type { TDraft, ZCreateDraft } from '../../../domain/schemas/draft';
import type { TViewer } from '../../../domain/visibility';
import type { ActiveUserContext } from '../../auth/types';
import type { Db } from '../../db/client';
import { acquisitionInputs, acquisitions, organisations } from '../../db/schema/index';
import { badRequest, conflict } from '../../http/app-error';
import { lawCategoriesOf } from '../../access/law-categories';
import { readableAcquisition } from '../../access/acquisition-access';
import { draftOf } from './load-draft';
import type { z } from 'zod';

type TCreate = z.output<typeof ZCreateDraft>;

async function onBehalfCompany(db: Db, id: number | null) {
  if (id === null) return null;
  const [row] = await db.select().from(organisations).where(eq(organisations.id, id));
  if (!row || row.kind !== 'company' || !row.isActive || !row.prefix?.trim()) {
    throw badRequest('draft-rules:errors.companyWithoutPrefix', {
      'body.onBehalfOfCompanyId': ['draft-rules:errors.companyWithoutPrefix'],
    });
  }
  return row;
}

/** The caller's own acquisition of a client-generated id (a create replayed), undefined when none; 409 when someone else's. */
async function ownExisting(db: Db, viewer: TViewer, id: string): Promise<TDraft | undefined> {
  const [existing] = await db
    .select({ createdBy: acquisitions.createdBy })
    .from(acquisitions)
    .where(eq(acquisitions.id, id));
  if (!existing) return undefined;
  if (existing.createdBy !== viewer.userId) throw conflict('problems:acquisition.idTaken');
  return draftOf(db, await readableAcquisition(db, viewer, id));
}

/** The stored type: the main type, or for seabed and drilling-site surveys the detailed type of the options. */
function storedType(input: TCreate): number {
  const type = input.type as number;
  if (!needsAdditionalOptions(type)) return type;
  const detailed = detailedAcquisitionType(
    type,
    input.seismicOptions ?? SeismicOption.NonSeismic,
    input.additionalOptions,
  );
  if (detailed === undefined)
    throw badRequest('problems:draft.noSuchType', {
      'body.additionalOptions': ['draft-rules:validation.atLeastOneRequired'],
    });
  return detailed;
}

/**
 * Creates a draft (spec 002 s2/s5) in the caller's organisation. The law category must be one the
 * organisation is offered. With a client-generated acquisitionId: the caller's own existing draft of
 * that id is answered as is (an offline create replayed); anyone else's id is a 409.
 */
export async function createDraft(
  db: Db,
  viewer: TViewer,
  context: ActiveUserContext,
  input: TCreate,
): Promise<{ draft: TDraft; created: boolean }> {
  if (input.acquisitionId) {
    const replayed = await ownExisting(db, viewer, input.acquisitionId);
    if (replayed) return { draft: replayed, created: false };
  }
  const offered = await lawCategoriesOf(db, context);
  if (!offered.includes(input.lawCategory as LawCategory)) {
    throw badRequest('draft-rules:errors.lawCategoryNotOffered', {
      'body.lawCategory': ['draft-rules:errors.lawCategoryNotOffered'],
    });
  }
  const onBehalf =
    input.lawCategory === LawCategory.OnBehalfOfCompany
      ? await onBehalfCompany(db, input.onBehalfOfCompanyId)
      : null;
  const type = storedType(input);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(acquisitions)
      .values({
        ...(input.acquisitionId ? { id: input.acquisitionId } : {}),
        status: 99,
        type,
        lawCategory: input.lawCategory,
        govtReason: input.lawCategory === LawCategory.PerformedByGovernment ? input.govtReason : null,
        companyId: viewer.organisationId,
        createdBy: viewer.userId,
      })
      .onConflictDoNothing()
      .returning({ id: acquisitions.id });
    if (!row) return undefined;
    await tx.insert(acquisitionInputs).values({
      acquisitionId: row.id,
      onBehalfOfCompanyId: onBehalf?.id ?? null,
      onBehalfOfCompanyContactPersonInfo: onBehalf ? input.onBehalfOfCompanyContactPerson : null,
    });
    return row.id;
  });
  if (!id) {
    // The same id was created meanwhile (the same create sent twice at once): the caller's own is answered as is.
    const replayed = await ownExisting(db, viewer, input.acquisitionId!);
    if (!replayed) throw conflict('problems:acquisition.idTaken');
    return { draft: replayed, created: false };
  }
  return { draft: await draftOf(db, await readableAcquisition(db, viewer, id)), created: true };
}
