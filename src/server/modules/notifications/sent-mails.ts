import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TSentMail, ZSentMailsQuery } from '../../../domain/schemas/notifications';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

/** The newest mails of the outbox (sent, kept, pending or failed), optionally to one address. */
export async function sentMails(db: Db, query: z.output<typeof ZSentMailsQuery>): Promise<TSentMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(query.to ? eq(mailOutbox.toAddress, query.to) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(query.limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.toAddress,
    subject: r.subject,
    text: r.text,
    html: r.html,
    category: r.category,
    state: r.state as TSentMail['state'],
    attempts: r.attempts,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt ? r.sentAt.toISOString() : null,
  }));
}
