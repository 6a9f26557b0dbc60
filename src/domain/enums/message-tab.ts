import { z } from 'zod';

/** Tabs of the message list (spec 000 section 3). */
export const MessageTab = {
  PendingTasks: 'PendingTasks',
  Inquiries: 'Inquiries',
  Notes: 'Notes',
  Sent: 'Sent',
  Statements: 'Statements',
} as const;
export type MessageTab = (typeof MessageTab)[keyof typeof MessageTab];
export const ZMessageTab = z.enum(MessageTab);
