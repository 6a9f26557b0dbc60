import { InquiryReplyIndicator as I, type InquiryReplyIndicator } from '../enums/inquiry-reply-indicator';
import { MessageType as M } from '../enums/message-type';
import { Party } from '../roles';
import { PARTY_KEY, partyFromKey, type TPartyKey } from './parties';

/**
 * The inquiry rules (spec 001 s4.4 and s5; docs/decisions.md):
 * - a party is a recipient when its reply indicator is given: Required or Optional ('to'), NotRequired ('cc');
 * - recipients exclude the sender's own party; at least one is required;
 * - the regulator is always a recipient (to or cc) unless the sender is a company user, who does not choose it:
 *   for a company sender it is added as Required;
 * - only regulator users choose the inquiry type: 4005 company inquiry (the default) or 4006 regulation exemption
 *   (IsInquiryCmpRegulationExemption), which locks the recipients to the regulator: no other party may be named;
 * - the message type otherwise names the inquiry's main recipient (spec 000: 'inquiries to the marine research
 *   institute, fisheries directorate, regulator and compliance party'): of the parties asked to answer (Required or
 *   Optional; if none, of all recipients) the company (4005), else the regulator (4004), else the fisheries
 *   directorate (4003), else the research institute (4002). A company's inquiry is thus 4004 (to the regulator), the
 *   regulator's to the company 4005.
 */
export interface TInquiryRecipientsInput {
  CmpReplyIndicator?: InquiryReplyIndicator | null;
  FdirReplyIndicator?: InquiryReplyIndicator | null;
  HiReplyIndicator?: InquiryReplyIndicator | null;
  NpdReplyIndicator?: InquiryReplyIndicator | null;
  IsInquiryCmpRegulationExemption?: boolean;
}

export const INQUIRY_PROBLEM = {
  recipientsRequired: 'case-dialogue:validation.recipientsRequired',
  ownParty: 'case-dialogue:validation.recipientOwnParty',
  regulatorRequired: 'case-dialogue:validation.regulatorRequired',
  regulatorNotChosen: 'case-dialogue:validation.regulatorNotChosen',
  typeOnlyForRegulator: 'case-dialogue:validation.inquiryTypeOnlyForRegulator',
  exemptionLocked: 'case-dialogue:validation.exemptionLocksRecipients',
} as const;

const FIELD: Readonly<Record<TPartyKey, keyof TInquiryRecipientsInput>> = {
  cmp: 'CmpReplyIndicator',
  fdir: 'FdirReplyIndicator',
  hi: 'HiReplyIndicator',
  npd: 'NpdReplyIndicator',
};

export interface TInquiryPlan {
  messageType: number;
  /** Parties the inquiry is sent to, with their indicators. */
  indicators: Partial<Record<TPartyKey, InquiryReplyIndicator>>;
  recipientParties: Party[];
}

export type TInquiryCheck = { ok: true; plan: TInquiryPlan } | { ok: false; field: string; message: string };

/** The inquiry type of each recipient, in the order in which a recipient names the inquiry. */
const RECIPIENT_TYPE: readonly [TPartyKey, number][] = [
  ['cmp', M.InquiryCmp],
  ['npd', M.InquiryNpd],
  ['fdir', M.InquiryFdir],
  ['hi', M.InquiryHi],
];

/** The inquiry's type from its recipients: the main one among those asked to answer, else among all (see above). */
export function inquiryTypeOf(indicators: TInquiryPlan['indicators']): number {
  const asked = RECIPIENT_TYPE.find(([key]) => expectsReply(indicators[key]));
  const any = RECIPIENT_TYPE.find(([key]) => indicators[key] !== undefined);
  return (asked ?? any ?? RECIPIENT_TYPE[0])[1];
}

/** The parties a sender may choose as recipients (the form's options). */
export function recipientOptions(sender: Party, isExemption = false): Party[] {
  if (sender === Party.Regulator && isExemption) return [];
  const all = [Party.Regulator, Party.FisheriesDirectorate, Party.MarineResearchInstitute, Party.Company] as Party[];
  return all.filter((p) => p !== sender && !(sender === Party.Company && p === Party.Regulator));
}

export function planInquiry(sender: Party, input: TInquiryRecipientsInput): TInquiryCheck {
  const isExemption = input.IsInquiryCmpRegulationExemption === true;
  if (isExemption && sender !== Party.Regulator) return { ok: false, field: 'IsInquiryCmpRegulationExemption', message: INQUIRY_PROBLEM.typeOnlyForRegulator };
  const indicators: TInquiryPlan['indicators'] = {};
  for (const [key, field] of Object.entries(FIELD) as [TPartyKey, keyof TInquiryRecipientsInput][]) {
    const value = input[field];
    if (value === undefined || value === null) continue;
    indicators[key] = value as InquiryReplyIndicator;
  }
  const own = PARTY_KEY[sender];
  if (indicators[own] !== undefined) return { ok: false, field: FIELD[own], message: INQUIRY_PROBLEM.ownParty };
  if (isExemption) {
    const other = (Object.keys(indicators) as TPartyKey[])[0];
    if (other) return { ok: false, field: FIELD[other], message: INQUIRY_PROBLEM.exemptionLocked };
    return { ok: true, plan: { messageType: M.InquiryCmpRegulationExemption, indicators: {}, recipientParties: [Party.Regulator] } };
  }
  if (sender === Party.Company) {
    if (indicators.npd !== undefined) return { ok: false, field: FIELD.npd, message: INQUIRY_PROBLEM.regulatorNotChosen };
    indicators.npd = I.Required;
  } else if (sender !== Party.Regulator && indicators.npd === undefined) {
    return { ok: false, field: FIELD.npd, message: INQUIRY_PROBLEM.regulatorRequired };
  }
  const recipientParties = (Object.keys(indicators) as TPartyKey[]).map(partyFromKey);
  if (recipientParties.length === 0) return { ok: false, field: FIELD.cmp, message: INQUIRY_PROBLEM.recipientsRequired };
  return { ok: true, plan: { messageType: inquiryTypeOf(indicators), indicators, recipientParties } };
}

/** The reply type of a replying party (4010 research institute, 4020 fisheries directorate, 4030 regulator, 4040 company). */
export function replyTypeOf(party: Party): number {
  return ({ [Party.MarineResearchInstitute]: M.ReplyHi, [Party.FisheriesDirectorate]: M.ReplyFdir, [Party.Regulator]: M.ReplyNpd, [Party.Company]: M.ReplyCmp } as const)[party];
}

/** A party asked to answer (to): Required or Optional. NotRequired is a copy (cc) that may still answer. */
export const expectsReply = (indicator: number | null | undefined) => indicator === I.Required || indicator === I.Optional;
