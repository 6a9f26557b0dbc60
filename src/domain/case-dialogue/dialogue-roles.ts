import { isApproverRole, isCaseHandlerRole, normalizeRole, Party, partyOfRole } from '../roles';

/**
 * Who acts in the case dialogue (spec 001 s6, issue 12; docs/decisions.md):
 * - a statement (and its follow-up after a decline) is written by a case handler of an authority, for its party;
 * - it is approved or declined by an approver of the same party;
 * - the fisheries-expert demand (yes/no) is required of the fisheries directorate's case handler;
 * - inquiries are sent by the authorities' case handlers and approvers and by the company's notifier;
 * - an inquiry is answered by the same roles of a party it was sent to.
 */
export function statementWriterParty(role: string | null | undefined): Party | undefined {
  const r = normalizeRole(role);
  return r && isCaseHandlerRole(r) ? partyOfRole(r) : undefined;
}

export function approverParty(role: string | null | undefined): Party | undefined {
  const r = normalizeRole(role);
  return r && isApproverRole(r) ? partyOfRole(r) : undefined;
}

export const mayWriteStatementFor = (role: string | null | undefined, party: number) => statementWriterParty(role) === party;
export const mayApproveStatementOf = (role: string | null | undefined, party: number) => approverParty(role) === party;

/** The fisheries directorate's case handler says whether a fisheries expert is demanded (yes/no). */
export function requiresFisheriesExpertDemand(role: string | null | undefined): boolean {
  return normalizeRole(role) === 'daq_saksbehandler_fdir';
}

/** The party a role sends inquiries and replies for: authorities' case handlers and approvers, the company's notifier. */
export function dialogueParty(role: string | null | undefined): Party | undefined {
  const r = normalizeRole(role);
  if (!r) return undefined;
  if (r === 'daq_innmelder_selskap') return Party.Company;
  return isCaseHandlerRole(r) || isApproverRole(r) ? partyOfRole(r) : undefined;
}

export const isRegulatorUser = (role: string | null | undefined) => {
  const r = normalizeRole(role);
  return !!r && r !== 'daq_admin_od' && partyOfRole(r) === Party.Regulator;
};
