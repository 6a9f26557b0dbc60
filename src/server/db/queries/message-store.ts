import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { Party } from '../../../domain/roles';
import { partyMaySeeMessage } from '../../../domain/message-visibility';
import { DEADLINE_WARNING_BUSINESS_DAYS } from '../../../domain/case-dialogue/case-deadline';
import { isTaskType, taskCaseOf, taskMessageOf, taskStateOf, type TTimedFacts } from '../../../domain/case-dialogue/task-state';
import { MessageType, NOTE_TYPES } from '../../../domain/enums/message-type';
import { addBusinessDays } from '../../../domain/rules/business-days';
import { osloDate } from '../../../domain/rules/calendar-date';
import { receivedBodySha256 } from '../../http/body-hash';
import type { Db } from '../client';
import { acquisitionIndicators, acquisitions, messagePartyStates, messages } from '../schema/index';
import { announceSql, partiesSeeing } from './timeline-events';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

const ALL_PARTIES = [Party.Regulator, Party.FisheriesDirectorate, Party.MarineResearchInstitute, Party.Company];

export interface TPartyState {
  party: number;
  approachingDeadline?: boolean;
  taskPending?: boolean;
  toInformation?: boolean;
  replyIndicator?: number | null;
}

export interface TNewMessage {
  acquisitionId: string;
  messageType: number;
  authorUserId: string | null;
  authorParty: number;
  authorOrganisationId: number | null;
  content?: string;
  changeReason?: number | null;
  comment?: string | null;
  repliesTo?: string | null;
  recipientParties?: number[];
  payload?: Record<string, unknown>;
  deadline?: string | null;
  capturedAt?: Date | null;
  createdAt?: Date;
  /** SHA-256 of the request body that made it, as received; default: that of the call being handled (body-hash.ts). */
  bodySha256?: string | null;
  /** Per-party indicator state; only parties that may see the message get a row. */
  partyStates?: TPartyState[];
}

/**
 * THE writer of the message store: one row per message of any type, its per-party states (only for parties
 * that see it, by the visibility table), the overview's per-party indicators and the timeline's notification, in the
 * caller's transaction and in ONE statement (data-modifying WITH clauses; a week report queue sends hundreds of these).
 * `also` adds the caller's writes that belong with the message (they may reference it: constraints are checked at the
 * end of the statement; none of the parts sees another's rows). The indicators aggregate the party's states already
 * stored (the statement's snapshot does not hold the new ones) together with the new states: the same as inserting
 * first and aggregating after.
 */
export async function writeMessage(tx: Tx, m: TNewMessage, also: (messageId: string) => SQLWrapper[] = () => []): Promise<string> {
  const id = crypto.randomUUID();
  // The caller's own writes that go with the message (e.g. the week report that references it), in the same statement.
  const extra = also(id).map((q, i) => sql`, also_${sql.raw(String(i))} as (${q.getSQL()})`);
  const alsoClauses = sql.join(extra, sql``);
  const insertMessage = tx.insert(messages).values({
    id,
    acquisitionId: m.acquisitionId,
    messageType: m.messageType,
    content: m.content ?? '',
    changeReason: m.changeReason ?? null,
    comment: m.comment ?? null,
    repliesTo: m.repliesTo ?? null,
    createdBy: m.authorUserId,
    authorParty: m.authorParty,
    authorOrganisationId: m.authorOrganisationId,
    recipientParties: m.recipientParties ?? [],
    payload: m.payload ?? {},
    deadline: m.deadline ?? null,
    capturedAt: m.capturedAt ?? null,
    bodySha256: m.bodySha256 ?? receivedBodySha256(),
    ...(m.createdAt ? { createdAt: m.createdAt } : {}),
  });
  const facts = { messageType: m.messageType, authorParty: m.authorParty, recipientParties: m.recipientParties ?? [] };
  const states = (m.partyStates ?? []).filter((s) => partyMaySeeMessage(s.party, facts));
  const notify = announceSql({ acquisitionId: m.acquisitionId, messageId: id, parties: partiesSeeing(facts) });
  if (states.length === 0) {
    await tx.execute(sql`with inserted as (${insertMessage.getSQL()})${alsoClauses} ${notify}`);
    if (changesTasks(m.messageType)) await refreshIndicators(tx, m.acquisitionId);
    return id;
  }
  const rows = sql.join(
    states.map(
      (s) =>
        sql`(${s.party}::integer, ${s.approachingDeadline ?? false}::boolean, ${s.taskPending ?? false}::boolean, ${s.toInformation ?? false}::boolean, ${s.replyIndicator ?? null}::integer)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    with inserted as (${insertMessage.getSQL()}),
    new_states (party, approaching_deadline, task_pending, to_information, reply_indicator) as (values ${rows}),
    inserted_states as (
      insert into message_party_states (message_id, acquisition_id, party, approaching_deadline, task_pending, to_information, reply_indicator)
      select ${id}::uuid, ${m.acquisitionId}::uuid, party, approaching_deadline, task_pending, to_information, reply_indicator from new_states
    ),
    aggregated as (
      select party, bool_or(to_information) as is_info, bool_or(task_pending) as is_star
      from (
        select party, to_information, false as task_pending from message_party_states
        where acquisition_id = ${m.acquisitionId}::uuid and party in (select party from new_states)
        union all
        select party, to_information, task_pending from new_states
      ) all_states
      group by party
    ),
    indicators as (
      insert into acquisition_indicators (acquisition_id, party, is_info, is_star)
      select ${m.acquisitionId}::uuid, party, is_info, is_star from aggregated
      on conflict (acquisition_id, party) do update set is_info = excluded.is_info, is_star = acquisition_indicators.is_star or excluded.is_star
    )${alsoClauses}
    ${notify}`);
  if (changesTasks(m.messageType)) await refreshIndicators(tx, m.acquisitionId);
  return id;
}

/** Messages that may open or close someone's task (all but notes, week reports and fisheries expert reports): the rule's indicators follow. */
const changesTasks = (type: number) => !(NOTE_TYPES as readonly number[]).includes(type) && type !== MessageType.WeekReport && type !== MessageType.FisheriesExpertReport;

/** Parties other than the author's that are told of a message by the eye (to information). */
export function informOthers(authorParty: number): TPartyState[] {
  return ALL_PARTIES.filter((p) => p !== authorParty).map((party) => ({ party, toInformation: true }));
}

/**
 * The overview's per-party indicators of one acquisition (all parties, or one), by the task rule (taskStateOf,
 * src/domain/case-dialogue/task-state.ts): isInfo while some message has the party's eye; isStar while some message
 * is the party's task with the star on (a message outside the dialogue: the star its writer set); dueFrom the first
 * day the party's clock shows on some message (isDue is dueFrom <= today, read by the overview; isDue is kept as it
 * is today). The flag is kept apart, by the flag call.
 */
export async function refreshIndicators(tx: Tx, acquisitionId: string, party?: number): Promise<void> {
  const [acq] = await tx.select({ status: acquisitions.status }).from(acquisitions).where(eq(acquisitions.id, acquisitionId));
  if (!acq) return;
  const rows = await tx
    .select({ id: messages.id, messageType: messages.messageType, authorParty: messages.authorParty, repliesTo: messages.repliesTo, recipientParties: messages.recipientParties, payload: messages.payload, createdAt: messages.createdAt })
    .from(messages)
    .where(eq(messages.acquisitionId, acquisitionId));
  const all: TTimedFacts[] = rows.map((r) => ({ ...r, payload: r.payload ?? {}, createdAt: r.createdAt.toISOString() }));
  const states = await tx
    .select()
    .from(messagePartyStates)
    .where(and(eq(messagePartyStates.acquisitionId, acquisitionId), party === undefined ? undefined : eq(messagePartyStates.party, party)));
  const today = osloDate();
  const kase = taskCaseOf(acq.status, all, today);
  const tasks = all.filter((m) => isTaskType(m.messageType)).map((m) => ({ id: m.id, facts: taskMessageOf(m, all) }));
  for (const p of party === undefined ? ALL_PARTIES : [party]) {
    const mine = new Map(states.filter((s) => s.party === p).map((s) => [s.messageId, s]));
    const isInfo = [...mine.values()].some((s) => s.toInformation);
    let isStar = all.some((m) => !isTaskType(m.messageType) && mine.get(m.id)?.taskPending === true);
    let dueFrom: string | null = null;
    for (const t of tasks) {
      const stored = mine.get(t.id);
      const state = taskStateOf(t.facts, kase, { party: p, role: null, clockOff: stored?.approachingDeadline !== true, starOff: stored?.taskPending !== true });
      if (state.showStar) isStar = true;
      const mineTask = state.actors.find((a) => a.party === p);
      if (mineTask?.deadline && !mineTask.clockStopped && stored?.approachingDeadline === true) {
        const from = addBusinessDays(mineTask.deadline, -DEADLINE_WARNING_BUSINESS_DAYS);
        if (!dueFrom || from < dueFrom) dueFrom = from;
      }
    }
    const values = { isInfo, isStar, isDue: dueFrom !== null && dueFrom <= today, dueFrom };
    await tx
      .insert(acquisitionIndicators)
      .values({ acquisitionId, party: p, ...values })
      .onConflictDoUpdate({ target: [acquisitionIndicators.acquisitionId, acquisitionIndicators.party], set: values });
  }
}
