import { eq, sql } from 'drizzle-orm';
import { isTaskKind, modesOf, NOTIFICATION_KINDS } from '../../../domain/notifications/kinds';
import type { TNotificationSettings, TSaveNotificationSettings } from '../../../domain/schemas/notifications';
import type { Db } from '../../db/client';
import { notificationSettings } from '../../db/schema/index';

export async function settingsOf(db: Db, userId: string, digestHour: number): Promise<TNotificationSettings> {
  const stored = await db.select({ kind: notificationSettings.kind, mode: notificationSettings.mode }).from(notificationSettings).where(eq(notificationSettings.userId, userId));
  const modes = modesOf(stored);
  return { digestHour, settings: NOTIFICATION_KINDS.map((kind) => ({ kind, mode: modes[kind], isTask: isTaskKind(kind) })) };
}

/** Stores the user's mode for each kind given (the others keep theirs). */
export async function saveSettings(db: Db, userId: string, body: TSaveNotificationSettings, digestHour: number): Promise<TNotificationSettings> {
  await db
    .insert(notificationSettings)
    .values(body.settings.map((s) => ({ userId, kind: s.kind, mode: s.mode })))
    .onConflictDoUpdate({ target: [notificationSettings.userId, notificationSettings.kind], set: { mode: sql`excluded.mode` } });
  return settingsOf(db, userId, digestHour);
}
