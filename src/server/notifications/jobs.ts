import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AUTHORITIES } from '../../domain/case-dialogue/parties';
import { taskCaseOf, taskMessageOf, taskStateOf, type TTimedFacts } from '../../domain/case-dialogue/task-state';
import { isRoutedMessage } from '../../domain/case-dialogue/statement-types';
import { AccomplishmentStatus } from '../../domain/enums/accomplishment-status';
import { caseHandlerRoleOf } from '../../domain/notifications/recipients';
import { isTaskKind, NOTIFICATION_KINDS, type TNotificationKind } from '../../domain/notifications/kinds';
import { viewerParty } from '../../domain/message-visibility';
import { Party } from '../../domain/roles';
import { myTasksOf, type TTaskCaseFacts } from '../../domain/notifications/my-tasks';
import { loadTaskFacts, taskCaseIds, taskFactsOf } from '../modules/my-tasks/load-tasks';
import { businessDaysUntil } from '../../domain/rules/business-days';
import { addDays, osloDate } from '../../domain/rules/calendar-date';
import type { Db } from '../db/client';
import { acquisitionContactPersons, acquisitions, jobRuns, mailOutbox, messagePartyStates, messages, notifications, notificationSettings, userRoles, users, weekReports } from '../db/schema/index';
import { currentPublicUrl } from './notify';
import { notifyMany } from './notify-many';
import { renderDigest, type TDigestDue, type TNoticeFacts } from './render';

/** Days without a week report after which the company is reminded (issue 24). */
export const WEEK_REPORT_REMINDER_DAYS = 7;

/** The hour of the day in Oslo (0-23). */
export function osloHour(instant: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Oslo', hour: '2-digit', hourCycle: 'h23' }).format(instant));
}

/**
 * Runs a job once per period across every instance on the database: the run's row (job, period) is inserted in the
 * transaction that does the job's writes, so a second instance waits for it and then finds the period taken; an
 * instance that dies mid-run leaves nothing (the transaction rolls back), and the next one runs it.
 */
export async function oncePerPeriod(db: Db, job: string, period: string, work: (tx: Db) => Promise<number>): Promise<number | null> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(jobRuns).values({ job, period }).onConflictDoNothing().returning({ job: jobRuns.job });
    if (claimed.length === 0) return null;
    const n = await work(tx as unknown as Db);
    await tx.update(jobRuns).set({ finishedAt: new Date() }).where(and(eq(jobRuns.job, job), eq(jobRuns.period, period)));
    return n;
  });
}

/**
 * Deadline notices (issue 24), by THE task rule (src/domain/case-dialogue/task-state.ts: the effective deadline, the
 * clock stopped while the party waits on the company): each authority that still owes its statement on a routed
 * message is told once when its deadline is `warningDays` business days away or nearer, and once when it has passed.
 */
export async function deadlineNotices(db: Db, today: string, warningDays: number): Promise<number> {
  // The base deadline only moves later (waits on the company): every task due within the window has its base inside it.
  const horizon = addDays(today, warningDays * 2 + 14);
  const candidates = await db
    .selectDistinct({ acquisitionId: messages.acquisitionId, status: acquisitions.status })
    .from(messagePartyStates)
    .innerJoin(messages, eq(messages.id, messagePartyStates.messageId))
    .innerJoin(acquisitions, eq(acquisitions.id, messages.acquisitionId))
    .where(
      and(
        eq(messagePartyStates.taskPending, true),
        inArray(messagePartyStates.party, [...AUTHORITIES]),
        inArray(messages.messageType, [5001, 3001]),
        sql`${messages.deadline} <= ${horizon}`,
        sql`${acquisitions.status} not in (${AccomplishmentStatus.Avlyst}, ${AccomplishmentStatus.Ferdig}, ${AccomplishmentStatus.FerdigMedDokumentasjon})`,
      ),
    );
  if (candidates.length === 0) return 0;
  const status = new Map(candidates.map((c) => [c.acquisitionId, c.status]));
  const rows = await db
    .select({ id: messages.id, acquisitionId: messages.acquisitionId, messageType: messages.messageType, authorParty: messages.authorParty, repliesTo: messages.repliesTo, recipientParties: messages.recipientParties, payload: messages.payload, createdAt: messages.createdAt })
    .from(messages)
    .where(inArray(messages.acquisitionId, [...status.keys()]));
  const byCase = new Map<string, TTimedFacts[]>();
  for (const r of rows) byCase.set(r.acquisitionId, [...(byCase.get(r.acquisitionId) ?? []), { ...r, payload: r.payload ?? {}, createdAt: r.createdAt.toISOString() }]);
  const notices: Parameters<typeof notifyMany>[1][number][] = [];
  for (const [acquisitionId, all] of byCase) {
    const kase = taskCaseOf(status.get(acquisitionId)!, all, today);
    for (const m of all) {
      if (!isRoutedMessage(m.messageType)) continue;
      for (const actor of taskStateOf(taskMessageOf(m, all), kase, { party: null, role: null }).actors) {
        if (!actor.deadline || actor.clockStopped) continue;
        const passed = actor.deadline < today;
        if (!passed && businessDaysUntil(today, actor.deadline) > warningDays) continue;
        const variant = passed ? 'passed' : 'approaching';
        notices.push({
          acquisitionId,
          event: { type: 'deadline', party: actor.party },
          actorUserId: null,
          message: { id: m.id, messageType: m.messageType, authorParty: m.authorParty, recipientParties: m.recipientParties, content: null },
          what: passed ? 'deadlinePassed' : 'deadlineApproaching',
          deadline: actor.deadline,
          dedupeKey: `deadline:${variant}:${m.id}:${actor.party}`,
        });
      }
    }
  }
  return notifyMany(db, notices);
}

/**
 * Week report reminders (issue 24): an ongoing survey whose last week report (or start-up) is more than 7 days old
 * reminds the company's notifiers, and after `graceDays` more the regulator's case handler; once per missing stretch
 * (keyed by the date of the last report).
 */
export async function weekReportNotices(db: Db, today: string, graceDays: number): Promise<number> {
  const last = db
    .select({ acquisitionId: weekReports.acquisitionId, at: sql<string>`max(${weekReports.createdAt})`.as('at') })
    .from(weekReports)
    .groupBy(weekReports.acquisitionId)
    .as('last_report');
  const started = db
    .select({ acquisitionId: messages.acquisitionId, at: sql<string>`max(${messages.createdAt})`.as('started_at') })
    .from(messages)
    .where(eq(messages.messageType, 1000))
    .groupBy(messages.acquisitionId)
    .as('started');
  const rows = await db
    .select({ id: acquisitions.id, lastAt: sql<string | null>`coalesce(greatest(${last.at}, ${started.at}), ${acquisitions.updatedAt})` })
    .from(acquisitions)
    .leftJoin(last, eq(last.acquisitionId, acquisitions.id))
    .leftJoin(started, eq(started.acquisitionId, acquisitions.id))
    .where(eq(acquisitions.status, AccomplishmentStatus.Pågående));
  const notices: Parameters<typeof notifyMany>[1][number][] = [];
  for (const r of rows) {
    if (!r.lastAt) continue;
    const lastDate = osloDate(new Date(r.lastAt));
    const days = Math.round((Date.parse(today) - Date.parse(lastDate)) / 86_400_000);
    if (days <= WEEK_REPORT_REMINDER_DAYS) continue;
    for (const escalated of days > WEEK_REPORT_REMINDER_DAYS + graceDays ? [false, true] : [false]) {
      notices.push({
        acquisitionId: r.id,
        event: { type: 'weekReportMissing', escalated },
        actorUserId: null,
        what: escalated ? 'weekReportMissingEscalated' : 'weekReportMissing',
        whatValues: { days: WEEK_REPORT_REMINDER_DAYS },
        dedupeKey: `weekReport:${escalated ? 'escalated' : 'company'}:${r.id}:${lastDate}`,
      });
    }
  }
  return notifyMany(db, notices);
}

/** A Postgres array literal of uuids, for unnest() and any() in one parameter. */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * The daily digest (issue 24): one mail per user, grouped by case, listing what happened (the user's digest
 * notifications not yet sent) and what is due (the open tasks of the user's party and roles by THE task rule, as
 * 'Mine oppgaver' shows them). It goes to every user with something new, and to users who chose the digest for a kind
 * of task while they have an open task. The open tasks are computed once per role (per company for the company's
 * notifiers), not per user; the mails are written in one statement and the notifications marked in another.
 */
export async function digestMails(db: Db, today: string): Promise<number> {
  const pending = await db
    .select({ id: notifications.id, userId: notifications.userId, kind: notifications.kind, facts: notifications.facts })
    .from(notifications)
    .where(and(eq(notifications.mode, 'digest'), isNull(notifications.digestMailId)))
    .orderBy(asc(notifications.userId), asc(notifications.createdAt));
  const byUser = new Map<string, typeof pending>();
  for (const n of pending) {
    const list = byUser.get(n.userId);
    if (list) list.push(n);
    else byUser.set(n.userId, [n]);
  }
  const taskDigest = await db
    .selectDistinct({ userId: notificationSettings.userId })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.mode, 'digest'), inArray(notificationSettings.kind, NOTIFICATION_KINDS.filter(isTaskKind))));
  const candidates = [...new Set([...byUser.keys(), ...taskDigest.map((r) => r.userId)])];
  if (candidates.length === 0) return 0;
  const [people, roles] = await Promise.all([
    db.select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, isActive: users.isActive }).from(users).where(inArray(users.id, candidates)),
    db.select({ userId: userRoles.userId, role: userRoles.role, organisationId: userRoles.organisationId }).from(userRoles).where(inArray(userRoles.userId, candidates)),
  ]);
  // The open tasks once per viewer kind: an authority's role sees the same tasks in any organisation; a company's, its company's.
  const keyOf = (role: string, organisationId: number) => (viewerParty(role) === Party.Company ? `${role}:${organisationId}` : role);
  const keysOf = new Map<string, Set<string>>();
  const viewers = new Map<string, { role: string; organisationId: number }>();
  for (const r of roles) {
    if (viewerParty(r.role) === undefined) continue;
    const key = keyOf(r.role, r.organisationId);
    viewers.set(key, { role: r.role, organisationId: r.organisationId });
    keysOf.set(r.userId, (keysOf.get(r.userId) ?? new Set()).add(key));
  }
  // The cases' facts once per party (per company for the company), the task rule once per role. The authorities'
  // cases are read in one go (a routed case is a candidate of each of them) and shared, so that the task rule's
  // role-independent part is worked out once per case too (src/domain/notifications/my-tasks.ts).
  const factsOf = new Map<string, TTaskCaseFacts[]>();
  const authorities = [...new Set([...viewers.values()].map((v) => viewerParty(v.role)!))].filter((p) => p !== Party.Company);
  const idsOf = new Map<number, string[]>();
  for (const party of authorities) idsOf.set(party, await taskCaseIds(db, party, 0));
  const shared = new Map((await taskFactsOf(db, [...new Set([...idsOf.values()].flat())], false)).map((f) => [f.acquisitionId, f]));
  for (const [party, ids] of idsOf) factsOf.set(String(party), ids.map((id) => shared.get(id)).filter((f): f is TTaskCaseFacts => f !== undefined));
  const tasksOf = new Map<string, TDigestDue[]>();
  for (const [key, v] of viewers) {
    const party = viewerParty(v.role)!;
    const factsKey = party === Party.Company ? `${party}:${v.organisationId}` : String(party);
    if (!factsOf.has(factsKey)) factsOf.set(factsKey, await loadTaskFacts(db, party, v.organisationId));
    tasksOf.set(key, myTasksOf(factsOf.get(factsKey)!, v.role, today));
  }
  // A case handler's due list holds the cases where the user is the party's contact person or none is set; a company
  // notifier's the cases the user created or is the company's contact person on (who the notices go to); an approver's
  // every approval of the party. Indexed by that user ('' for anyone of the role), once per role.
  const caseIds = [...new Set([...tasksOf.values()].flat().map((t) => t.acquisitionId))];
  const contacts = new Map<string, string>();
  const creators = new Map<string, string | null>();
  for (let i = 0; i < caseIds.length; i += 5000) {
    const ids = uuidArray(caseIds.slice(i, i + 5000));
    const [c, a] = await Promise.all([
      db.select({ acquisitionId: acquisitionContactPersons.acquisitionId, party: acquisitionContactPersons.party, userId: acquisitionContactPersons.userId }).from(acquisitionContactPersons).where(sql`${acquisitionContactPersons.acquisitionId} = any(${ids}::uuid[])`),
      db.select({ id: acquisitions.id, createdBy: acquisitions.createdBy }).from(acquisitions).where(sql`${acquisitions.id} = any(${ids}::uuid[])`),
    ]);
    for (const r of c) contacts.set(`${r.acquisitionId}:${r.party}`, r.userId);
    for (const r of a) creators.set(r.id, r.createdBy);
  }
  const ownersOf = new Map<string, Map<string, TDigestDue[]>>();
  for (const [key, tasks] of tasksOf) {
    const { role } = viewers.get(key)!;
    const party = viewerParty(role)!;
    const byOwner = new Map<string, TDigestDue[]>();
    const add = (owner: string, task: TDigestDue) => {
      const list = byOwner.get(owner);
      if (list) list.push(task);
      else byOwner.set(owner, [task]);
    };
    for (const task of tasks) {
      const contact = contacts.get(`${task.acquisitionId}:${party}`);
      if (party === Party.Company) {
        const creator = creators.get(task.acquisitionId);
        if (creator) add(creator, task);
        if (contact && contact !== creator) add(contact, task);
      } else if (role === caseHandlerRoleOf(party)) add(contact ?? '', task);
      else add('', task);
    }
    ownersOf.set(key, byOwner);
  }

  const publicUrl = currentPublicUrl();
  const mails: (typeof mailOutbox.$inferInsert)[] = [];
  const marks: { id: string; mailId: string }[] = [];
  for (const person of people) {
    const items = byUser.get(person.id) ?? [];
    const seen = new Set<string>();
    const due: TDigestDue[] = [];
    for (const key of keysOf.get(person.id) ?? []) {
      const byOwner = ownersOf.get(key);
      for (const task of [...(byOwner?.get(person.id) ?? []), ...(byOwner?.get('') ?? [])]) {
        const id = `${task.acquisitionId}:${task.messageId}:${task.what}`;
        if (seen.has(id)) continue;
        seen.add(id);
        due.push(task);
      }
    }
    if (items.length === 0 && due.length === 0) continue;
    due.sort((a, b) => (a.deadline ?? '9999').localeCompare(b.deadline ?? '9999'));
    const mailId = crypto.randomUUID();
    for (const i of items) marks.push({ id: i.id, mailId });
    if (!person.isActive || !person.email) continue;
    const mail = renderDigest(
      publicUrl,
      `${person.firstName} ${person.lastName}`.trim(),
      today,
      items.map((i) => ({ kind: i.kind as TNotificationKind, facts: i.facts as unknown as TNoticeFacts })),
      due,
    );
    mails.push({ id: mailId, userId: person.id, toAddress: person.email, ...mail, category: 'digest', dedupeKey: `digest:${person.id}:${today}:${items[0]?.id ?? 'due'}` });
  }
  let count = 0;
  for (let i = 0; i < mails.length; i += 500) {
    count += (await db.insert(mailOutbox).values(mails.slice(i, i + 500)).onConflictDoNothing().returning({ id: mailOutbox.id })).length;
  }
  if (marks.length > 0) {
    await db.execute(sql`
      update notifications set digest_mail_id = v.mail_id
      from (select unnest(${uuidArray(marks.map((m) => m.id))}::uuid[]) as id, unnest(${uuidArray(marks.map((m) => m.mailId))}::uuid[]) as mail_id) v
      where notifications.id = v.id`);
  }
  return count;
}
