import type { FastifyInstance } from 'fastify';
import { infoIconOffCall, setClockOffCall, setReplyIndicatorOffCall } from '../../../domain/schemas/messages';
import { viewerOf } from '../../access/viewer';
import { registerCall } from '../../http/register-call';
import { switchOff } from './indicators';

/** PUT /Messages/{id}/setClockOff, /setMessageReplyIndicatorOff, /InfoIconOff (spec 001 s4.5). */
export function registerMessages(app: FastifyInstance): void {
  registerCall(app, setClockOffCall, ({ params, request }) => switchOff(app.db, viewerOf(request), params.id, 'approachingDeadline'));
  registerCall(app, setReplyIndicatorOffCall, ({ params, request }) => switchOff(app.db, viewerOf(request), params.id, 'taskPending'));
  registerCall(app, infoIconOffCall, ({ params, request }) => switchOff(app.db, viewerOf(request), params.id, 'toInformation'));
}
