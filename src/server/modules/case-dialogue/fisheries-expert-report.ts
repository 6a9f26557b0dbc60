import { MessageType } from '../../../domain/enums/message-type';
import { Party } from '../../../domain/roles';
import type { TFisheriesExpertReport } from '../../../domain/schemas/case-dialogue';
import type { TTimelineMessage } from '../../../domain/schemas/messages';
import type { TViewer } from '../../../domain/visibility';
import { readableAcquisition } from '../../access/acquisition-access';
import type { Db } from '../../db/client';
import { linkAttachments } from '../../db/queries/attachments';
import { informOthers, writeMessage } from '../../db/queries/message-store';
import { answer, capturedAtOf } from './dialogue-rows';

/** POST /Messages/{id}/fisheriesExpertReport: the regulator's case handler files a report (7000), seen by every party (eye). */
export async function fileFisheriesExpertReport(db: Db, viewer: TViewer, acquisitionId: string, body: TFisheriesExpertReport): Promise<TTimelineMessage> {
  const acquisition = await readableAcquisition(db, viewer, acquisitionId);
  const now = new Date();
  const messageId = await db.transaction(async (tx) => {
    const id = await writeMessage(tx, {
      acquisitionId: acquisition.id,
      messageType: MessageType.FisheriesExpertReport,
      authorUserId: viewer.userId,
      authorParty: Party.Regulator,
      authorOrganisationId: viewer.organisationId,
      content: body.messageContent,
      payload: { lawCategory: acquisition.lawCategory },
      capturedAt: capturedAtOf(body.capturedAt, now),
      createdAt: now,
      partyStates: informOthers(Party.Regulator),
    });
    await linkAttachments(tx, { ids: body.attachmentIds ?? [], messageId: id, acquisitionId: acquisition.id, userId: viewer.userId });
    return id;
  });
  return answer(db, viewer, messageId);
}
