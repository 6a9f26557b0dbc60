import { and, eq, sql } from 'drizzle-orm';
import { acquisitionName, namePrefixOf, submittedName } from '../../../domain/draft/acquisition-name';
import type { MissingItem } from '../../../domain/draft/missing-required-items';
import { submitReadiness } from '../../../domain/draft/submit-readiness';
import { AccomplishmentStatus } from '../../../domain/enums/accomplishment-status';
import { MessageType } from '../../../domain/enums/message-type';
import { osloDate } from '../../../domain/rules/calendar-date';
import type { TDraft, TSubmitResult } from '../../../domain/schemas/draft';
import type { TViewer } from '../../../domain/visibility';
import type { Db } from '../../db/client';
import {
  acquisitionNameSequences,
  acquisitionVesselHarbours,
  acquisitionVessels,
  acquisitions,
  organisations,
} from '../../db/schema/index';
import { licencesOnAcquisition } from '../../db/queries/licence-rows';
import { routeCase } from '../../db/queries/case-routing';
import { informOthers, writeMessage } from '../../db/queries/message-store';
import { viewerParty } from '../../../domain/message-visibility';
import { Party } from '../../../domain/roles';
import { editableDraft, readableAcquisition } from '../../access/acquisition-access';
import { notify } from '../../notifications/notify';
import { draftOf } from './load-draft';
import { geometryCheckOf } from './update-draft';

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

/**
 * The prefix the name is built from and the company whose sequence numbers it (namePrefixOf: the on-behalf
 * company's prefix, else the draft company's, else SOD for government law).
 */
async function namePrefixAndCompany(db: Db, draft: TDraft) {
  const c = draft.configuration;
  const companyId = c.onBehalfOfCompany?.npdId ?? c.companyId;
  const ownerPrefix = c.onBehalfOfCompany
    ? c.onBehalfOfCompany.prefix
    : companyId !== null
      ? await prefixOfCompany(db, companyId)
      : null;
  return { prefix: namePrefixOf(c.lawCategory, ownerPrefix), companyId };
}

/**
 * Submits a draft (spec 002 s4): every required item present (submitReadiness, the same rule as
 * the summary), a prefix to name it with (namePrefixOf), then in one transaction: status Under_Behandling, the name
 * '<prefix><yy><nn>' from a sequence per company and year, a Submission message (5001) routed to the
 * authorities (routeCase: statements expected, star and deadline per party), version + 1.
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
  const [licences, vessels] = await Promise.all([licencesOnAcquisition(db, id), vesselsOf(db, id)]);
  const check = await geometryCheckOf(db, row, draft, licences);
  // The summary's rule (submitReadiness), with the service's own geometry check of the same areas and licences.
  const readiness = submitReadiness(draft, { today, licences, vessels, areaCheck: check });
  if (readiness.missing.length > 0) return { kind: 'missing', missing: readiness.missing };
  const { prefix, companyId } = await namePrefixAndCompany(db, draft);
  if (!prefix || companyId === null) return { kind: 'prefixMissing' };
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
      .values({ companyId, year, last: 1 })
      .onConflictDoUpdate({
        target: [acquisitionNameSequences.companyId, acquisitionNameSequences.year],
        set: { last: sql`${acquisitionNameSequences.last} + 1` },
      })
      .returning({ last: acquisitionNameSequences.last });
    const name = submittedName(acquisitionName(prefix, year, sequence.last), prefix, row.name);
    await tx.update(acquisitions).set({ name }).where(eq(acquisitions.id, id));
    const party = viewerParty(viewer.role) ?? Party.Company;
    const submittedAt = new Date();
    const messageId = await writeMessage(tx, {
      acquisitionId: id,
      messageType: MessageType.Submission,
      content: name,
      authorUserId: viewer.userId,
      authorParty: party,
      authorOrganisationId: viewer.organisationId,
      createdAt: submittedAt,
      partyStates: informOthers(party),
    });
    // The case goes to the authorities: statements expected, star and deadline per party (issue 12).
    const routed = await routeCase(tx, { acquisitionId: id, messageId, routedAt: submittedAt });
    // The authorities' case handlers are told, in this transaction (issue 24).
    await notify(tx, {
      acquisitionId: id,
      event: { type: 'routed', parties: routed.parties },
      actorUserId: viewer.userId,
      message: { id: messageId, messageType: MessageType.Submission, authorParty: party, recipientParties: [] },
      what: 'statementRequested',
      deadline: routed.deadline,
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
