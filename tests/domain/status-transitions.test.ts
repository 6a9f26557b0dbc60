import { describe, expect, it } from 'vitest';
import { AccomplishmentStatus as S } from '@/domain/enums/accomplishment-status';
import { StatusChangeAction as A, type StatusChangeAction } from '@/domain/enums/status-change-action';
import { ROLES } from '@/domain/roles';
import { allowedActions, checkTransition, mayFetchAllowedActions, STATUS_TRANSITIONS } from '@/domain/rules/status-transitions';

/**
 * The whole matrix: every status x every action x every role, for a user of the owning organisation and of another.
 * The expectation is written out from spec 000 s4/s6, spec 001 s4.1 and docs/decisions.md, not read from the table.
 */
const NOTIFIERS = ['daq_innmelder_selskap', 'daq_innmelder_od'];
const FROM: Record<StatusChangeAction, number[]> = {
  [A.Startup]: [S.Planlagt],
  [A.Pause]: [S.Pågående],
  [A.Resume]: [S.Pause],
  [A.Cancel]: [S.Under_Behandling, S.Planlagt, S.Pågående, S.Pause],
  [A.Finish]: [S.Pågående, S.Pause],
  [A.FinishWithDocumentation]: [S.Ferdig],
};
function expected(action: StatusChangeAction, role: string, own: boolean, status: number): string {
  const holds = action === A.FinishWithDocumentation ? role === 'daq_saksbehandler_od' : NOTIFIERS.includes(role);
  if (!holds) return 'forbidden';
  if (action !== A.FinishWithDocumentation && !own) return 'forbidden';
  return FROM[action].includes(status) ? 'ok' : 'statusNotAllowed';
}

const OWNER = 1001;
const STATUSES = Object.values(S);
const ACTIONS = Object.values(A);

describe('status transition table', () => {
  it('answers every status x action x role x own/other organisation as the rules say', () => {
    let cases = 0;
    for (const status of STATUSES)
      for (const action of ACTIONS)
        for (const role of [...ROLES, 'DAQ_INNMELDER_SELSKAP', 'unknown_role'])
          for (const own of [true, false]) {
            const got = checkTransition(action, { role, organisationId: own ? OWNER : 2002 }, { status, ownerOrganisationIds: [OWNER] });
            expect(got, `${action} ${role} ${own ? 'own' : 'other'} ${status}`).toBe(expected(action, role.toLowerCase(), own, status));
            cases++;
          }
    expect(cases).toBe(STATUSES.length * ACTIONS.length * (ROLES.length + 2) * 2);
  });

  it('counts the on-behalf company as an owner', () => {
    const subject = { status: S.Pågående, ownerOrganisationIds: [100, 1001] };
    expect(checkTransition(A.Pause, { role: 'daq_innmelder_selskap', organisationId: 1001 }, subject)).toBe('ok');
    expect(checkTransition(A.Pause, { role: 'daq_innmelder_od', organisationId: 100 }, subject)).toBe('ok');
  });

  it('lists allowed actions in menu order and agrees with checkTransition', () => {
    const actor = { role: 'daq_innmelder_selskap', organisationId: OWNER };
    expect(allowedActions(actor, { status: S.Pågående, ownerOrganisationIds: [OWNER] })).toEqual([A.Pause, A.Finish, A.Cancel]);
    expect(allowedActions(actor, { status: S.Pause, ownerOrganisationIds: [OWNER] })).toEqual([A.Resume, A.Finish, A.Cancel]);
    expect(allowedActions(actor, { status: S.Planlagt, ownerOrganisationIds: [OWNER] })).toEqual([A.Startup, A.Cancel]);
    expect(allowedActions(actor, { status: S.Avlyst, ownerOrganisationIds: [OWNER] })).toEqual([]);
    expect(allowedActions({ role: 'daq_saksbehandler_od', organisationId: 1 }, { status: S.Ferdig, ownerOrganisationIds: [OWNER] })).toEqual([
      A.FinishWithDocumentation,
    ]);
  });

  it('writes a message of the action on every transition and leads startup/finish through their reports', () => {
    expect(STATUS_TRANSITIONS[A.Pause].messageType).toBe(1001);
    expect(STATUS_TRANSITIONS[A.Resume].messageType).toBe(1002);
    expect(STATUS_TRANSITIONS[A.Cancel].messageType).toBe(1003);
    expect(STATUS_TRANSITIONS[A.Startup]).toMatchObject({ messageType: 1000, via: 'startupReport', to: S.Pågående });
    expect(STATUS_TRANSITIONS[A.Finish]).toMatchObject({ messageType: 1004, via: 'finishReport', to: S.Ferdig });
  });

  it('fetches allowed actions only for the status and fisheries permissions', () => {
    expect(ROLES.filter(mayFetchAllowedActions)).toEqual(['daq_innmelder_selskap', 'daq_innmelder_od', 'daq_saksbehandler_od']);
  });
});
