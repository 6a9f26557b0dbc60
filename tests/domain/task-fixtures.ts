// What the task-rule tests (task-state, my-tasks-roles) build their cases from.
import type { TTaskMessage } from '@/domain/case-dialogue/task-state';
import { MessageType as M } from '@/domain/enums/message-type';
import { Party as P } from '@/domain/roles';

/** The tests' today: a Thursday. */
export const TODAY = '2026-11-26';

/** A regulator's note of 16.11.2026 with no recipients, indicators or deadline, changed by `over`. */
export const taskMessage = (over: Partial<TTaskMessage>): TTaskMessage => ({
  messageType: M.NoteNpd,
  authorParty: P.Regulator,
  createdOn: '2026-11-16',
  recipientParties: [],
  replyIndicators: {},
  hasReplied: {},
  deadline: null,
  ...over,
});
