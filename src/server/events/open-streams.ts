/**
 * At most this many live event streams (GET /Acquisitions/{id}/events) a user holds open on one service instance
 * (docs/decisions.md): one per open case page, so ten covers several tabs and devices; beyond it 429.
 */
export const STREAMS_PER_USER = 10;

/** Why the service ends a stream: the session signed out, the stream's access token expired, the service stops. */
export type TStreamEnd = 'sessionEnded' | 'tokenExpired' | 'serviceStopping';

interface TOpenStream {
  userId: string;
  sessionId: string;
  end(reason: TStreamEnd): void;
  timer: ReturnType<typeof setTimeout>;
}

/** setTimeout's longest wait (about 24.8 days); a later expiry is checked again then. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * The live event streams open on this instance, by user and session: a stream is authorised by the access token it
 * was opened with and lives no longer than it (it ends when the token expires; the page opens a new one with its
 * current token, authorised anew), nor than its session (it ends when the session signs out, on any instance), and a
 * user holds at most `perUser` at once.
 */
export class OpenStreams {
  private readonly byUser = new Map<string, Set<TOpenStream>>();

  constructor(readonly perUser = STREAMS_PER_USER) {}

  /**
   * Registers a stream that `end` closes; answers its release (call it when the stream closes, for whatever reason),
   * or undefined when the user already holds perUser streams here (nothing registered).
   */
  open(input: { userId: string; sessionId: string; expiresAt: number; end: (reason: TStreamEnd) => void }): (() => void) | undefined {
    let set = this.byUser.get(input.userId);
    if ((set?.size ?? 0) >= this.perUser) return undefined;
    if (!set) this.byUser.set(input.userId, (set = new Set()));
    const streams = set;
    let ended = false;
    const stream: TOpenStream = {
      userId: input.userId,
      sessionId: input.sessionId,
      end: (reason) => {
        if (ended) return;
        ended = true;
        clearTimeout(stream.timer);
        input.end(reason);
      },
      timer: undefined as unknown as ReturnType<typeof setTimeout>,
    };
    const arm = () => {
      const left = input.expiresAt - Date.now();
      stream.timer = setTimeout(() => (Date.now() >= input.expiresAt ? stream.end('tokenExpired') : arm()), Math.max(0, Math.min(left, LONGEST_WAIT_MS)));
      stream.timer.unref?.();
    };
    arm();
    streams.add(stream);
    return () => {
      ended = true;
      clearTimeout(stream.timer);
      streams.delete(stream);
      if (streams.size === 0 && this.byUser.get(input.userId) === streams) this.byUser.delete(input.userId);
    };
  }

  /** Ends every stream of the session (it signed out). */
  endSession(sessionId: string): void {
    for (const set of [...this.byUser.values()]) for (const stream of [...set]) if (stream.sessionId === sessionId) stream.end('sessionEnded');
  }

  /** Ends every stream (the service stops). */
  endAll(reason: TStreamEnd): void {
    for (const set of [...this.byUser.values()]) for (const stream of [...set]) stream.end(reason);
  }

  /** How many streams the user holds open here. */
  countOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }
}
