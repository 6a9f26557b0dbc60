import { AccomplishmentStatus as S } from '../../../domain/enums/accomplishment-status';
import { MessageType as M } from '../../../domain/enums/message-type';
import { StatusChangeAction as A } from '../../../domain/enums/status-change-action';
import { StatusChangeReason as R } from '../../../domain/enums/status-change-reason';
import { addDays } from '../../../domain/rules/calendar-date';
import { Party } from '../../../domain/roles';
import type { Db } from '../client';
import { acquisitionIndicators } from '../schema/index';
import { routeCase } from '../queries/case-routing';
import { writeMessage, type TNewMessage, type TPartyState } from '../queries/message-store';
import { nearDeadlineDays, writeDecidedRound, writeOpenInquiry } from './demo-dialogue';
import { demoUser } from './demo-users';

/** The demo cases that show the case dialogue's states (demo-dialogue.ts): Barentshavet 3D and Smeaheia CO2-overvåking. */
const OPEN_INQUIRY_CASE = 1;
const DECIDED_ROUND_CASE = 11;
import type { DemoAcquisition } from './reference-demo-acquisitions';

/** A moment of a day, Norwegian working hours (UTC). */
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:${String((hour * 7) % 60).padStart(2, '0')}:00Z`);

const REGULATOR_ORG = 100;
const AUTHORITIES = [Party.Regulator, Party.FisheriesDirectorate, Party.MarineResearchInstitute];
const STARTED: S[] = [S.Pågående, S.Pause, S.Ferdig, S.FerdigMedDokumentasjon];
const APPROVED: S[] = [S.Planlagt, ...STARTED];

/** Who writes what: the company's notifier (its creator) and the regulator's approver. */
interface THistoryContext {
  a: DemoAcquisition;
  id: string;
  today: string;
  companyUser: string | null;
}

function byCompany(c: THistoryContext, m: Omit<TNewMessage, 'acquisitionId' | 'authorUserId' | 'authorParty' | 'authorOrganisationId'>): TNewMessage {
  return { ...m, acquisitionId: c.id, authorUserId: c.companyUser, authorParty: Party.Company, authorOrganisationId: c.a.companyId };
}

/** The eye for the authorities while a message is fresh (within two weeks of the seed day), else nothing. */
function eyeIfRecent(c: THistoryContext, day: string, extra: TPartyState[] = []): TPartyState[] {
  const recent = day >= addDays(c.today, -14);
  const eyes = recent ? AUTHORITIES.map((party) => ({ party, toInformation: true })) : [];
  const merged = new Map<number, TPartyState>(eyes.map((s) => [s.party, s]));
  for (const s of extra) merged.set(s.party, { ...merged.get(s.party), ...s });
  return [...merged.values()];
}

/** A status change as the service writes it (change-status.ts): reason, comment, payload with from/to. */
function statusChange(
  c: THistoryContext,
  day: string,
  hour: number,
  type: number,
  action: string,
  from: S,
  to: S,
  extra: { reason?: number; comment?: string; plannedToDate?: string; withDocumentation?: boolean; partyStates?: TPartyState[] } = {},
): TNewMessage {
  return byCompany(c, {
    messageType: type,
    changeReason: extra.reason ?? null,
    comment: extra.comment ?? null,
    payload: {
      action,
      fromStatus: from,
      toStatus: to,
      ...(extra.plannedToDate ? { plannedToDate: extra.plannedToDate } : {}),
      ...(extra.withDocumentation ? { withDocumentation: true } : {}),
    },
    createdAt: at(day, hour),
    partyStates: extra.partyStates ?? eyeIfRecent(c, day),
  });
}

/**
 * The timeline of one demo acquisition that is not a draft: its submission by the company, the regulator's approval
 * once planned, the status changes its status implies (start-up, an earlier pause and resume on the ongoing Troll
 * case, the pause with its reason, finish, finish with documentation, cancel), each with its author, party and
 * organisation, and the indicators a living case has (the clock and star for the regulator on a case under review,
 * the star on a finished case whose fisheries reports are awaited).
 */
export function demoHistory(a: DemoAcquisition, id: string, today: string, companyUser: string | null): TNewMessage[] {
  if (!a.submitted) return [];
  const c: THistoryContext = { a, id, today, companyUser };
  const out: TNewMessage[] = [];
  const reviewing = a.status === S.Under_Behandling;
  const deadline = addDays(a.submitted, 35);
  out.push(
    byCompany(c, {
      messageType: M.Submission,
      content: `Innmelding av ${a.name}`,
      createdAt: at(a.submitted, 9),
      deadline: reviewing ? deadline : null,
      partyStates: eyeIfRecent(c, a.submitted, reviewing ? [{ party: Party.Regulator, approachingDeadline: true, taskPending: true }] : []),
    }),
  );
  if (APPROVED.includes(a.status)) {
    const approvedDay = addDays(a.submitted, 12);
    out.push({
      acquisitionId: id,
      messageType: M.StatementApprovalNpd,
      content: 'Undersøkelsen er godkjent. Husk oppstartsmelding og ukerapporter.',
      authorUserId: demoUser('godkjenner.od').id,
      authorParty: Party.Regulator,
      authorOrganisationId: REGULATOR_ORG,
      // The regulator's approval that approved the case (the company reads 'Saken er godkjent'); Smeaheia's regardless
      // of the research institute's missing statement (demo-dialogue.ts).
      payload: { isApproved: true, approvedBy: 'Ingrid Berg', caseApproved: true, ...(a.n === DECIDED_ROUND_CASE ? { approveDespiteMissingStatements: true, missingParties: [Party.MarineResearchInstitute] } : {}) },
      createdAt: at(approvedDay, 13),
      partyStates: approvedDay >= addDays(today, -14) ? [{ party: Party.Company, toInformation: true }] : [],
    });
  }
  if (STARTED.includes(a.status)) {
    out.push(statusChange(c, a.start, 7, M.Startup, A.Startup, S.Planlagt, S.Pågående));
  }
  if (a.status === S.Pågående && a.n === 3) {
    const paused = addDays(today, -21);
    const resumed = addDays(today, -17);
    out.push(
      statusChange(c, paused, 15, M.Pause, A.Pause, S.Pågående, S.Pause, { reason: R.PauseRepairMaintenanceCrewChange, comment: 'Mannskapsbytte i Bergen', plannedToDate: resumed }),
      statusChange(c, resumed, 8, M.Resume, A.Resume, S.Pause, S.Pågående),
    );
  }
  if (a.status === S.Pause) {
    out.push(statusChange(c, addDays(today, -6), 10, M.Pause, A.Pause, S.Pågående, S.Pause, { reason: a.reason, comment: a.comment, plannedToDate: addDays(today, 8) }));
  }
  if (a.status === S.Ferdig || a.status === S.FerdigMedDokumentasjon) {
    const awaiting = a.status === S.Ferdig;
    out.push(
      statusChange(c, a.end, 16, M.Finish, A.Finish, S.Pågående, S.Ferdig, {
        partyStates: awaiting ? [{ party: Party.Regulator, taskPending: true, toInformation: true }, { party: Party.FisheriesDirectorate, toInformation: true }] : [],
      }),
    );
  }
  if (a.status === S.FerdigMedDokumentasjon) {
    out.push({
      ...statusChange(c, addDays(a.end, 30), 11, M.Finish, A.FinishWithDocumentation, S.Ferdig, S.FerdigMedDokumentasjon, { withDocumentation: true, partyStates: [] }),
      authorUserId: demoUser('saksbehandler.od').id,
      authorParty: Party.Regulator,
      authorOrganisationId: REGULATOR_ORG,
    });
  }
  if (a.status === S.Avlyst) {
    out.push(statusChange(c, addDays(today, -6), 12, M.Cancel, A.Cancel, S.Planlagt, S.Avlyst, { reason: a.reason, comment: a.comment }));
  }
  return out;
}

/** Writes the history through the message store (its party states and the overview's indicators with it). */
export async function writeDemoHistory(db: Db, a: DemoAcquisition, id: string, today: string, companyUser: string | null): Promise<void> {
  for (const message of demoHistory(a, id, today, companyUser)) {
    const messageId = await writeMessage(db, message);
    // A case still under review waits on the authorities: statements expected, star and deadline (the case dialogue);
    // on Barentshavet 3D the deadline is near (the clock) and the regulator waits on the company (demo-dialogue.ts).
    if (a.status === S.Under_Behandling && message.messageType === M.Submission) {
      const near = a.n === OPEN_INQUIRY_CASE && a.submitted ? { deadlineBusinessDays: nearDeadlineDays(a.submitted, today) } : {};
      await routeCase(db, { acquisitionId: id, messageId, routedAt: message.createdAt ?? undefined, ...near });
      if (a.n === OPEN_INQUIRY_CASE) await writeOpenInquiry(db, id, today);
    }
    // Smeaheia: the whole round, decided (routed, then the statements and the inquiry before the approval).
    if (a.n === DECIDED_ROUND_CASE && message.messageType === M.Submission && a.submitted) {
      await routeCase(db, { acquisitionId: id, messageId, routedAt: message.createdAt ?? undefined });
      await writeDecidedRound(db, id, messageId, a.submitted, a.companyId);
    }
  }
  if (a.status === S.Pause) {
    // The regulator's case handler flagged the paused case for the planned resume date.
    const flag = { isFlagged: true, flagDate: addDays(today, 8), flagSetBy: demoUser('saksbehandler.od').id, flagSetAt: at(addDays(today, -5), 9) };
    await db
      .insert(acquisitionIndicators)
      .values({ acquisitionId: id, party: Party.Regulator, ...flag })
      .onConflictDoUpdate({ target: [acquisitionIndicators.acquisitionId, acquisitionIndicators.party], set: flag });
  }
}
