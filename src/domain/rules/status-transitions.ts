import { AccomplishmentStatus as S } from '../enums/accomplishment-status';
import { MessageType } from '../enums/message-type';
import { StatusChangeAction as A, type StatusChangeAction } from '../enums/status-change-action';
import { hasPermission, type Permission } from '../permissions';

/**
 * THE status transition table (spec 000 s4, spec 001 s4.1; decisions in docs/decisions.md). The service's
 * status calls, GET /Acquisitions/{id}/allowedActions (statusOptions) and the web app's status menu all
 * read it through `allowedActions` / `checkTransition`.
 *
 * - permission: the static permission the role must hold (src/domain/permissions.ts).
 * - scope 'own': only a user of the organisation that owns the acquisition (its company, or the
 *   company it is reported on behalf of); 'any': every user who may see the acquisition.
 * - via: 'startupReport' / 'finishReport' when the change is made by filing that report (issue 10);
 *   the menu entry leads to the report, there is no status call of its own.
 * - messageType: the timeline message every such change writes (its payload says which transition).
 */
export interface TTransition {
  action: StatusChangeAction;
  from: readonly S[];
  to: S;
  permission: Permission;
  scope: 'own' | 'any';
  via: 'statusCall' | 'startupReport' | 'finishReport';
  messageType: MessageType;
}

export const STATUS_TRANSITIONS: Readonly<Record<StatusChangeAction, TTransition>> = {
  [A.Startup]: {
    action: A.Startup,
    from: [S.Planlagt],
    to: S.Pågående,
    permission: 'update:acquisition-status',
    scope: 'own',
    via: 'startupReport',
    messageType: MessageType.Startup,
  },
  [A.Pause]: {
    action: A.Pause,
    from: [S.Pågående],
    to: S.Pause,
    permission: 'update:acquisition-status',
    scope: 'own',
    via: 'statusCall',
    messageType: MessageType.Pause,
  },
  [A.Resume]: {
    action: A.Resume,
    from: [S.Pause],
    to: S.Pågående,
    permission: 'update:acquisition-status',
    scope: 'own',
    via: 'statusCall',
    messageType: MessageType.Resume,
  },
  [A.Cancel]: {
    action: A.Cancel,
    from: [S.Under_Behandling, S.Planlagt, S.Pågående, S.Pause],
    to: S.Avlyst,
    permission: 'update:acquisition-status',
    scope: 'own',
    via: 'statusCall',
    messageType: MessageType.Cancel,
  },
  [A.Finish]: {
    action: A.Finish,
    from: [S.Pågående, S.Pause],
    to: S.Ferdig,
    permission: 'update:acquisition-status',
    scope: 'own',
    via: 'finishReport',
    messageType: MessageType.Finish,
  },
  [A.FinishWithDocumentation]: {
    action: A.FinishWithDocumentation,
    from: [S.Ferdig],
    to: S.FerdigMedDokumentasjon,
    permission: 'update:status-finished-with-documentation',
    scope: 'any',
    via: 'statusCall',
    messageType: MessageType.Finish,
  },
};

/** Order of the entries in allowedActions and in the status menu. */
export const STATUS_ACTIONS: readonly StatusChangeAction[] = [A.Startup, A.Pause, A.Resume, A.Finish, A.Cancel, A.FinishWithDocumentation];

/**
 * Not a user action: the regulator's approval of the case (issue 12, case dialogue) moves a submitted
 * acquisition from Under_Behandling to Planlagt. The approval message itself is its timeline entry.
 */
export const APPROVAL_TRANSITION = { from: S.Under_Behandling, to: S.Planlagt } as const;

/** What the rule needs to know of the acquisition. */
export interface TTransitionSubject {
  status: number;
  /** The organisations that own it: its companyId and, when reported on behalf of a company, that company. */
  ownerOrganisationIds: readonly number[];
}

/** Who asks. */
export interface TTransitionActor {
  role: string | null | undefined;
  organisationId: number;
}

/**
 * The outcome of asking for a transition:
 * - ok: allowed;
 * - forbidden: the role lacks the permission, or the scope is 'own' and the user is not of the owner (403);
 * - statusNotAllowed: the current status does not allow it (409, e.g. a replayed offline pause of a cancelled one).
 */
export type TTransitionCheck = 'ok' | 'forbidden' | 'statusNotAllowed';

export function checkTransition(action: StatusChangeAction, actor: TTransitionActor, subject: TTransitionSubject): TTransitionCheck {
  const t = STATUS_TRANSITIONS[action];
  if (!hasPermission(actor.role, t.permission)) return 'forbidden';
  if (t.scope === 'own' && !subject.ownerOrganisationIds.includes(actor.organisationId)) return 'forbidden';
  return (t.from as readonly number[]).includes(subject.status) ? 'ok' : 'statusNotAllowed';
}

/** The actions the actor may take now, in menu order (GET /Acquisitions/{id}/allowedActions, statusOptions). */
export function allowedActions(actor: TTransitionActor, subject: TTransitionSubject): StatusChangeAction[] {
  return STATUS_ACTIONS.filter((a) => checkTransition(a, actor, subject) === 'ok');
}

/** Does the role hold a permission that makes allowed actions worth fetching (spec 001 s4.1)? */
export function mayFetchAllowedActions(role: string | null | undefined): boolean {
  return Object.values(STATUS_TRANSITIONS).some((t) => hasPermission(role, t.permission));
}
