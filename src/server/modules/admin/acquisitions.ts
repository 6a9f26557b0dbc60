import { and, asc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { AccomplishmentStatus } from '../../../domain/enums/accomplishment-status';
import { MessageType } from '../../../domain/enums/message-type';
import { StatusChangeAction } from '../../../domain/enums/status-change-action';
import { viewerParty } from '../../../domain/message-visibility';
import { Party } from '../../../domain/roles';
import type { TViewer } from '../../../domain/visibility';
import {
  isCancellableStatus,
  type TAdminAcquisition,
  type ZCancelStatusChange,
} from '../../../domain/schemas/admin-acquisitions';
import type { Db } from '../../db/client';
import { acquisitions, organisations } from '../../db/schema/index';
import { informOthers, writeMessage } from '../../db/queries/message-store';
import { conflict, notFound } from '../../http/app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notDraft = ne(acquisitions.status, AccomplishmentStatus.Utkast);

async function select(db: Db, where: SQL | undefined, limit = 10_000): Promise<TAdminAcquisition[]> {
  const rows = await db
    .select({
      id: acquisitions.id,
      npdId: acquisitions.npdId,
      name: acquisitions.name,
      status: acquisitions.status,
      plannedStartDate: acquisitions.plannedStartDate,
      companyName: organisations.name,
    })
    .from(acquisitions)
    .leftJoin(organisations, eq(organisations.id, acquisitions.companyId))
    .where(and(notDraft, where))
    .orderBy(asc(acquisitions.name))
    .limit(limit);
  return rows.map((r) => ({ ...r, status: r.status as AccomplishmentStatus, isCancellable: isCancellableStatus(r.status) }));
}

/** Every acquisition that is not a draft (drafts are their owners' until submitted), by name. */
export function listAdminAcquisitions(db: Db): Promise<TAdminAcquisition[]> {
  return select(db, undefined);
}

/** Matches the uuid, the npdId, or part of the name (case-insensitive); at most 50. */
export function searchAdminAcquisitions(db: Db, text: string): Promise<TAdminAcquisition[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const conditions: SQL[] = [ilike(acquisitions.name, pattern)];
  if (UUID.test(text)) conditions.push(eq(acquisitions.id, text));
  if (/^\d{1,9}$/.test(text)) conditions.push(eq(acquisitions.npdId, Number(text)));
  return select(db, or(...conditions), 50);
}

export async function getAdminAcquisition(db: Db, id: string): Promise<TAdminAcquisition> {
  const [row] = await select(db, eq(acquisitions.id, id));
  if (!row) throw notFound('problems:acquisition.notFound');
  return row;
}

/**
 * Cancels an acquisition: status Avlyst (50), the reason and comment kept on it, and a Cancel
 * message (1003) on its timeline, in one transaction. 409 when it is not cancellable.
 */
export async function cancelAcquisition(
  db: Db,
  id: string,
  change: z.output<typeof ZCancelStatusChange>,
  viewer: TViewer,
): Promise<TAdminAcquisition> {
  const current = await getAdminAcquisition(db, id);
  if (!current.isCancellable) throw conflict('problems:acquisition.notCancellable');
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(acquisitions)
      .set({
        status: AccomplishmentStatus.Avlyst,
        statusChangeReason: change.changeReason,
        statusChangeComment: change.statusChangeComment,
        updatedAt: new Date(),
        version: sql`${acquisitions.version} + 1`,
      })
      .where(and(eq(acquisitions.id, id), eq(acquisitions.status, current.status)))
      .returning({ id: acquisitions.id });
    if (updated.length === 0) throw conflict('problems:acquisition.changedMeanwhile');
    const party = viewerParty(viewer.role) ?? Party.Regulator;
    await writeMessage(tx, {
      acquisitionId: id,
      messageType: MessageType.Cancel,
      authorUserId: viewer.userId,
      authorParty: party,
      authorOrganisationId: viewer.organisationId,
      changeReason: change.changeReason,
      comment: change.statusChangeComment,
      payload: { action: StatusChangeAction.Cancel, fromStatus: current.status, toStatus: AccomplishmentStatus.Avlyst },
      partyStates: informOthers(party),
    });
  });
  return getAdminAcquisition(db, id);
}
