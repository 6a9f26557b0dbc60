import sse from '@fastify/sse';
import type { FastifyInstance } from 'fastify';
import { API_BASE, toRoutePath } from '../../../domain/contract';
import { timelineEventsCall } from '../../../domain/schemas/case-dialogue';
import { readableAcquisition } from '../../access/acquisition-access';
import { partyOf } from '../../access/message-access';
import { viewerOf } from '../../access/viewer';
import { TimelineBus } from '../../events/timeline-bus';
import { parseOrThrow } from '../../http/validation';

declare module 'fastify' {
  interface FastifyInstance {
    timelineBus: TimelineBus;
  }
}

/**
 * GET /Acquisitions/{id}/events (server-sent events, @fastify/sse): once the viewer may open the case, an event
 * 'message' with {acquisitionId, messageId} for every new, changed or deleted message of it the viewer's party sees,
 * and {acquisitionId} for a change of its header the party sees (flag, checkbox, contact persons), from any service
 * instance (TimelineBus); the page refetches what it may see. A 'ready' event first; a heartbeat every 15 s. once=true
 * answers 'ready' and closes (a probe; the authorization matrix uses it).
 */
export async function registerTimelineEvents(app: FastifyInstance): Promise<void> {
  const bus = new TimelineBus();
  app.decorate('timelineBus', bus);
  await bus.start(app);
  app.addHook('onClose', () => bus.close());
  // The open streams end as the service stops (before the server waits for its connections to close): otherwise one
  // open timeline holds a stop (SIGTERM, a deploy) until the browser goes away. The page falls back to asking again.
  const open = new Set<{ close(): void }>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.close();
  });
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
      reply.sse.keepAlive();
      const stream = reply.sse;
      open.add(stream);
      const unsubscribe = bus.subscribe(row.id, party, (event) => {
        if (reply.sse.isConnected) void reply.sse.send({ ...(event.messageId ? { id: event.messageId } : {}), event: 'message', data: event }).catch(() => undefined);
      });
      reply.sse.onClose(() => {
        open.delete(stream);
        unsubscribe();
      });
      await reply.sse.send({ event: 'ready', data: { acquisitionId: row.id } });
    },
  });
}
