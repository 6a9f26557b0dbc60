import type { FastifyInstance } from 'fastify';
import { myTasksCall } from '../../../domain/schemas/my-tasks';
import { viewerOf } from '../../access/viewer';
import { registerCall } from '../../http/register-call';
import { loadMyTasks } from './load-tasks';

/** 'Mine oppgaver' (issue 24): every open task of the viewer's party and role across all cases. */
export function registerMyTasks(app: FastifyInstance): void {
  registerCall(app, myTasksCall, ({ request }) => loadMyTasks(app.db, viewerOf(request)));
}
