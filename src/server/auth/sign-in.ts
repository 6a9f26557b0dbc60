import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TTokenResponse } from '../../domain/schemas/auth';
import { users } from '../db/schema/index';
import { createSession } from './sessions';
import { ACCESS_TOKEN_SECONDS, signAccessToken } from './tokens';

export interface IdentityClaims {
  issuer: string;
  subject: string;
  /** The embedded provider's subject is our user id. */
  isEmbedded: boolean;
  givenName?: string;
  familyName?: string;
  email?: string;
}

/** Finds the user of the identity (embedded: by id; external: by issuer+subject), creating an external one. */
export async function upsertUser(app: FastifyInstance, claims: IdentityClaims): Promise<string> {
  const db = app.db;
  const now = new Date();
  if (claims.isEmbedded) {
    const rows = await db
      .update(users)
      .set({ lastLogin: now, issuer: claims.issuer })
      .where(eq(users.id, claims.subject))
      .returning({ id: users.id });
    if (!rows[0]) throw new Error(`Unknown embedded user ${claims.subject}`);
    return rows[0].id;
  }
  const where = and(eq(users.issuer, claims.issuer), eq(users.subject, claims.subject));
  const updated = await db.update(users).set({ lastLogin: now }).where(where).returning({ id: users.id });
  if (updated[0]) return updated[0].id;
  const [created] = await db
    .insert(users)
    .values({
      issuer: claims.issuer,
      subject: claims.subject,
      firstName: claims.givenName ?? '',
      lastName: claims.familyName ?? '',
      email: claims.email ?? '',
      lastLogin: now,
    })
    .returning({ id: users.id });
  return created.id;
}

/** Starts a session of the user and answers the service's own access token. */
export async function startSession(app: FastifyInstance, userId: string, idToken: string | null): Promise<TTokenResponse> {
  const sessionId = await createSession(app.db, userId, idToken);
  return issueAccessToken(app, userId, sessionId);
}

export async function issueAccessToken(app: FastifyInstance, userId: string, sessionId: string): Promise<TTokenResponse> {
  const accessToken = await signAccessToken(app.config.tokenSecret, { userId, sessionId });
  return { accessToken, tokenType: 'Bearer', expiresIn: ACCESS_TOKEN_SECONDS };
}
