import { describe, expect, it } from 'vitest';
import { planInquiry } from '@/domain/case-dialogue/inquiry-rules';
import { InquiryReplyIndicator as I } from '@/domain/enums/inquiry-reply-indicator';
import { MessageType as M } from '@/domain/enums/message-type';
import { Party } from '@/domain/roles';

const typeOf = (sender: Party, input: Parameters<typeof planInquiry>[1]) => {
  const check = planInquiry(sender, input);
  if (!check.ok) throw new Error(check.message);
  return check.plan.messageType;
};

describe('the inquiry type names its main recipient', () => {
  it('a company inquiry goes to the regulator (4004), also with the directorate asked too', () => {
    expect(typeOf(Party.Company, {})).toBe(M.InquiryNpd);
    expect(typeOf(Party.Company, { FdirReplyIndicator: I.Optional })).toBe(M.InquiryNpd);
  });
  it("the regulator's inquiry to the company is 4005, to the directorate alone 4003, to the institute alone 4002", () => {
    expect(typeOf(Party.Regulator, { CmpReplyIndicator: I.Required, FdirReplyIndicator: I.NotRequired })).toBe(M.InquiryCmp);
    expect(typeOf(Party.Regulator, { FdirReplyIndicator: I.Required })).toBe(M.InquiryFdir);
    expect(typeOf(Party.Regulator, { HiReplyIndicator: I.Optional, CmpReplyIndicator: I.NotRequired })).toBe(M.InquiryHi);
    expect(typeOf(Party.Regulator, { IsInquiryCmpRegulationExemption: true })).toBe(M.InquiryCmpRegulationExemption);
  });
  it('a copy (NotRequired) names the inquiry only when nobody is asked to answer', () => {
    expect(typeOf(Party.FisheriesDirectorate, { HiReplyIndicator: I.Required, NpdReplyIndicator: I.NotRequired })).toBe(M.InquiryHi);
    expect(typeOf(Party.FisheriesDirectorate, { NpdReplyIndicator: I.NotRequired })).toBe(M.InquiryNpd);
    expect(typeOf(Party.MarineResearchInstitute, { NpdReplyIndicator: I.Required, CmpReplyIndicator: I.Optional })).toBe(M.InquiryCmp);
  });
});
