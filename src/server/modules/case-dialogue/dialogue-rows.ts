import { and, eq, sql } from 'drizzle-orm';
import { partyMaySeeMessage } from '../../../domain/message-visibility';
import { DIALOGUE_PROBLEM } from '../../../domain/schemas/case-dialogue';
import { ACQUISITION_PROBLEM } from '../../../domain/schemas/acquisition';
import type { TTimelineMessage } from '../../../domain/schemas/messages';
import type { TViewer } from '../../../domain/visibility';
import { partyOf } from '../../access/message-access';
import type { Db } from '../../db/client';
import { messageFor } from '../../db/queries/timeline';
import { messages, userRoles, users } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/app-error';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type MessageRow = typeof messages.$inferSelect;

/** A message of the acquisition the viewer's party may see (404 otherwise, as for a message that does not exist). */
export async function visibleMessageOf(db: Db | Tx, viewer: TViewer, acquisitionId: string, messageId: string): Promise<MessageRow> {
  const [row] = await db.select().from(messages).where(and(eq(messages.id, messageId), eq(messages.acquisitionId, acquisitionId)));
  if (!row || !partyMaySeeMessage(partyOf(viewer), row)) throw notFound(ACQUISITION_PROBLEM.messageNotFound);
  return row;
}

/** Merges keys into a message's payload; with `when`, only if the payload matches it (the state a change starts from). */
export async function mergePayload(tx: Tx, messageId: string, patch: Record<string, unknown>, when?: Record<string, unknown>): Promise<boolean> {
  const changed = await tx
    .update(messages)
    .set({ payload: sql`${messages.payload} || ${JSON.stringify(patch)}::jsonb` })
    .where(and(eq(messages.id, messageId), when ? sql`${messages.payload} @> ${JSON.stringify(when)}::jsonb` : undefined))
    .returning({ id: messages.id });
  return changed.length > 0;
}

/** Serialises the writes of one party on one message (two statements sent at once: one wins). */
export async function lockFor(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function userNameOf(db: Db | Tx, userId: string): Promise<string> {
  const [u] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return u ? `${u.firstName} ${u.lastName}`.trim() : '';
}

/** Is the user active and holding the role (any organisation), or any role in the organisation? 400 on the field otherwise. */
export async function assertUser(db: Db | Tx, userId: string, field: string, rule: { role?: string; organisationId?: number }): Promise<void> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(
      and(
        eq(users.id, userId),
        eq(users.isActive, true),
        rule.role ? eq(userRoles.role, rule.role) : undefined,
        rule.organisationId !== undefined ? eq(userRoles.organisationId, rule.organisationId) : undefined,
      ),
    )
    .limit(1);
  if (rows.length === 0) throw badRequest('problems:invalidInput', { [`body.${field}`]: [DIALOGUE_PROBLEM.notOfParty] });
}

/** The new message as the viewer sees it (201). */
export async function answer(db: Db, viewer: TViewer, messageId: string): Promise<TTimelineMessage> {
  const m = await messageFor(db, messageId, partyOf(viewer), viewer.role);
  if (!m) throw notFound(ACQUISITION_PROBLEM.messageNotFound);
  return m;
}

/** capturedAt as stored: null when absent or in the future (then the received time stands). */
export function capturedAtOf(text: string | undefined, now: Date): Date | null {
  if (!text) return null;
  const at = new Date(text);
  return at.getTime() > now.getTime() ? null : at;
}
