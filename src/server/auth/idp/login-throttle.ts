/** Failed sign-ins allowed per account and per client address within the window (docs/decisions.md). */
export const LOGIN_LIMITS = { perAccount: 10, perAddress: 50, windowMs: 15 * 60_000 } as const;

/** At most this many keys are remembered; past it, the keys whose failures have all expired are dropped first. */
const MAX_KEYS = 100_000;

/**
 * Failed sign-ins of the embedded identity provider, per account (the username as typed, trimmed and
 * lower-cased, whether it exists or not) and per client address, in a sliding window. While either
 * has reached its limit every attempt is refused without checking the password, the right one too,
 * until enough failures have left the window. In memory: one instance of the service.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  /** The clock (tests move it). */
  now: () => number = Date.now;

  constructor(private readonly limits: { perAccount: number; perAddress: number; windowMs: number } = LOGIN_LIMITS) {}

  private keys(username: string, address: string): [string, number][] {
    return [
      [`account:${username.trim().toLowerCase()}`, this.limits.perAccount],
      [`address:${address}`, this.limits.perAddress],
    ];
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Milliseconds until an attempt for this account from this address is taken again; 0: now. */
  waitMs(username: string, address: string): number {
    let wait = 0;
    for (const [key, limit] of this.keys(username, address)) {
      const recent = this.recent(key);
      if (recent.length >= limit) wait = Math.max(wait, recent[recent.length - limit]! + this.limits.windowMs - this.now());
    }
    return wait;
  }

  fail(username: string, address: string): void {
    if (this.failures.size > MAX_KEYS) for (const key of [...this.failures.keys()]) this.recent(key);
    for (const [key] of this.keys(username, address)) this.failures.set(key, [...this.recent(key), this.now()]);
  }

  /** A successful sign-in clears the account's failures (not the address's). */
  succeed(username: string): void {
    this.failures.delete(this.keys(username, '')[0]![0]);
  }
}
