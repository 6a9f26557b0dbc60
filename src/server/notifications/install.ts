import type { FastifyInstance } from 'fastify';
import { osloDate } from '../../domain/rules/calendar-date';
import type { TMailConfig } from '../config';
import { DEFAULT_DELIVERY, deliverOnce, type TDeliveryOptions, type TSendMail } from './delivery';
import { deadlineNotices, digestMails, oncePerPeriod, osloHour, weekReportNotices } from './jobs';
import { setPublicUrl } from './notify';
import { smtpTransport } from './transport';

export interface TNotificationService {
  /** 'smtp' (SMTP_URL), 'kept' (development without SMTP_URL: the mails are kept for 'E-post sendt') or 'none' (production without SMTP_URL). */
  transport: 'smtp' | 'kept' | 'none';
  /** Claims and sends the due mails once (the timer calls it; tests too). */
  deliver(): Promise<{ sent: number; failed: number }>;
  /** Runs the periodic jobs whose period has come (each once per period across instances). */
  runJobs(now?: Date): Promise<{ deadline: number | null; weekReport: number | null; digest: number | null }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: TNotificationService;
  }
}

const DEFAULT_MAIL: TMailConfig = { from: 'Meldesystem <ikke-svar@meldesystem.local>', digestHour: 7, deadlineWarningDays: 3, weekReportGraceDays: 3, pollMs: 0 };

/**
 * E-mail notifications (issue 24): the delivery job and the periodic jobs (deadline notices, week report reminders,
 * the daily digest) on a timer of their own, never in a request. Any number of instances may run them: mails are
 * claimed with FOR UPDATE SKIP LOCKED and a lease, periodic jobs run once per period (src/server/notifications/jobs.ts).
 */
export function installNotifications(app: FastifyInstance): void {
  const mail = app.config.mail ?? DEFAULT_MAIL;
  setPublicUrl(app.config.publicUrl);
  const options: TDeliveryOptions = {
    ...DEFAULT_DELIVERY,
    ...(mail.leaseMs ? { leaseMs: mail.leaseMs } : {}),
    ...(mail.backoffBaseMs ? { backoffBaseMs: mail.backoffBaseMs } : {}),
  };
  let send: TSendMail | null = null;
  let close = () => {};
  let transport: TNotificationService['transport'] = 'none';
  if (mail.smtpUrl) {
    const host = new URL(app.config.publicUrl).hostname || 'meldesystem.local';
    const smtp = smtpTransport(mail.smtpUrl, mail.from, host);
    send = smtp.send;
    close = smtp.close;
    transport = 'smtp';
  } else if (!app.config.inProduction) {
    send = async () => {};
    transport = 'kept';
  } else {
    app.log.warn('SMTP_URL is not set: e-mail notifications are queued but not sent');
  }

  const service: TNotificationService = {
    transport,
    deliver: () => (send ? deliverOnce(app.db, send, options, transport === 'kept' ? 'kept' : 'sent') : Promise.resolve({ sent: 0, failed: 0 })),
    runJobs: async (now = new Date()) => {
      const today = osloDate(now);
      const deadline = await oncePerPeriod(app.db, 'deadline-notices', today, (db) => deadlineNotices(db, today, mail.deadlineWarningDays));
      const weekReport = await oncePerPeriod(app.db, 'week-report-reminders', today, (db) => weekReportNotices(db, today, mail.weekReportGraceDays));
      const digest = osloHour(now) >= mail.digestHour ? await oncePerPeriod(app.db, 'daily-digest', today, (db) => digestMails(db, today)) : null;
      return { deadline, weekReport, digest };
    },
  };
  app.decorate('notifications', service);

  if (mail.pollMs <= 0) {
    app.addHook('onClose', async () => close());
    return;
  }
  let running: Promise<unknown> | null = null;
  let lastJobs = 0;
  const tick = () => {
    if (running) return;
    running = (async () => {
      if (Date.now() - lastJobs >= 60_000) {
        lastJobs = Date.now();
        await service.runJobs();
      }
      // Batch after batch while the queue is full (bounded: a tick never runs for long).
      for (let i = 0; i < 20; i++) {
        const { sent, failed } = await service.deliver();
        if (sent + failed < options.batchSize) break;
      }
    })()
      .catch((error: unknown) => app.log.warn({ err: error }, 'notification jobs failed'))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(tick, mail.pollMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
    close();
  });
}
