import type { FastifyInstance } from 'fastify';
import { notificationSettingsCall, saveNotificationSettingsCall, sendDigestNowCall, sentMailsCall } from '../../../domain/schemas/notifications';
import { osloDate } from '../../../domain/rules/calendar-date';
import { notFound } from '../../http/app-error';
import { digestMails } from '../../notifications/jobs';
import { registerCall } from '../../http/register-call';
import { sentMails } from './sent-mails';
import { saveSettings, settingsOf } from './settings';

/** E-mail notifications (issue 24): the user's settings per kind, and the administrator's 'E-post sendt'. */
export function registerNotifications(app: FastifyInstance): void {
  const digestHour = app.config.mail?.digestHour ?? 7;
  registerCall(app, notificationSettingsCall, ({ request }) => settingsOf(app.db, request.auth!.userId, digestHour));
  registerCall(app, saveNotificationSettingsCall, ({ body, request }) => saveSettings(app.db, request.auth!.userId, body, digestHour));
  registerCall(app, sentMailsCall, async ({ query }) => ({ transport: app.notifications.transport, mails: await sentMails(app.db, query) }));
  // Development only: the digest at once, for a developer (and the browser test) to read it in 'E-post sendt'.
  registerCall(app, sendDigestNowCall, async () => {
    if (app.config.inProduction) throw notFound();
    const digests = await app.db.transaction((tx) => digestMails(tx as never, osloDate(new Date())));
    void app.notifications.deliver().catch(() => undefined);
    return { digests };
  });
}
