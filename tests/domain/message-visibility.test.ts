import { describe, expect, it } from 'vitest';
import { MessageType as M } from '@/domain/enums/message-type';
import { maySeeMessage, MESSAGE_AUDIENCE, partyMaySeeMessage } from '@/domain/message-visibility';
import { Party as P, ROLES } from '@/domain/roles';

const PARTIES = [P.Regulator, P.FisheriesDirectorate, P.MarineResearchInstitute, P.Company];
/** Expected audience by type, written out from docs/decisions.md: R regulator, F fisheries directorate, H institute, C company. */
const EVERYONE = 'RFHC';
const AUTH = 'RFH';
const rows: [number, string][] = [
  [M.Startup, EVERYONE], [M.Pause, EVERYONE], [M.Resume, EVERYONE], [M.Cancel, EVERYONE], [M.Finish, EVERYONE],
  [M.Submission, EVERYONE], [M.SubmissionChangedRequiringProceedings, EVERYONE], [M.SubmissionChangedWithInfo, EVERYONE],
  [M.StatementHi, AUTH], [M.StatementFdir, AUTH], [M.StatementNpd, AUTH],
  [M.ChangedStatementHi, AUTH], [M.ChangedStatementFdir, AUTH], [M.ChangedStatementNpd, AUTH],
  [M.StatementApprovalHi, AUTH], [M.StatementApprovalFdir, AUTH], [M.StatementApprovalNpd, EVERYONE],
  [M.ChangedStatementApprovalHi, AUTH], [M.ChangedStatementApprovalFdir, AUTH], [M.ChangedStatementApprovalNpd, EVERYONE],
  [M.StatementDeclined, AUTH], [M.StatementFollowUp, AUTH], [M.ChangedStatementDeclined, AUTH], [M.ChangedStatementFollowUp, AUTH],
  [M.FisheriesExpertReport, EVERYONE], [M.WeekReport, EVERYONE], [M.Unknown, AUTH],
];
const letter = { [P.Regulator]: 'R', [P.FisheriesDirectorate]: 'F', [P.MarineResearchInstitute]: 'H', [P.Company]: 'C' } as const;

describe('message visibility table', () => {
  it('has a row for every message type', () => {
    expect(Object.keys(MESSAGE_AUDIENCE).length).toBe(Object.values(M).length);
  });

  it('shows fixed-audience types to the right parties, whoever wrote them', () => {
    for (const [messageType, audience] of rows)
      for (const author of PARTIES)
        for (const party of PARTIES)
          expect(partyMaySeeMessage(party, { messageType, authorParty: author, recipientParties: [] }), `${messageType} ${author}->${party}`).toBe(
            audience.includes(letter[party]),
          );
  });

  it('shows notes to the writing party only', () => {
    for (const messageType of [M.NoteHi, M.NoteFdir, M.NoteNpd, M.NoteCmp])
      for (const author of PARTIES)
        for (const party of PARTIES)
          expect(partyMaySeeMessage(party, { messageType, authorParty: author, recipientParties: PARTIES })).toBe(party === author);
  });

  it('shows inquiries and replies to the sender, the recipients and the regulator', () => {
    for (const messageType of [M.InquiryHi, M.InquiryFdir, M.InquiryNpd, M.InquiryCmp, M.InquiryCmpRegulationExemption, M.InquiryCmpFisheriesExpertExemption, M.ReplyHi, M.ReplyFdir, M.ReplyNpd, M.ReplyCmp])
      for (const author of PARTIES)
        for (const party of PARTIES)
          for (const recipients of [[], [P.Company], [P.FisheriesDirectorate, P.MarineResearchInstitute]] as number[][]) {
            const sees = party === P.Regulator || party === author || recipients.includes(party);
            expect(partyMaySeeMessage(party, { messageType, authorParty: author, recipientParties: recipients })).toBe(sees);
          }
  });

  it('follows the role of the viewer; no role sees nothing', () => {
    const note = { messageType: M.NoteFdir, authorParty: P.FisheriesDirectorate, recipientParties: [] };
    expect(ROLES.filter((r) => maySeeMessage(r, note))).toEqual(['daq_godkjenner_fdir', 'daq_saksbehandler_fdir']);
    expect(maySeeMessage(null, { ...note, messageType: M.Submission })).toBe(false);
    expect(maySeeMessage('unknown', { ...note, messageType: M.Submission })).toBe(false);
  });
});
