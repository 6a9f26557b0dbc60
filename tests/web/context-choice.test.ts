import { describe, expect, it } from 'vitest';
import { ApiError } from '@/web/api/api-error';
import { contextErrorText, resumedChoice, soleChoice } from '@/web/features/auth/context-choice';

const org = (id: number, roles: string[]) => ({
  id,
  name: `Org ${id}`,
  kind: 'company' as const,
  roles: roles.map((role) => ({ id: role as 'daq_innmelder_selskap' })),
});

describe('role selector choice', () => {
  it('chooses at once when there is one organisation with one role', () => {
    expect(soleChoice({ organizations: [org(1001, ['daq_innmelder_selskap'])] })).toEqual({
      organizationId: 1001,
      roleId: 'daq_innmelder_selskap',
    });
  });

  it('lets the user choose when there are several organisations or roles, and has nothing for none', () => {
    expect(
      soleChoice({
        organizations: [org(1002, ['daq_innmelder_selskap']), org(100, ['daq_saksbehandler_od'])],
      }),
    ).toBeNull();
    expect(
      soleChoice({ organizations: [org(100, ['daq_saksbehandler_od', 'daq_godkjenner_od'])] }),
    ).toBeNull();
    expect(soleChoice({ organizations: [] })).toBeNull();
    expect(soleChoice(undefined)).toBeNull();
  });

  it('sends a choice made before a reload again only while the user still holds that role there', () => {
    const options = { organizations: [org(1002, ['daq_innmelder_selskap']), org(100, ['daq_saksbehandler_od'])] };
    const pending = { organizationId: 100, roleId: 'daq_saksbehandler_od' } as const;
    expect(resumedChoice(options, pending)).toEqual(pending);
    expect(resumedChoice(options, { organizationId: 100, roleId: 'daq_innmelder_selskap' })).toBeNull();
    expect(resumedChoice(options, { organizationId: 1003, roleId: 'daq_innmelder_selskap' })).toBeNull();
    expect(resumedChoice(options, null)).toBeNull();
    expect(resumedChoice(undefined, pending)).toBeNull();
  });

  it('keeps the message of a user context error, or says Unkown error', () => {
    const problem = new ApiError({
      url: '/u',
      responseStatus: 403,
      statusText: 'Forbidden',
      body: { title: 'Forbidden', detail: 'problems:auth.roleNotHeld' },
    });
    expect(contextErrorText(problem, 'Unkown error')).toBe('Du har ikke denne rollen i organisasjonen.');
    expect(contextErrorText(new Error('boom'), 'Unkown error')).toBe('boom');
    expect(contextErrorText('???', 'Unkown error')).toBe('Unkown error');
  });
});
