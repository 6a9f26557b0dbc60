import { and, eq, sql } from 'drizzle-orm';
import { ALL_PARTIES } from '../../../domain/case-dialogue/parties';
import { StatusChangeAction, type StatusChangeAction as TAction } from '../../../domain/enums/status-change-action';
import { viewerParty } from '../../../domain/message-visibility';
import { checkTransition, STATUS_TRANSITIONS } from '../../../domain/rules/status-transitions';
import { ACQUISITION_PROBLEM } from '../../../domain/schemas/acquisition';
import type { TViewer } from '../../../domain/visibility';
import { readableAcquisition, type CaseRow } from '../../access/acquisition-access';
import type { Db } from '../../db/client';
import { informOthers, writeMessage } from '../../db/queries/message-store';
import { announceChange } from '../../db/queries/timeline-events';
import { acquisitions } from '../../db/schema/index';
import { conflict, forbidden } from '../../http/app-error';
import { notify } from '../../notifications/notify';
import { statusLabel } from '../../notifications/render';
import { openTaskParties } from '../../notifications/open-tasks';
import { transitionFacts } from './load-acquisition';

export interface TStatusChangeData {
  changeReason?: number | null;
  statusChangeComment?: string | null;
  plannedToDate?: string | null;
  capturedAt?: string;
}

/** capturedAt as stored: null when absent or in the future (then the received time stands). */
function capturedAtOf(text: string | undefined, now: Date): Date | null {
  if (!text) return null;
  const at = new Date(text);
  return at.getTime() > now.getTime() ? null : at;
}

const notAllowed = (status: number) => conflict(ACQUISITION_PROBLEM.statusChangeNotAllowed, { code: 'statusChangeNotAllowed', currentStatus: status });

/**
 * Changes the status by the transition table: 403 when the role or organisation may not, 409 'statusChangeNotAllowed'
 * when the current status does not allow it (also when it changed meanwhile: the UPDATE is conditional on the status).
 * Writes the action's timeline message (eye on for the other parties) and raises the version, in one transaction.
 */
export async function changeStatus(db: Db, viewer: TViewer, id: string, action: TAction, data: TStatusChangeData): Promise<CaseRow> {
  const row = await readableAcquisition(db, viewer, id);
  const facts = transitionFacts(viewer, row);
  const check = checkTransition(action, facts.actor, facts.subject);
  if (check === 'forbidden') throw forbidden(ACQUISITION_PROBLEM.statusChangeForbidden);
  if (check === 'statusNotAllowed') throw notAllowed(row.status);
  const t = STATUS_TRANSITIONS[action];
  const party = viewerParty(viewer.role) ?? 1;
  const now = new Date();
  await db.transaction(async (tx) => {
    const isPause = action === StatusChangeAction.Pause;
    const finishedWithDoc = action === StatusChangeAction.FinishWithDocumentation;
    const updated = await tx
      .update(acquisitions)
      .set({
        status: t.to,
        ...(data.changeReason !== undefined ? { statusChangeReason: data.changeReason, statusChangeComment: data.statusChangeComment ?? null } : {}),
        statusPlannedToDate: isPause ? (data.plannedToDate ?? null) : null,
        ...(finishedWithDoc ? { allFisheriesReportsReceived: true } : {}),
        updatedAt: now,
        version: sql`${acquisitions.version} + 1`,
      })
      .where(and(eq(acquisitions.id, id), eq(acquisitions.status, row.status)))
      .returning({ id: acquisitions.id });
    if (updated.length === 0) throw notAllowed(row.status);
    const messageId = await writeMessage(tx, {
      acquisitionId: id,
      messageType: t.messageType,
      authorUserId: viewer.userId,
      authorParty: party,
      authorOrganisationId: viewer.organisationId,
      changeReason: data.changeReason ?? null,
      comment: data.statusChangeComment ?? null,
      payload: {
        action,
        fromStatus: row.status,
        toStatus: t.to,
        ...(isPause ? { plannedToDate: data.plannedToDate ?? null } : {}),
        ...(finishedWithDoc ? { withDocumentation: true } : {}),
      },
      capturedAt: capturedAtOf(data.capturedAt, now),
      createdAt: now,
      partyStates: informOthers(party),
    });
    // The company's notifiers and the parties with the case open as a task are told (issue 24).
    await notify(tx, {
      acquisitionId: id,
      event: { type: 'caseStatus', openTaskParties: await openTaskParties(tx, id) },
      actorUserId: viewer.userId,
      message: { id: messageId, messageType: t.messageType, authorParty: party, recipientParties: [], content: data.statusChangeComment ?? null },
      what: 'caseStatus',
      whatValues: { status: statusLabel(t.to) },
    });
  });
  return readableAcquisition(db, viewer, id);
}

/** The 'submitted to the ministry' checkbox: stores the value and raises the version (no status change, no message). */
export async function setSubmittedToOed(db: Db, viewer: TViewer, id: string, value: boolean): Promise<CaseRow> {
  await readableAcquisition(db, viewer, id);
  await db.transaction(async (tx) => {
    await tx
      .update(acquisitions)
      .set({ submittedToOed: value, updatedAt: new Date(), version: sql`${acquisitions.version} + 1` })
      .where(eq(acquisitions.id, id));
    // The checkbox is part of the case every party reads (its header): every open page asks again.
    await announceChange(tx, { acquisitionId: id, parties: ALL_PARTIES });
  });
  return readableAcquisition(db, viewer, id);
}
