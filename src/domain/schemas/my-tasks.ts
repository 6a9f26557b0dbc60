import { z } from 'zod';
import { defineCall } from '../contract';

/** One open task of the viewer's party and role ('Mine oppgaver', issue 24). */
export const ZMyTask = z.object({
  acquisitionId: z.string(),
  caseName: z.string(),
  npdId: z.number().int(),
  /** The message the case opens at (null: the weekly report task, which opens the week reports). */
  messageId: z.string().nullable(),
  messageType: z.number().int().nullable(),
  what: z.enum(['statementDue', 'approvalDue', 'followUpDue', 'replyRequired', 'followUp', 'weekReportDue']),
  required: z.boolean(),
  since: z.string(),
  deadline: z.string().nullable(),
  clockStopped: z.boolean(),
});
export type TMyTask = z.infer<typeof ZMyTask>;
export const ZMyTasks = z.object({ today: z.string(), tasks: z.array(ZMyTask) });
export type TMyTasks = z.infer<typeof ZMyTasks>;

export const myTasksCall = defineCall({ method: 'GET', path: '/Tasks/mine', response: ZMyTasks, auth: 'context' });
