import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { SESSION_CHANNEL } from '../db/queries/session-events';
import { TIMELINE_CHANNEL } from '../db/queries/timeline-events';

/** One announced change of a timeline or header: ids only (the page refetches what it may see). */
export interface TTimelineEvent {
  acquisitionId: string;
  /** The message written, changed or deleted; left out for a change of the case's header (flag, checkbox, contact). */
  messageId?: string;
}
type Listener = (event: TTimelineEvent) => void;
interface TSubscriber {
  party: number;
  listener: Listener;
}

/**
 * The live timeline's fan-out (ARCHITECTURE 'events/'): every write that changes what a case's timeline or header
 * shows notifies TIMELINE_CHANNEL inside its transaction (src/server/db/queries/timeline-events.ts), delivered at
 * commit, naming the parties that see the change; only the streams of those parties' viewers get the event. PostgreSQL: each service instance holds one connection that
 * LISTENs, so a message written through any instance reaches the streams of all; PGlite: its in-process listen.
 * Listeners subscribe per acquisition and party. The same connection LISTENs to SESSION_CHANNEL: a session ended
 * (sign-out) on any instance is told to onSessionEnded's listeners of every instance.
 */
export class TimelineBus {
  private readonly listeners = new Map<string, Set<TSubscriber>>();
  private readonly sessionListeners: ((sessionId: string) => void)[] = [];
  private stop: (() => Promise<void>) | undefined;
  private closed = false;

  subscribe(acquisitionId: string, party: number, listener: Listener): () => void {
    let set = this.listeners.get(acquisitionId);
    if (!set) this.listeners.set(acquisitionId, (set = new Set()));
    const subscriber = { party, listener };
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.listeners.delete(acquisitionId);
    };
  }

  /** Open streams (for the bench and the logs). */
  get size(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  /** Called with the id of every session that ends (signed out through any instance). */
  onSessionEnded(listener: (sessionId: string) => void): void {
    this.sessionListeners.push(listener);
  }

  deliverSessionEnded(payload: string): void {
    let sessionId: unknown;
    try {
      sessionId = (JSON.parse(payload) as { s?: unknown }).s;
    } catch {
      return;
    }
    if (typeof sessionId !== 'string') return;
    for (const listener of this.sessionListeners) listener(sessionId);
  }

  deliver(payload: string): void {
    let event: { a?: unknown; m?: unknown; p?: unknown };
    try {
      event = JSON.parse(payload) as { a?: unknown; m?: unknown; p?: unknown };
    } catch {
      return;
    }
    if (typeof event.a !== 'string' || !Array.isArray(event.p)) return;
    const set = this.listeners.get(event.a);
    if (!set) return;
    const parties = event.p as unknown[];
    const told: TTimelineEvent = typeof event.m === 'string' ? { acquisitionId: event.a, messageId: event.m } : { acquisitionId: event.a };
    for (const subscriber of [...set]) if (parties.includes(subscriber.party)) subscriber.listener(told);
  }

  async start(app: FastifyInstance): Promise<void> {
    const client = (app.db as unknown as { $client: unknown }).$client;
    if (app.dbKind === 'pglite') {
      const lite = client as { listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>> };
      const unlisten = await lite.listen(TIMELINE_CHANNEL, (payload) => this.deliver(payload));
      const unlistenSessions = await lite.listen(SESSION_CHANNEL, (payload) => this.deliverSessionEnded(payload));
      this.stop = async () => {
        await unlisten();
        await unlistenSessions();
      };
      return;
    }
    await this.listenOnPostgres(app, client as pg.Pool);
  }

  /** A dedicated connection of the pool LISTENs; when it fails it is replaced after a second. */
  private async listenOnPostgres(app: FastifyInstance, pool: pg.Pool): Promise<void> {
    if (this.closed) return;
    let connection: pg.PoolClient | undefined;
    const retry = (error: unknown) => {
      app.log.warn({ err: error }, 'timeline events: LISTEN connection lost, reconnecting');
      connection?.release(true);
      connection = undefined;
      if (!this.closed) setTimeout(() => void this.listenOnPostgres(app, pool).catch(retry), 1000).unref();
    };
    try {
      connection = await pool.connect();
      connection.on('notification', (n) => {
        if (n.channel === TIMELINE_CHANNEL && n.payload) this.deliver(n.payload);
        if (n.channel === SESSION_CHANNEL && n.payload) this.deliverSessionEnded(n.payload);
      });
      connection.on('error', retry);
      await connection.query(`LISTEN ${TIMELINE_CHANNEL}; LISTEN ${SESSION_CHANNEL}`);
      this.stop = async () => {
        const c = connection;
        connection = undefined;
        if (!c) return;
        await c.query(`UNLISTEN ${TIMELINE_CHANNEL}; UNLISTEN ${SESSION_CHANNEL}`).catch(() => undefined);
        c.release();
      };
    } catch (error) {
      retry(error);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.stop?.().catch(() => undefined);
  }
}
