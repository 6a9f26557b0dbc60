import { StatementState } from '../../../domain/case-dialogue/statement-types';
import { FisheriesExpertDemand } from '../../../domain/enums/fisheries-expert-demand';
import { ReplyType } from '../../../domain/enums/reply-type';
import { InquiryReplyIndicator as I } from '../../../domain/enums/inquiry-reply-indicator';
import { MessageType as M } from '../../../domain/enums/message-type';
import { businessDaysBetween } from '../../../domain/rules/business-days';
import { addDays } from '../../../domain/rules/calendar-date';
import { Party } from '../../../domain/roles';
import type { Db } from '../client';
import { writeMessage, type TNewMessage } from '../queries/message-store';
import { demoUser } from './demo-users';

/**
 * The case dialogue's states on demo cases (issue 23), so that each appears on some case:
 * - Barentshavet 3D (under review): the statement deadline near (the clock for the authorities that have not stated)
 *   and the regulator's inquiry to the fisheries directorate (optional) and the company (required), unanswered: the
 *   regulator's clock stopped while it waits on the company ('venter på Selskap siden ...');
 * - Smeaheia CO2-overvåking (approved, Planlagt): a whole round decided: the fisheries directorate's statement declined
 *   by its approver and followed up by its case handler, then approved; the regulator's inquiry answered by the company
 *   (the clock stopped and restarted); the research institute never answered; the case approved regardless of it,
 *   which the company reads as 'Saken er godkjent'. No task is left open.
 */
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:15:00Z`);
const ORG = { [Party.Regulator]: 100, [Party.FisheriesDirectorate]: 200, [Party.MarineResearchInstitute]: 300 } as const;

/** Business days from the routing day to a deadline `left` business days after today. */
export const nearDeadlineDays = (submitted: string, today: string, left = 3) => Math.max(1, businessDaysBetween(submitted, today) + left);

function by(username: string, party: number, organisationId: number, m: Omit<TNewMessage, 'authorUserId' | 'authorParty' | 'authorOrganisationId'>): TNewMessage {
  return { ...m, authorUserId: demoUser(username).id, authorParty: party, authorOrganisationId: organisationId };
}

/** The regulator's inquiry to the fisheries directorate (optional) and the company (required). */
function inquiry(acquisitionId: string, day: string, content: string, replied: boolean): TNewMessage {
  return by('saksbehandler.od', Party.Regulator, ORG[Party.Regulator], {
    acquisitionId,
    messageType: M.InquiryCmp,
    content,
    recipientParties: [Party.FisheriesDirectorate, Party.Company],
    payload: { replyIndicators: { fdir: I.Optional, cmp: I.Required }, hasReplied: replied ? { cmp: true } : {}, isRegulationExemption: false },
    createdAt: at(day, 9),
    partyStates: [
      { party: Party.FisheriesDirectorate, toInformation: true, replyIndicator: I.Optional },
      { party: Party.Company, taskPending: !replied, toInformation: !replied, replyIndicator: I.Required },
    ],
  });
}

/** Barentshavet 3D: the regulator waits on the company since two days ago. */
export async function writeOpenInquiry(db: Db, acquisitionId: string, today: string): Promise<void> {
  await writeMessage(db, inquiry(acquisitionId, addDays(today, -2), 'Hvilke fartøy skal brukes som følgefartøy, og når er mannskapsbyttet planlagt?', false));
}

/** Smeaheia CO2-overvåking: the decided round (see above), between the submission and the approval (submitted + 12). */
export async function writeDecidedRound(db: Db, acquisitionId: string, submissionId: string, submitted: string, companyOrg: number, companyUser = 'innmelder.skl'): Promise<void> {
  const d = (n: number) => addDays(submitted, n);
  const common = { routedMessageId: submissionId, lawCategory: null };
  const statementId = await writeMessage(
    db,
    by('saksbehandler.fdir', Party.FisheriesDirectorate, ORG[Party.FisheriesDirectorate], {
      acquisitionId,
      messageType: M.StatementFdir,
      content: 'Fiskeridirektoratet har ingen innvendinger, men ber om fiskerikyndig om bord.',
      repliesTo: submissionId,
      payload: { ...common, title: 'Uttalelse til melding om undersøkelse', replyType: ReplyType.NoObjections, demandFisheriesExpert: FisheriesExpertDemand.Required, statementState: StatementState.FollowedUp, isApproved: false, isDeclined: true, hasBeenFollowedUp: true, handledBy: 'Per Johansen', followedUpBy: 'Marte Pedersen' },
      createdAt: at(d(2), 10),
    }),
  );
  await writeMessage(
    db,
    by('godkjenner.fdir', Party.FisheriesDirectorate, ORG[Party.FisheriesDirectorate], {
      acquisitionId,
      messageType: M.StatementDeclined,
      content: 'Mangler vurdering av gytefelt for sild.',
      repliesTo: statementId,
      payload: { isApproved: false, routedMessageId: submissionId },
      createdAt: at(d(3), 11),
    }),
  );
  const followUpId = await writeMessage(
    db,
    by('saksbehandler.fdir', Party.FisheriesDirectorate, ORG[Party.FisheriesDirectorate], {
      acquisitionId,
      messageType: M.StatementFollowUp,
      content: 'Gytefeltet for sild er vurdert: undersøkelsen kan gjennomføres med fiskerikyndig om bord.',
      repliesTo: statementId,
      payload: { ...common, replyType: ReplyType.NoObjections, demandFisheriesExpert: FisheriesExpertDemand.Required, statementState: StatementState.Approved, isApproved: true, isDeclined: false, hasBeenFollowedUp: false, approvedBy: 'Per Johansen', handledBy: 'Per Johansen' },
      createdAt: at(d(4), 9),
    }),
  );
  await writeMessage(
    db,
    by('godkjenner.fdir', Party.FisheriesDirectorate, ORG[Party.FisheriesDirectorate], {
      acquisitionId,
      messageType: M.StatementApprovalFdir,
      content: '',
      repliesTo: followUpId,
      payload: { isApproved: true, routedMessageId: submissionId },
      createdAt: at(d(4), 14),
    }),
  );
  const inquiryId = await writeMessage(db, inquiry(acquisitionId, d(5), 'Når starter overvåkingen, og hvilket fartøy brukes?', true));
  await writeMessage(db, {
    acquisitionId,
    messageType: M.ReplyCmp,
    content: 'Overvåkingen starter som planlagt med Polar Duke.',
    repliesTo: inquiryId,
    recipientParties: [Party.Regulator, Party.FisheriesDirectorate, Party.Company],
    payload: { inquiryId },
    authorUserId: demoUser(companyUser).id,
    authorParty: Party.Company,
    authorOrganisationId: companyOrg,
    createdAt: at(d(7), 10),
  });
  await writeMessage(
    db,
    by('saksbehandler.od', Party.Regulator, ORG[Party.Regulator], {
      acquisitionId,
      messageType: M.StatementNpd,
      content: 'Sokkeldirektoratet har vurdert meldingen og har ingen merknader.',
      repliesTo: submissionId,
      payload: { ...common, replyType: ReplyType.NoObjections, statementState: StatementState.Approved, isApproved: true, isDeclined: false, hasBeenFollowedUp: false, approvedBy: 'Ingrid Berg', handledBy: 'Ingrid Berg' },
      createdAt: at(d(8), 13),
    }),
  );
}
