import { and, count, eq, sql } from 'drizzle-orm';
import { acquisitionName } from '../../../domain/draft/acquisition-name';
import { missingRequiredItems, type MissingItem } from '../../../domain/draft/missing-required-items';
import { AccomplishmentStatus } from '../../../domain/enums/accomplishment-status';
import { LawCategory } from '../../../domain/enums/law-category';
import { MessageType } from '../../../domain/enums/message-type';
import { osloDate } from '../../../domain/rules/calendar-date';
import type { TDraft, TSubmitResult } from '../../../domain/schemas/draft';
import type { TViewer } from '../../../domain/visibility';
import type { Db } from '../../db/client';
import {
  acquisitionLicences,
  acquisitionNameSequences,
  acquisitionVesselHarbours,
  acquisitionVessels,
  acquisitions,
  messages,
  organisations,
} from '../../db/schema/index';
import { editableDraft, readableAcquisition } from './draft-access';
import { draftOf } from './load-draft';
import { geometryCheckOf } from './update-draft';

/** Prefix of government-law acquisitions when the regulator has none (docs/decisions.md). */
export const GOVERNMENT_PREFIX = 'SOD';

export type SubmitOutcome =
  | { kind: 'submitted'; result: TSubmitResult }
  | { kind: 'missing'; missing: MissingItem[] }
  | { kind: 'prefixMissing' }
  | { kind: 'conflict'; current: TDraft };

async function vesselsOf(db: Db, id: string) {
  const rows = await db
    .select({
      id: acquisitionVessels.id,
      role: acquisitionVessels.vesselRole,
      harbourId: acquisitionVesselHarbours.harbourId,
    })
    .from(acquisitionVessels)
    .leftJoin(
      acquisitionVesselHarbours,
      eq(acquisitionVesselHarbours.acquisitionVesselId, acquisitionVessels.id),
    )
    .where(eq(acquisitionVessels.acquisitionId, id));
  const byId = new Map<string, { vesselRole: number; harbours: { harbourId: string | null }[] }>();
  for (const r of rows) {
    const v = byId.get(r.id) ?? { vesselRole: r.role, harbours: [] };
    if (r.harbourId) v.harbours.push({ harbourId: r.harbourId });
    byId.set(r.id, v);
  }
  return [...byId.values()];
}

async function prefixOfCompany(db: Db, companyId: number): Promise<string | null> {
  const [org] = await db
    .select({ prefix: organisations.prefix })
    .from(organisations)
    .where(eq(organisations.id, companyId));
  return org?.prefix?.trim() || null;
}

/** The prefix the name is built from: the on-behalf company's, the draft company's, or SOD for government law. */
function prefixOf(draft: TDraft): { prefix: string | null; companyId: number | null } {
  const c = draft.configuration;
  if (c.onBehalfOfCompany)
    return { prefix: c.onBehalfOfCompany.prefix, companyId: c.onBehalfOfCompany.npdId };
  if (c.companyHasPrefix) return { prefix: null, companyId: c.companyId };
  if (c.lawCategory === LawCategory.PerformedByGovernment)
    return { prefix: GOVERNMENT_PREFIX, companyId: c.companyId };
  return { prefix: null, companyId: null };
}

/**
 * Submits a draft (spec 002 s4): every required item present (missingRequiredItems, the same rule as
 * the summary), a company prefix, then in one transaction: status Under_Behandling, the name
 * '<prefix><yy><nn>' from a sequence per company and year, a Submission message (5001), version + 1.
 */
export async function submitDraft(
  db: Db,
  viewer: TViewer,
  id: string,
  version: number | undefined,
): Promise<SubmitOutcome> {
  const row = await editableDraft(db, viewer, id);
  const draft = await draftOf(db, row);
  if (version !== undefined && version !== row.version) return { kind: 'conflict', current: draft };
  const today = osloDate();
  const [[licences], vessels, check] = await Promise.all([
    db.select({ n: count() }).from(acquisitionLicences).where(eq(acquisitionLicences.acquisitionId, id)),
    vesselsOf(db, id),
    geometryCheckOf(db, row, draft),
  ]);
  const missing = missingRequiredItems({ ...draft, vessels }, draft.configuration, {
    today,
    isGeometryValid: check.isValid,
    licenceCount: licences.n,
  });
  if (missing.length > 0) return { kind: 'missing', missing };
  const owner = prefixOf(draft);
  const prefix =
    owner.prefix?.trim() || (owner.companyId !== null ? await prefixOfCompany(db, owner.companyId) : null);
  if (!prefix || owner.companyId === null) return { kind: 'prefixMissing' };
  const year = Number(today.slice(0, 4));
  // The status change first: of two racing submits only one updates the row, the other writes nothing.
  const result = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(acquisitions)
      .set({
        status: AccomplishmentStatus.Under_Behandling,
        oceanArea: check.oceanArea,
        updatedAt: sql`now()`,
        version: sql`${acquisitions.version} + 1`,
      })
      .where(and(eq(acquisitions.id, id), eq(acquisitions.status, 99), eq(acquisitions.version, row.version)))
      .returning({ plannedStartDate: acquisitions.plannedStartDate });
    if (!updated) return null;
    const [sequence] = await tx
      .insert(acquisitionNameSequences)
      .values({ companyId: owner.companyId as number, year, last: 1 })
      .onConflictDoUpdate({
        target: [acquisitionNameSequences.companyId, acquisitionNameSequences.year],
        set: { last: sql`${acquisitionNameSequences.last} + 1` },
      })
      .returning({ last: acquisitionNameSequences.last });
    const name = acquisitionName(prefix, year, sequence.last);
    await tx.update(acquisitions).set({ name }).where(eq(acquisitions.id, id));
    await tx.insert(messages).values({
      acquisitionId: id,
      messageType: MessageType.Submission,
      content: name,
      createdBy: viewer.userId,
    });
    return { name, plannedStartDate: updated.plannedStartDate };
  });
  if (!result)
    return { kind: 'conflict', current: await draftOf(db, await readableAcquisition(db, viewer, id)) };
  return {
    kind: 'submitted',
    result: {
      id,
      name: result.name,
      status: AccomplishmentStatus.Under_Behandling,
      plannedStartDate: result.plannedStartDate,
    },
  };
}
