import type { FastifyInstance } from 'fastify';
import { notificationSettingsCall, saveNotificationSettingsCall, sentMailsCall } from '../../../domain/schemas/notifications';
import { registerCall } from '../../http/register-call';
import { sentMails } from './sent-mails';
import { saveSettings, settingsOf } from './settings';

/** E-mail notifications (issue 24): the user's settings per kind, and the administrator's 'E-post sendt'. */
export function registerNotifications(app: FastifyInstance): void {
  const digestHour = app.config.mail?.digestHour ?? 7;
  registerCall(app, notificationSettingsCall, ({ request }) => settingsOf(app.db, request.auth!.userId, digestHour));
  registerCall(app, saveNotificationSettingsCall, ({ body, request }) => saveSettings(app.db, request.auth!.userId, body, digestHour));
  registerCall(app, sentMailsCall, async ({ query }) => ({ transport: app.notifications.transport, mails: await sentMails(app.db, query) }));
}
