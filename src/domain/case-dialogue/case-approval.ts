import { Party } from '../roles';
import type { TDialogueFacts } from './reply-action';
import { isApprovable, StatementState } from './statement-types';

/**
 * What the regulator's approval of the case needs first (docs/decisions.md): the latest statement (or follow-up)
 * of the fisheries directorate and of the research institute on the submission approved. The parties whose is not
 * (none written, awaiting approval, declined or followed up without approval) are returned; the regulator may
 * approve regardless with an explicit decision (approveDespiteMissingStatements), which the approval records.
 */
export const PARTIES_BEFORE_CASE_APPROVAL: readonly Party[] = [Party.FisheriesDirectorate, Party.MarineResearchInstitute];

export function missingApprovals(all: readonly TDialogueFacts[], routedId: string): Party[] {
  return PARTIES_BEFORE_CASE_APPROVAL.filter(
    (party) =>
      !all.some((s) => isApprovable(s.messageType) && s.authorParty === party && s.payload.routedMessageId === routedId && s.payload.statementState === StatementState.Approved),
  );
}
