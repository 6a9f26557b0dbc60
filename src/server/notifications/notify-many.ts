import { inArray, sql } from 'drizzle-orm';
import { modesOf, type TNotificationKind } from '../../domain/notifications/kinds';
import { approverRoleOf, caseHandlerRoleOf, noticePlansOf, type TTarget } from '../../domain/notifications/recipients';
import { partyMaySeeMessage } from '../../domain/message-visibility';
import { Party } from '../../domain/roles';
import type { Db } from '../db/client';
import { acquisitionContactPersons, acquisitions, mailOutbox, notifications, notificationSettings, userRoles, users } from '../db/schema/index';
import { currentPublicUrl, type TNotify } from './notify';
import { resolveTarget, type TRecipient } from './recipients';
import { renderNotice, type TNoticeFacts } from './render';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;
const CHUNK = 1000;
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** The roles that make a named user (a contact person) act for the party (as recipients.ts's ofParty). */
const rolesOfParty = (party: number) =>
  [caseHandlerRoleOf(party), approverRoleOf(party), party === Party.Company ? 'daq_innmelder_selskap' : undefined, party === Party.Regulator ? 'daq_innmelder_od' : undefined].filter(
    (r): r is string => !!r,
  );

/**
 * The notices of a periodic job (deadline notices, week report reminders), many at once: the same rule and the same
 * rows as notify() (src/domain/notifications/recipients.ts; a notification per recipient by their setting, the mail of
 * 'immediate' rendered now), but resolved and written set-wise, a handful of statements for any number of notices
 * instead of several per notice. Each notice needs a dedupeKey (the job's once-per-task key).
 */
export async function notifyMany(tx: Tx, notices: readonly (TNotify & { dedupeKey: string })[]): Promise<number> {
  if (notices.length === 0) return 0;
  const caseIds = [...new Set(notices.map((n) => n.acquisitionId))];
  const cases = new Map<string, { name: string; npdId: number; createdBy: string | null; companyId: number | null }>();
  const contacts = new Map<string, string>();
  for (let i = 0; i < caseIds.length; i += 5000) {
    const ids = uuidArray(caseIds.slice(i, i + 5000));
    const [a, c] = await Promise.all([
      tx.select({ id: acquisitions.id, name: acquisitions.name, npdId: acquisitions.npdId, createdBy: acquisitions.createdBy, companyId: acquisitions.companyId }).from(acquisitions).where(sql`${acquisitions.id} = any(${ids}::uuid[])`),
      tx.select({ acquisitionId: acquisitionContactPersons.acquisitionId, party: acquisitionContactPersons.party, userId: acquisitionContactPersons.userId }).from(acquisitionContactPersons).where(sql`${acquisitionContactPersons.acquisitionId} = any(${ids}::uuid[])`),
    ]);
    for (const r of a) cases.set(r.id, r);
    for (const r of c) contacts.set(`${r.acquisitionId}:${r.party}`, r.userId);
  }
  // The roles of every named user (contact persons, creators), and the holders of every role a target may fall back to.
  const named = [...new Set([...contacts.values(), ...[...cases.values()].map((c) => c.createdBy).filter((id): id is string => !!id)])];
  const rolesOf = new Map<string, { role: string; organisationId: number }[]>();
  for (let i = 0; i < named.length; i += 5000) {
    const rows = await tx.select({ userId: userRoles.userId, role: userRoles.role, organisationId: userRoles.organisationId }).from(userRoles).where(inArray(userRoles.userId, named.slice(i, i + 5000)));
    for (const r of rows) rolesOf.set(r.userId, [...(rolesOf.get(r.userId) ?? []), r]);
  }
  const holders = new Map<string, string[]>();
  const holdersOf = async (role: string) => {
    if (!holders.has(role)) holders.set(role, (await tx.selectDistinct({ userId: userRoles.userId }).from(userRoles).where(inArray(userRoles.role, [role]))).map((r) => r.userId));
    return holders.get(role)!;
  };
  const actsFor = (userId: string, party: number) => (rolesOf.get(userId) ?? []).some((r) => rolesOfParty(party).includes(r.role));

  /** A target's user ids on the case, or null when the general resolver must answer (targets the jobs do not use). */
  const idsOf = async (acquisitionId: string, target: TTarget): Promise<string[] | null> => {
    const kase = cases.get(acquisitionId);
    if (!kase) return [];
    if (target.who === 'caseHandlers') {
      const contact = contacts.get(`${acquisitionId}:${target.party}`);
      if (contact && actsFor(contact, target.party)) return [contact];
      const role = caseHandlerRoleOf(target.party);
      return role ? holdersOf(role) : [];
    }
    if (target.who === 'notifiers') {
      if (kase.companyId === null) return [];
      const ids = [...new Set([kase.createdBy, contacts.get(`${acquisitionId}:${Party.Company}`)].filter((id): id is string => !!id))];
      return ids.filter((id) => (rolesOf.get(id) ?? []).some((r) => r.role === 'daq_innmelder_selskap' && r.organisationId === kase.companyId));
    }
    return null;
  };

  const planned: { notice: (typeof notices)[number]; kind: TNotificationKind; userId: string; party: number }[] = [];
  const fallback: { notice: (typeof notices)[number]; kind: TNotificationKind; recipient: TRecipient }[] = [];
  for (const notice of notices) {
    const seen = new Set<string>();
    for (const plan of noticePlansOf(notice.event)) {
      for (const target of plan.targets) {
        const ids = await idsOf(notice.acquisitionId, target);
        if (ids === null) {
          for (const r of await resolveTarget(tx, notice.acquisitionId, target)) {
            if (r.userId === notice.actorUserId || seen.has(r.userId)) continue;
            seen.add(r.userId);
            fallback.push({ notice, kind: plan.kind, recipient: r });
          }
          continue;
        }
        for (const userId of ids) {
          if (userId === notice.actorUserId || seen.has(userId)) continue;
          seen.add(userId);
          planned.push({ notice, kind: plan.kind, userId, party: target.party });
        }
      }
    }
  }
  const userIds = [...new Set([...planned.map((p) => p.userId), ...fallback.map((f) => f.recipient.userId)])];
  const people = new Map<string, { email: string; name: string }>();
  const stored = new Map<string, { kind: string; mode: string }[]>();
  for (let i = 0; i < userIds.length; i += 5000) {
    const ids = userIds.slice(i, i + 5000);
    const [u, s] = await Promise.all([
      tx.select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, isActive: users.isActive }).from(users).where(inArray(users.id, ids)),
      tx.select({ userId: notificationSettings.userId, kind: notificationSettings.kind, mode: notificationSettings.mode }).from(notificationSettings).where(inArray(notificationSettings.userId, ids)),
    ]);
    for (const r of u) if (r.isActive) people.set(r.id, { email: r.email, name: `${r.firstName} ${r.lastName}`.trim() });
    for (const r of s) stored.set(r.userId, [...(stored.get(r.userId) ?? []), r]);
  }
  const recipients = [
    ...planned.flatMap((p) => {
      const person = people.get(p.userId);
      return person ? [{ notice: p.notice, kind: p.kind, recipient: { userId: p.userId, party: p.party, ...person } }] : [];
    }),
    ...fallback,
  ];

  const rows: (Omit<typeof notifications.$inferInsert, 'facts'> & { facts: TNoticeFacts })[] = [];
  const mailOf = new Map<string, { recipient: TRecipient; kind: TNotificationKind }>();
  for (const { notice: n, kind, recipient: r } of recipients) {
    const mode = modesOf(stored.get(r.userId) ?? [])[kind];
    if (mode === 'off') continue;
    const kase = cases.get(n.acquisitionId)!;
    const visible = n.message ? partyMaySeeMessage(r.party, n.message) : false;
    const facts: TNoticeFacts = {
      what: n.whatByKind?.[kind] ?? n.what,
      whatValues: n.whatValues,
      acquisitionId: n.acquisitionId,
      caseName: kase.name,
      npdId: kase.npdId,
      messageId: visible ? n.message!.id : null,
      deadline: n.deadline ?? null,
      excerpt: visible ? (n.message!.content ?? null) : null,
    };
    const dedupeKey = `${n.dedupeKey}:${r.userId}`;
    rows.push({ userId: r.userId, kind, mode, acquisitionId: n.acquisitionId, messageId: facts.messageId ?? null, deadline: facts.deadline ?? null, facts, dedupeKey });
    if (mode === 'immediate' && r.email) mailOf.set(dedupeKey, { recipient: r, kind });
  }
  let count = 0;
  const publicUrl = currentPublicUrl();
  for (let i = 0; i < rows.length; i += CHUNK) {
    const batch = rows.slice(i, i + CHUNK);
    const inserted = await tx
      .insert(notifications)
      .values(batch.map((r) => ({ ...r, facts: r.facts as never })))
      .onConflictDoNothing()
      .returning({ id: notifications.id, dedupeKey: notifications.dedupeKey });
    count += inserted.length;
    const byKey = new Map(batch.map((r) => [r.dedupeKey!, r]));
    const mails = inserted.flatMap((n) => {
      const mail = mailOf.get(n.dedupeKey!);
      if (!mail) return [];
      const row = byKey.get(n.dedupeKey!)!;
      const rendered = renderNotice(publicUrl, mail.recipient.name, mail.kind, row.facts);
      return [{ userId: mail.recipient.userId, toAddress: mail.recipient.email, ...rendered, category: 'notice', dedupeKey: `notice:${n.id}` }];
    });
    if (mails.length > 0) await tx.insert(mailOutbox).values(mails);
  }
  return count;
}
