import { z } from 'zod';

/**
 * Kinds of notification (issue 24; docs/decisions.md). Tasks (something the recipient must do) default to
 * 'immediate' (straks), information to 'digest' (daglig sammendrag); a user may choose 'off' per kind.
 */
export const NOTIFICATION_KINDS = [
  'statementRequested',
  'approvalRequested',
  'statementDeclined',
  'inquiryReplyRequired',
  'deadline',
  'weekReportMissing',
  'statementApproved',
  'inquiryInformation',
  'inquiryReply',
  'caseStatus',
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS);

export const NOTIFICATION_MODES = ['immediate', 'digest', 'off'] as const;
export type TNotificationMode = (typeof NOTIFICATION_MODES)[number];
export const ZNotificationMode = z.enum(NOTIFICATION_MODES);

const TASK_KINDS: readonly TNotificationKind[] = [
  'statementRequested',
  'approvalRequested',
  'statementDeclined',
  'inquiryReplyRequired',
  'deadline',
  'weekReportMissing',
];

export const isTaskKind = (kind: TNotificationKind) => TASK_KINDS.includes(kind);

export function defaultModeOf(kind: TNotificationKind): TNotificationMode {
  return isTaskKind(kind) ? 'immediate' : 'digest';
}

/** The user's mode for each kind: the stored choice, else the default. */
export function modesOf(stored: readonly { kind: string; mode: string }[]): Record<TNotificationKind, TNotificationMode> {
  const byKind = new Map(stored.map((s) => [s.kind, s.mode]));
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => {
      const mode = byKind.get(kind);
      return [kind, (NOTIFICATION_MODES as readonly string[]).includes(mode ?? '') ? (mode as TNotificationMode) : defaultModeOf(kind)];
    }),
  ) as Record<TNotificationKind, TNotificationMode>;
}
