import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client';
import { oidcPayloads } from '../../db/schema/index';

/** One write in this many also deletes every expired row (the table stays small without a timer). */
const SWEEP_EVERY = 200;

const SIGNING_KEY_MODEL = 'SigningKey';
const SIGNING_KEY_ID = 'embedded-es256';

/** Not expired: no expiry, or one still ahead. */
const live = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`));

/**
 * The embedded identity provider's state in PostgreSQL (table oidc_payloads), one adapter per model as
 * oidc-provider asks: every instance finds the sessions, interactions, grants and codes any other made, so a
 * sign-in may go from instance to instance behind a load balancer. An expired row is never found.
 */
export class PostgresOidcAdapter implements Adapter {
  private static writes = 0;

  constructor(
    private readonly db: Db,
    private readonly model: string,
  ) {}

  /** oidc-provider's adapter factory: `adapter: PostgresOidcAdapter.factory(db)`. */
  static factory(db: Db): (model: string) => Adapter {
    return (model) => new PostgresOidcAdapter(db, model);
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
    const row = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ model: this.model, id, ...row })
      .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: row });
    if (++PostgresOidcAdapter.writes >= SWEEP_EVERY) {
      PostgresOidcAdapter.writes = 0;
      await this.db.delete(oidcPayloads).where(lte(oidcPayloads.expiresAt, sql`now()`));
    }
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcPayloads.payload })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), condition, live()))
      .limit(1);
    return (row?.payload as AdapterPayload | undefined) ?? undefined;
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.id, id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.uid, uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.userCode, userCode));
  }

  /** Marks it consumed (seconds since the epoch, as oidc-provider reads it); a code used twice is refused. */
  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ payload: sql`jsonb_set(${oidcPayloads.payload}, '{consumed}', to_jsonb(floor(extract(epoch from now()))::bigint))` })
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
  }

  /** Everything issued under the grant, whatever its model (codes, tokens), as the memory adapter does. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
  }
}

/**
 * The provider's one ES256 signing key, made by the first instance that asks and stored in oidc_payloads; every
 * other instance (and every restart) signs with the same key, so an id_token from one verifies against another's
 * published keys.
 */
export async function sharedSigningKey(db: Db): Promise<JWK> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const candidate = { ...(await exportJWK(privateKey)), alg: 'ES256', use: 'sig', kid: SIGNING_KEY_ID };
  await db
    .insert(oidcPayloads)
    .values({ model: SIGNING_KEY_MODEL, id: SIGNING_KEY_ID, payload: candidate })
    .onConflictDoNothing();
  const [row] = await db
    .select({ payload: oidcPayloads.payload })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, SIGNING_KEY_MODEL), eq(oidcPayloads.id, SIGNING_KEY_ID)));
  return row!.payload as JWK;
}
