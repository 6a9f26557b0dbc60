import { z } from 'zod';
import { defineCall } from '../contract';
import { safeText } from './safe-input';
import { NOTIFICATION_KINDS, ZNotificationKind, ZNotificationMode } from '../notifications/kinds';

/** A user's e-mail notification settings (issue 24): one mode per kind, and the hour of the daily digest. */
export const ZNotificationSetting = z.object({ kind: ZNotificationKind, mode: ZNotificationMode });
export const ZNotificationSettings = z.object({
  digestHour: z.number().int().min(0).max(23),
  settings: z.array(ZNotificationSetting.extend({ isTask: z.boolean() })),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

export const ZSaveNotificationSettings = z.object({
  settings: z
    .array(ZNotificationSetting)
    .min(1)
    .max(NOTIFICATION_KINDS.length)
    .refine((list) => new Set(list.map((s) => s.kind)).size === list.length, { message: 'each kind at most once' }),
});
export type TSaveNotificationSettings = z.infer<typeof ZSaveNotificationSettings>;

export const notificationSettingsCall = defineCall({
  method: 'GET',
  path: '/UserProfile/notificationSettings',
  response: ZNotificationSettings,
  auth: 'context',
});
export const saveNotificationSettingsCall = defineCall({
  method: 'PUT',
  path: '/UserProfile/notificationSettings',
  body: ZSaveNotificationSettings,
  response: ZNotificationSettings,
  auth: 'context',
});

/** A mail the service sent or (development without SMTP_URL) kept: the administrator's 'E-post sendt'. */
export const ZSentMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  category: z.string(),
  state: z.enum(['pending', 'sent', 'kept', 'failed']),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TSentMail = z.infer<typeof ZSentMail>;
export const ZSentMails = z.object({ transport: z.enum(['smtp', 'kept', 'none']), mails: z.array(ZSentMail) });
export const ZSentMailsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  to: safeText(z.string().max(320)).optional(),
});

export const sentMailsCall = defineCall({
  method: 'GET',
  path: '/admin/sentMails',
  query: ZSentMailsQuery,
  response: ZSentMails,
  auth: 'context',
  permission: 'admin',
});

/**
 * Development only (not in production: 404): the administrator sends the daily digest now, without waiting for its
 * hour, of what is waiting (the day's period of the job is left alone; a user gets at most one digest of the same
 * notifications). Answers how many digests were written.
 */
export const ZSendDigestNow = z.object({}).strict().default({});
export const sendDigestNowCall = defineCall({
  method: 'POST',
  path: '/admin/sentMails/digest',
  body: ZSendDigestNow,
  response: z.object({ digests: z.number().int() }),
  auth: 'context',
  permission: 'admin',
});
