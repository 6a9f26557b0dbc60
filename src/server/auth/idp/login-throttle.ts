import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema/index';

/** Failed sign-ins allowed per account and per client address within the window (docs/decisions.md). */
export const LOGIN_LIMITS = { perAccount: 10, perAddress: 50, windowMs: 15 * 60_000 } as const;

/** One failure in this many also clears every key's expired failures (the table stays small). */
const SWEEP_EVERY = 200;

/**
 * Failed sign-ins of the embedded identity provider, per account (the username as typed, trimmed and
 * lower-cased, whether it exists or not) and per client address, in a sliding window. While either
 * has reached its limit every attempt is refused without checking the password, the right one too,
 * until enough failures have left the window. Counted in the database (login_failures), so that every
 * instance of the service enforces one limit.
 */
export class LoginThrottle {
  /** The clock (tests move it). */
  now: () => number = Date.now;
  private failuresSinceSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly limits: { perAccount: number; perAddress: number; windowMs: number } = LOGIN_LIMITS,
  ) {}

  private keys(username: string, address: string): [string, number][] {
    return [
      [`account:${username.trim().toLowerCase()}`, this.limits.perAccount],
      [`address:${address}`, this.limits.perAddress],
    ];
  }

  /** Milliseconds until an attempt for this account from this address is taken again; 0: now. */
  async waitMs(username: string, address: string): Promise<number> {
    const since = new Date(this.now() - this.limits.windowMs);
    let wait = 0;
    for (const [key, limit] of this.keys(username, address)) {
      const recent = await this.db
        .select({ at: loginFailures.failedAt })
        .from(loginFailures)
        .where(and(eq(loginFailures.key, key), gt(loginFailures.failedAt, since)))
        .orderBy(desc(loginFailures.failedAt))
        .limit(limit);
      // The limit-th most recent failure: when it leaves the window, an attempt is taken again.
      if (recent.length >= limit) wait = Math.max(wait, recent[limit - 1]!.at.getTime() + this.limits.windowMs - this.now());
    }
    return wait;
  }

  async fail(username: string, address: string): Promise<void> {
    const at = new Date(this.now());
    const keys = this.keys(username, address).map(([key]) => key);
    await this.db.insert(loginFailures).values(keys.map((key) => ({ key, failedAt: at })));
    const expired = lte(loginFailures.failedAt, new Date(this.now() - this.limits.windowMs));
    if (++this.failuresSinceSweep >= SWEEP_EVERY) {
      this.failuresSinceSweep = 0;
      await this.db.delete(loginFailures).where(expired);
    } else await this.db.delete(loginFailures).where(and(inArray(loginFailures.key, keys), expired));
  }

  /** A successful sign-in clears the account's failures (not the address's). */
  async succeed(username: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, this.keys(username, '')[0]![0]));
  }
}
