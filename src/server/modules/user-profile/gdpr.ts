import { eq } from 'drizzle-orm';
import type { TGdprCheck } from '../../../domain/schemas/user-profile';
import type { Db } from '../../db/client';
import { gdprTexts, users } from '../../db/schema/index';
import { badRequest } from '../../http/app-error';

async function activeText(db: Db) {
  const [text] = await db.select().from(gdprTexts).where(eq(gdprTexts.isActive, true)).orderBy(gdprTexts.id).limit(1);
  return text;
}

/** Confirmation is required while the user has not accepted the active text. */
export async function checkGdpr(db: Db, userId: string): Promise<TGdprCheck> {
  const text = await activeText(db);
  if (!text) return { requireGdprConfirmation: false, gdprText: '', textId: null };
  const [user] = await db.select({ accepted: users.gdprAcceptedTextId }).from(users).where(eq(users.id, userId));
  return { requireGdprConfirmation: user?.accepted !== text.id, gdprText: text.text, textId: text.id };
}

export async function saveGdprConfirmation(db: Db, userId: string, textId: number): Promise<void> {
  const text = await activeText(db);
  if (!text || text.id !== textId) {
    throw badRequest('problems:gdpr.textNotActive', { 'body.textId': ['problems:gdpr.textNotActive'] });
  }
  await db.update(users).set({ gdprAcceptedTextId: textId }).where(eq(users.id, userId));
}
