import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import type { Db } from '../client';
import { gdprTexts, organisations, systemNotifications, userRoles, users } from '../schema/index';
import { DEMO_ORGANISATIONS } from './demo-organisations';
import { DEMO_GDPR_TEXT, DEMO_SYSTEM_NOTIFICATIONS } from './demo-texts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';

let demoHash: Promise<string> | undefined;
/** The demo users share one password, so one scrypt hash per process keeps test start-up fast. */
const demoPasswordHash = () => (demoHash ??= hashPassword(DEMO_PASSWORD));

async function activeGdprTextId(db: Db): Promise<number> {
  const [existing] = await db.select({ id: gdprTexts.id }).from(gdprTexts).where(eq(gdprTexts.isActive, true)).limit(1);
  if (existing) return existing.id;
  const [created] = await db.insert(gdprTexts).values({ text: DEMO_GDPR_TEXT }).returning({ id: gdprTexts.id });
  return created.id;
}

/** Organisations, demo users with roles, the GDPR text and two system notifications. */
export async function seedCore(db: Db): Promise<void> {
  await db.insert(organisations).values([...DEMO_ORGANISATIONS]).onConflictDoNothing();
  const textId = await activeGdprTextId(db);
  const passwordHash = await demoPasswordHash();
  await db
    .insert(users)
    .values(
      DEMO_USERS.map((u) => ({
        id: u.id,
        username: u.username,
        subject: u.id,
        passwordHash,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        phone: u.phone,
        signature: '',
        requireContactInfoConfirmation: u.requireContactInfoConfirmation,
        gdprAcceptedTextId: u.hasAcceptedGdpr ? textId : null,
      })),
    )
    .onConflictDoNothing();
  const roles = DEMO_USERS.flatMap((u) => u.roles.map((r) => ({ userId: u.id, ...r })));
  await db.insert(userRoles).values(roles).onConflictDoNothing();
  const [notifications] = await db.select({ n: sql<number>`count(*)::int` }).from(systemNotifications);
  if (notifications.n === 0) await db.insert(systemNotifications).values([...DEMO_SYSTEM_NOTIFICATIONS]);
}
