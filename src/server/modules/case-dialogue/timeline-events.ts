import sse from '@fastify/sse';
import type { FastifyInstance } from 'fastify';
import { API_BASE, toRoutePath } from '../../../domain/contract';
import { timelineEventsCall } from '../../../domain/schemas/case-dialogue';
import { readableAcquisition } from '../../access/acquisition-access';
import { partyOf } from '../../access/message-access';
import { viewerOf } from '../../access/viewer';
import { OpenStreams } from '../../events/open-streams';
import { TimelineBus } from '../../events/timeline-bus';
import { AppError } from '../../http/app-error';
import { parseOrThrow } from '../../http/validation';

declare module 'fastify' {
  interface FastifyInstance {
    timelineBus: TimelineBus;
    /** The live event streams open on this instance (per user and session). */
    openStreams: OpenStreams;
  }
}

/** The problem of a user's stream beyond the cap (429). */
export const STREAM_PROBLEM = { tooMany: 'problems:liveEvents.tooManyStreams' } as const;

/** How long a refused stream should wait before asking again (Retry-After, seconds). */
const RETRY_AFTER_SECONDS = 30;

/**
 * GET /Acquisitions/{id}/events (server-sent events, @fastify/sse): once the viewer may open the case, an event
 * 'message' with {acquisitionId, messageId} for every new, changed or deleted message of it the viewer's party sees,
 * and {acquisitionId} for a change of its header the party sees (flag, checkbox, contact persons), from any service
 * instance (TimelineBus); the page refetches what it may see. A 'ready' event first; a heartbeat every 15 s. once=true
 * answers 'ready' and closes (a probe; the authorization matrix uses it).
 *
 * A stream is authorised once, when it opens, so it lives no longer than what authorised it (OpenStreams): it ends
 * with an event 'end' {reason: 'tokenExpired'} when the access token it was opened with expires (the page opens a new
 * one with its current token, authorised anew: session, user context and access to the case), with {reason:
 * 'sessionEnded'} as soon as its session signs out through any instance, and {reason: 'serviceStopping'} when the
 * service stops. A user holds at most STREAMS_PER_USER streams on an instance; one more is refused with 429
 * problem+json (Retry-After).
 */
export async function registerTimelineEvents(app: FastifyInstance): Promise<void> {
  const bus = new TimelineBus();
  const streams = new OpenStreams();
  app.decorate('timelineBus', bus);
  app.decorate('openStreams', streams);
  bus.onSessionEnded((sessionId) => {
    app.accessCache.forgetSession(sessionId);
    streams.endSession(sessionId);
  });
  await bus.start(app);
  app.addHook('onClose', () => bus.close());
  // The open streams end as the service stops (before the server waits for its connections to close): otherwise one
  // open timeline holds a stop (SIGTERM, a deploy) until the browser goes away. The page falls back to asking again.
  app.addHook('preClose', async () => streams.endAll('serviceStopping'));
  await app.register(sse, { heartbeatInterval: 15_000 });
  const contract = timelineEventsCall;
  app.route({
    method: 'GET',
    url: API_BASE + toRoutePath(contract.path),
    config: { contract },
    sse: { kind: 'manual' },
    handler: async (request, reply) => {
      await app.authenticate(request, contract.auth);
      const params = parseOrThrow(contract.params, request.params, 'params');
      const query = parseOrThrow(contract.query, request.query ?? {}, 'query');
      const viewer = viewerOf(request);
      const row = await readableAcquisition(app.db, viewer, params.id);
      const party = partyOf(viewer);
      reply.header('cache-control', 'no-store');
      reply.header('x-accel-buffering', 'no');
      if (query.once) {
        await reply.sse.send({ event: 'ready', data: { acquisitionId: row.id } });
        return;
      }
      const auth = request.auth!;
      const stream = reply.sse;
      const release = streams.open({
        userId: auth.userId,
        sessionId: auth.sessionId,
        expiresAt: auth.expiresAt,
        end: (reason) => {
          const close = () => stream.close();
          if (!stream.isConnected) return close();
          void stream.send({ event: 'end', data: { reason } }).then(close, close);
        },
      });
      if (!release) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw new AppError('TOO_MANY_REQUESTS', STREAM_PROBLEM.tooMany, undefined, { code: 'tooManyStreams', max: streams.perUser });
      }
      stream.keepAlive();
      const unsubscribe = bus.subscribe(row.id, party, (event) => {
        if (stream.isConnected) void stream.send({ ...(event.messageId ? { id: event.messageId } : {}), event: 'message', data: event }).catch(() => undefined);
      });
      stream.onClose(() => {
        release();
        unsubscribe();
      });
      await stream.send({ event: 'ready', data: { acquisitionId: row.id } });
    },
  });
}
