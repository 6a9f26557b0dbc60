import { eq, inArray } from 'drizzle-orm';
import { modesOf, type TNotificationKind } from '../../domain/notifications/kinds';
import { noticePlansOf, type TNoticeEvent } from '../../domain/notifications/recipients';
import { partyMaySeeMessage, type TMessageAudienceFacts } from '../../domain/message-visibility';
import type { Db } from '../db/client';
import { acquisitions, mailOutbox, notifications, notificationSettings } from '../db/schema/index';
import { resolveTarget, type TRecipient } from './recipients';
import { renderNotice, type TNoticeFacts } from './render';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** The address links in mails point to (PUBLIC_URL); set once by installNotifications. */
let publicUrl = 'http://localhost:8080';
export const setPublicUrl = (url: string) => {
  publicUrl = url;
};
export const currentPublicUrl = () => publicUrl;

export interface TNotify {
  acquisitionId: string;
  event: TNoticeEvent;
  /** The user who caused the event: never told of it (null for the jobs). */
  actorUserId: string | null;
  /** The message the notice is about (the case opens at it) and its audience facts and text. */
  message?: (TMessageAudienceFacts & { id: string; content?: string | null }) | null;
  what: TNoticeFacts['what'];
  /** What a kind of the event says instead of `what` (an inquiry: reply required or for information). */
  whatByKind?: Partial<Record<TNotificationKind, TNoticeFacts['what']>>;
  whatValues?: TNoticeFacts['whatValues'];
  deadline?: string | null;
  /** Makes a job's notice unique per recipient (the recipient's id is appended). */
  dedupeKey?: string;
}

export interface TNotifyResult {
  notified: { userId: string; kind: TNotificationKind; mode: string }[];
}

/**
 * Writes the notifications of one event, in the caller's transaction (the event's own): for each recipient of the
 * rule (src/domain/notifications/recipients.ts) by their setting for the kind, a notification row, and for
 * 'immediate' its mail in mail_outbox (rendered now, sent by the delivery job). The message's text goes into a mail
 * only where the recipient's party may see the message (the visibility table).
 */
export async function notify(tx: Tx, n: TNotify): Promise<TNotifyResult> {
  const plans = noticePlansOf(n.event);
  if (plans.length === 0) return { notified: [] };
  const [acq] = await tx.select({ name: acquisitions.name, npdId: acquisitions.npdId }).from(acquisitions).where(eq(acquisitions.id, n.acquisitionId));
  if (!acq) return { notified: [] };
  const perKind: { kind: TNotificationKind; recipients: TRecipient[] }[] = [];
  const seen = new Set<string>();
  for (const plan of plans) {
    const recipients: TRecipient[] = [];
    for (const target of plan.targets) {
      for (const r of await resolveTarget(tx, n.acquisitionId, target)) {
        if (r.userId === n.actorUserId || seen.has(r.userId)) continue;
        seen.add(r.userId);
        recipients.push(r);
      }
    }
    if (recipients.length > 0) perKind.push({ kind: plan.kind, recipients });
  }
  const userIds = perKind.flatMap((p) => p.recipients.map((r) => r.userId));
  if (userIds.length === 0) return { notified: [] };
  const stored = await tx
    .select({ userId: notificationSettings.userId, kind: notificationSettings.kind, mode: notificationSettings.mode })
    .from(notificationSettings)
    .where(inArray(notificationSettings.userId, userIds));
  const result: TNotifyResult = { notified: [] };
  for (const { kind, recipients } of perKind) {
    for (const r of recipients) {
      const mode = modesOf(stored.filter((s) => s.userId === r.userId))[kind];
      if (mode === 'off') continue;
      const visible = n.message ? partyMaySeeMessage(r.party, n.message) : false;
      const facts: TNoticeFacts = {
        what: n.whatByKind?.[kind] ?? n.what,
        whatValues: n.whatValues,
        acquisitionId: n.acquisitionId,
        caseName: acq.name,
        npdId: acq.npdId,
        messageId: visible ? n.message!.id : null,
        deadline: n.deadline ?? null,
        excerpt: visible ? (n.message!.content ?? null) : null,
      };
      const dedupeKey = n.dedupeKey ? `${n.dedupeKey}:${r.userId}` : null;
      const inserted = await tx
        .insert(notifications)
        .values({ userId: r.userId, kind, mode, acquisitionId: n.acquisitionId, messageId: facts.messageId ?? null, deadline: facts.deadline ?? null, facts: facts as never, dedupeKey })
        .onConflictDoNothing()
        .returning({ id: notifications.id });
      if (inserted.length === 0) continue;
      result.notified.push({ userId: r.userId, kind, mode });
      if (mode === 'immediate' && r.email) {
        const mail = renderNotice(publicUrl, r.name, kind, facts);
        await tx.insert(mailOutbox).values({ userId: r.userId, toAddress: r.email, ...mail, category: 'notice', dedupeKey: `notice:${inserted[0]!.id}` });
      }
    }
  }
  return result;
}
