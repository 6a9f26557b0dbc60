import { z } from 'zod';
import { defineCall } from '../contract';

export const ZServerInfo = z.object({
  inProduction: z.boolean(),
  environment: z.string(),
  version: z.string(),
  /** Where users report accessibility problems (the accessibility statement's contact, ACCESSIBILITY_CONTACT). */
  accessibilityContact: z.string(),
});
export type TServerInfo = z.infer<typeof ZServerInfo>;

export const ZSystemNotification = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  severity: z.enum(['info', 'warning', 'error', 'success']),
});
export type TSystemNotification = z.infer<typeof ZSystemNotification>;

export const infoCall = defineCall({ method: 'GET', path: '/info', response: ZServerInfo, auth: 'public' });
/** Public: the banners are shown on the signed-out page too, and may announce downtime (see docs/decisions.md). */
export const systemNotificationCall = defineCall({
  method: 'GET',
  path: '/SystemNotification',
  response: z.array(ZSystemNotification),
  auth: 'public',
});
