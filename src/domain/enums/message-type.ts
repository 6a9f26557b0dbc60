import { z } from 'zod';

/**
 * Message types (spec 000 s3, spec 001 s3). The spec gives the ranges; the concrete codes inside
 * them are ours (docs/decisions.md). Party suffixes: Hi marine research institute, Fdir fisheries
 * directorate, Npd regulator, Cmp company.
 */
export const MessageType = {
  Startup: 1000,
  Pause: 1001,
  Resume: 1002,
  Cancel: 1003,
  Finish: 1004,
  // Change submissions and the statements on them (3001-3032; types starting with 3).
  SubmissionChangedRequiringProceedings: 3001,
  SubmissionChangedWithInfo: 3002,
  ChangedStatementHi: 3011,
  ChangedStatementFdir: 3012,
  ChangedStatementNpd: 3013,
  ChangedStatementApprovalHi: 3021,
  ChangedStatementApprovalFdir: 3022,
  ChangedStatementApprovalNpd: 3023,
  ChangedStatementDeclined: 3031,
  ChangedStatementFollowUp: 3032,
  // Inquiries (4002-4007).
  InquiryHi: 4002,
  InquiryFdir: 4003,
  InquiryNpd: 4004,
  InquiryCmp: 4005,
  InquiryCmpRegulationExemption: 4006,
  InquiryCmpFisheriesExpertExemption: 4007,
  // Replies to inquiries, by the replying party (4010-4040).
  ReplyHi: 4010,
  ReplyFdir: 4020,
  ReplyNpd: 4030,
  ReplyCmp: 4040,
  Submission: 5001,
  // Statements and approvals on the submission (5011-5032).
  StatementHi: 5011,
  StatementFdir: 5012,
  StatementNpd: 5013,
  StatementApprovalHi: 5021,
  StatementApprovalFdir: 5022,
  StatementApprovalNpd: 5023,
  StatementDeclined: 5031,
  StatementFollowUp: 5032,
  // Notes (6010-6040).
  NoteHi: 6010,
  NoteFdir: 6020,
  NoteNpd: 6030,
  NoteCmp: 6040,
  FisheriesExpertReport: 7000,
  WeekReport: 8000,
  Unknown: -1,
} as const;
export type MessageType = (typeof MessageType)[keyof typeof MessageType];
export const ZMessageType = z.enum(MessageType);
export const ZMessageTypeParam = z.coerce.number().pipe(ZMessageType);

const M = MessageType;
/** Inquiry types a regulator user may choose (spec 001 s9): company inquiry and regulation exemption. */
export const CHOOSABLE_INQUIRY_TYPES: readonly MessageType[] = [
  M.InquiryCmp,
  M.InquiryCmpRegulationExemption,
];
export const INQUIRY_TYPES: readonly MessageType[] = [
  M.InquiryHi,
  M.InquiryFdir,
  M.InquiryNpd,
  M.InquiryCmp,
  M.InquiryCmpRegulationExemption,
  M.InquiryCmpFisheriesExpertExemption,
];
export const REPLY_TYPES: readonly MessageType[] = [M.ReplyHi, M.ReplyFdir, M.ReplyNpd, M.ReplyCmp];
export const NOTE_TYPES: readonly MessageType[] = [M.NoteHi, M.NoteFdir, M.NoteNpd, M.NoteCmp];
export const STATEMENT_TYPES: readonly MessageType[] = [
  M.StatementHi,
  M.StatementFdir,
  M.StatementNpd,
  M.ChangedStatementHi,
  M.ChangedStatementFdir,
  M.ChangedStatementNpd,
];
export const APPROVAL_TYPES: readonly MessageType[] = [
  M.StatementApprovalHi,
  M.StatementApprovalFdir,
  M.StatementApprovalNpd,
  M.ChangedStatementApprovalHi,
  M.ChangedStatementApprovalFdir,
  M.ChangedStatementApprovalNpd,
];
export const STATUS_CHANGE_TYPES: readonly MessageType[] = [M.Startup, M.Pause, M.Resume, M.Cancel, M.Finish];

/** Message types starting with 3 belong to a change submission (spec 001 s4.3). */
export function isChangeSubmissionMessage(type: number): boolean {
  return type >= 3000 && type < 4000;
}
