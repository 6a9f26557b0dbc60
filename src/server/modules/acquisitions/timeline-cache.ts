import { createHash, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { positionOfCursor } from '../../../domain/case-dialogue/timeline-cursor';
import { osloDate } from '../../../domain/rules/calendar-date';
import type { TTimelineMessage } from '../../../domain/schemas/messages';
import type { Db } from '../../db/client';
import { timelineOf } from '../../db/queries/timeline';

const gzip = promisify(gzipCallback);

/** One page of an answer: its JSON and, once asked for, the same gzipped. */
interface TPage {
  /** A weak ETag of the page: its key, stamp and page with this process's start (another build may answer otherwise). */
  etag: string;
  json: Buffer;
  gzip?: Promise<Buffer>;
}

/** One computed timeline: its messages, newest first, and the pages asked of it, serialized once each. */
interface TEntry {
  stamp: string;
  list: TTimelineMessage[];
  /** Index in list by message id (made when a cursor first asks). */
  indexOf?: Map<string, number>;
  /** By `${before}|${limit}` ('|' for the whole timeline); the oldest made is dropped first. */
  pages: Map<string, TPage>;
}

/** What a call asks: messages older than the cursor `before`, `limit` of them at most (both optional). */
export interface TTimelinePageAsk {
  before?: string;
  limit?: number;
}

/** Pages kept per timeline. */
const MAX_PAGES = 32;

/** Distinguishes this process's ETags from those of another start (or build) of the service. */
const BOOT = randomUUID();

/** Answers kept (one per acquisition × party × role × day); the oldest used is dropped first. */
const MAX_ENTRIES = 256;

/**
 * GET /Acquisitions/{id}/timeline's answers, serialized once (and gzipped once) per (acquisition, party, role, day):
 * the same viewer group sees the same messages (visibility by party), the same indicator states (per party), the same
 * replyAction (per role) and the same clocks (per Oslo day). Each call checks the answer against the timeline's stamp
 * (timelineStampOfAcquisition, read with the access check in one query), which triggers raise on every write of the
 * rows the answer is made of, so a message, state, attachment, author or organisation written by any module or service
 * instance is seen at once, without the writers having to tell; only a changed stamp computes it again.
 */
export class TimelineCache {
  private readonly entries = new Map<string, TEntry>();
  /** Computations under way, by key and stamp: concurrent calls of one group wait for one. */
  private readonly running = new Map<string, Promise<TEntry>>();

  /** Today in Oslo and the instant until which it is taken as known (a minute: osloDate's formatting is not free). */
  private today = { date: '', from: 0, until: 0 };

  constructor(private readonly db: Db) {}

  private osloToday(): string {
    const now = Date.now();
    if (now < this.today.from || now >= this.today.until) this.today = { date: osloDate(new Date(now)), from: now, until: Math.ceil((now + 1) / 60_000) * 60_000 };
    return this.today.date;
  }

  /** Entries kept (tests, logs). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Answers the timeline once `stamped` (the access layer's check of the viewer on the acquisition, giving the
   * timeline's stamp when it holds) resolves.
   */
  async answer(
    request: FastifyRequest,
    reply: FastifyReply,
    stamped: Promise<string>,
    acquisitionId: string,
    party: number,
    role: string | null | undefined,
    ask: TTimelinePageAsk = {},
  ): Promise<FastifyReply> {
    const stamp = await stamped;
    const key = `${acquisitionId}|${party}|${role ?? ''}|${this.osloToday()}`;
    let entry = this.entries.get(key);
    if (entry?.stamp === stamp) {
      this.entries.delete(key); // most recently used last
      this.entries.set(key, entry);
    } else {
      entry = await this.compute(key, stamp, acquisitionId, party, role);
    }
    const page = pageOf(entry, key, ask);
    reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding').header('etag', page.etag);
    // A client that holds this answer (If-None-Match, weak comparison) gets 304 and no body.
    const held = request.headers['if-none-match'];
    if (held && held.split(',').some((tag) => tag.trim() === page.etag || tag.trim() === '*')) return reply.code(304).send();
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      page.gzip ??= gzip(page.json);
      return reply.header('content-encoding', 'gzip').send(await page.gzip);
    }
    return reply.send(page.json);
  }

  private compute(key: string, stamp: string, acquisitionId: string, party: number, role: string | null | undefined): Promise<TEntry> {
    const runKey = `${key}#${stamp}`;
    let run = this.running.get(runKey);
    if (!run) {
      run = timelineOf(this.db, acquisitionId, party, role)
        .then((list) => {
          const entry: TEntry = { stamp, list, pages: new Map() };
          this.entries.delete(key);
          this.entries.set(key, entry);
          while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
          return entry;
        })
        .finally(() => this.running.delete(runKey));
      this.running.set(runKey, run);
    }
    return run;
  }
}

/** Where the page after the cursor starts: after the cursor's message, or (gone or hidden) after its position. */
function startAfter(entry: TEntry, before: string): number {
  const position = positionOfCursor(before);
  entry.indexOf ??= new Map(entry.list.map((m, i) => [m.messageId, i]));
  const at = entry.indexOf.get(position.messageId);
  if (at !== undefined) return at + 1;
  const older = entry.list.findIndex(
    (m) => m.createdDate < position.createdDate || (m.createdDate === position.createdDate && m.messageId < position.messageId),
  );
  return older < 0 ? entry.list.length : older;
}

/** The page asked of a computed timeline, serialized once. */
function pageOf(entry: TEntry, key: string, ask: TTimelinePageAsk): TPage {
  const pageKey = `${ask.before ?? ''}|${ask.limit ?? ''}`;
  let page = entry.pages.get(pageKey);
  if (page) return page;
  const start = ask.before ? startAfter(entry, ask.before) : 0;
  const messages = ask.limit ? entry.list.slice(start, start + ask.limit) : start > 0 ? entry.list.slice(start) : entry.list;
  const etag = `W/"${createHash('sha256').update(`${BOOT}|${key}|${entry.stamp}|${pageKey}`).digest('base64url').slice(0, 27)}"`;
  page = { etag, json: Buffer.from(JSON.stringify(messages)) };
  entry.pages.set(pageKey, page);
  while (entry.pages.size > MAX_PAGES) entry.pages.delete(entry.pages.keys().next().value!);
  return page;
}
