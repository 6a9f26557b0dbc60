import { MessageType as M, type MessageType } from './enums/message-type';
import { Party, normalizeRole, partyOfRole } from './roles';

/**
 * THE message visibility table: which party sees which message type on an acquisition's timeline
 * (decisions in docs/decisions.md). Used by the service's timeline and message calls; the web app
 * only shows what the service answers. The acquisition itself must be visible first (visibility.ts).
 *
 * Audiences:
 * - all: every party that sees the acquisition;
 * - authorities: the regulator, the fisheries directorate and the research institute (not the company);
 * - ownParty: only the party that wrote it (notes);
 * - recipients: the sender's party, the parties it was sent to (the message's recipients) and the regulator
 *   (inquiries and their replies; a reply carries the recipients of its inquiry thread).
 */
export type TAudience = 'all' | 'authorities' | 'ownParty' | 'recipients';

const ALL = 'all' as const;
const AUTH = 'authorities' as const;
const OWN = 'ownParty' as const;
const RCPT = 'recipients' as const;

export const MESSAGE_AUDIENCE: Readonly<Record<MessageType, TAudience>> = {
  [M.Startup]: ALL,
  [M.Pause]: ALL,
  [M.Resume]: ALL,
  [M.Cancel]: ALL,
  [M.Finish]: ALL,
  [M.SubmissionChangedRequiringProceedings]: ALL,
  [M.SubmissionChangedWithInfo]: ALL,
  [M.ChangedStatementHi]: AUTH,
  [M.ChangedStatementFdir]: AUTH,
  [M.ChangedStatementNpd]: AUTH,
  [M.ChangedStatementApprovalHi]: AUTH,
  [M.ChangedStatementApprovalFdir]: AUTH,
  [M.ChangedStatementApprovalNpd]: ALL,
  [M.ChangedStatementDeclined]: AUTH,
  [M.ChangedStatementFollowUp]: AUTH,
  [M.InquiryHi]: RCPT,
  [M.InquiryFdir]: RCPT,
  [M.InquiryNpd]: RCPT,
  [M.InquiryCmp]: RCPT,
  [M.InquiryCmpRegulationExemption]: RCPT,
  [M.InquiryCmpFisheriesExpertExemption]: RCPT,
  [M.ReplyHi]: RCPT,
  [M.ReplyFdir]: RCPT,
  [M.ReplyNpd]: RCPT,
  [M.ReplyCmp]: RCPT,
  [M.Submission]: ALL,
  [M.StatementHi]: AUTH,
  [M.StatementFdir]: AUTH,
  [M.StatementNpd]: AUTH,
  [M.StatementApprovalHi]: AUTH,
  [M.StatementApprovalFdir]: AUTH,
  [M.StatementApprovalNpd]: ALL,
  [M.StatementDeclined]: AUTH,
  [M.StatementFollowUp]: AUTH,
  [M.NoteHi]: OWN,
  [M.NoteFdir]: OWN,
  [M.NoteNpd]: OWN,
  [M.NoteCmp]: OWN,
  [M.FisheriesExpertReport]: ALL,
  [M.WeekReport]: ALL,
  [M.Unknown]: AUTH,
};

/** What the rule needs of a message. */
export interface TMessageAudienceFacts {
  messageType: number;
  /** The party of its author. */
  authorParty: number;
  /** Parties it was sent to (inquiries and replies); empty for other messages. */
  recipientParties: readonly number[];
}

const AUTHORITIES: readonly number[] = [Party.Regulator, Party.FisheriesDirectorate, Party.MarineResearchInstitute];

export function audienceOf(messageType: number): TAudience {
  return (MESSAGE_AUDIENCE as Record<number, TAudience | undefined>)[messageType] ?? AUTH;
}

/** May a user of the party see the message? */
export function partyMaySeeMessage(party: number, message: TMessageAudienceFacts): boolean {
  switch (audienceOf(message.messageType)) {
    case 'all':
      return true;
    case 'authorities':
      return AUTHORITIES.includes(party);
    case 'ownParty':
      return party === message.authorParty;
    case 'recipients':
      return party === Party.Regulator || party === message.authorParty || message.recipientParties.includes(party);
  }
}

/** The viewer's party, or undefined without a known role (sees nothing). */
export function viewerParty(role: string | null | undefined): Party | undefined {
  const normalized = normalizeRole(role);
  return normalized ? partyOfRole(normalized) : undefined;
}

/** May a user with the role see the message? */
export function maySeeMessage(role: string | null | undefined, message: TMessageAudienceFacts): boolean {
  const party = viewerParty(role);
  return party !== undefined && partyMaySeeMessage(party, message);
}
