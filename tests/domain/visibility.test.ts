import { describe, expect, it } from 'vitest';
import { ROLES } from '@/domain/roles';
import { canOpenAcquisition, canSeeAcquisition, maySeeDrafts, ownerOrganisationIds, visibilityGroupOf, visibilityOf, type TVisibleAcquisition } from '@/domain/visibility';
import { isPrivilegedRole, lastColumnLabel, rowActions, showsIndicators, showsPrefixWarning } from '@/domain/overview/overview-roles';

const draftOf = (companyId: number | null, createdBy: string | null = null): TVisibleAcquisition => ({ status: 99, companyId, createdBy });
const submitted: TVisibleAcquisition = { status: 10, companyId: 1002, createdBy: 'someone' };

describe('visibility of acquisitions', () => {
  it('shows acquisitions that are not drafts to every role, and nothing without a role', () => {
    for (const role of ROLES) expect(canSeeAcquisition({ role, organisationId: 1001, userId: 'u' }, submitted), role).toBe(true);
    expect(canSeeAcquisition({ role: null, organisationId: 1001, userId: 'u' }, submitted)).toBe(false);
    expect(canSeeAcquisition({ role: 'not_a_role', organisationId: 1001, userId: 'u' }, submitted)).toBe(false);
  });

  it('shows a company notifier the drafts of its own company only', () => {
    const viewer = { role: 'daq_innmelder_selskap', organisationId: 1001, userId: 'kari' };
    expect(canSeeAcquisition(viewer, draftOf(1001))).toBe(true);
    expect(canSeeAcquisition(viewer, draftOf(1002))).toBe(false);
    expect(canSeeAcquisition(viewer, draftOf(null))).toBe(false);
    expect(canSeeAcquisition(viewer, draftOf(1002, 'kari'))).toBe(false);
  });

  it('shows the regulator notifier its own drafts, and no draft to other roles', () => {
    expect(canSeeAcquisition({ role: 'DAQ_INNMELDER_OD', organisationId: 100, userId: 'o' }, draftOf(100))).toBe(true);
    expect(canSeeAcquisition({ role: 'daq_innmelder_od', organisationId: 100, userId: 'o' }, draftOf(1001))).toBe(false);
    for (const role of ROLES.filter((r) => !r.startsWith('daq_innmelder'))) {
      expect(canSeeAcquisition({ role, organisationId: 1001, userId: 'x' }, draftOf(1001, 'x')), role).toBe(false);
      expect(maySeeDrafts(role)).toBe(false);
    }
    expect(maySeeDrafts('daq_innmelder_selskap')).toBe(true);
  });
});

describe('overview roles', () => {
  it('labels the last column by role and warns only privileged roles at companies without prefix', () => {
    expect(isPrivilegedRole('daq_innmelder_selskap')).toBe(true);
    expect(isPrivilegedRole('daq_innmelder_od')).toBe(true);
    expect(lastColumnLabel('daq_innmelder_selskap')).toBe('actions');
    expect(lastColumnLabel('daq_saksbehandler_od')).toBe('proceedings');
    expect(showsPrefixWarning('daq_innmelder_selskap', { kind: 'company', prefix: null })).toBe(true);
    expect(showsPrefixWarning('daq_innmelder_selskap', { kind: 'company', prefix: 'NKE' })).toBe(false);
    expect(showsPrefixWarning('daq_innmelder_od', { kind: 'regulator', prefix: null })).toBe(false);
    expect(showsPrefixWarning('daq_godkjenner_od', { kind: 'company', prefix: null })).toBe(false);
    expect(showsIndicators('daq_godkjenner_hi')).toBe(true);
    expect(showsIndicators(undefined)).toBe(false);
  });

  it('offers delete and continue on drafts to notifiers, details on the rest', () => {
    expect(rowActions('daq_innmelder_selskap', { isDraft: true, status: 99 })).toEqual(['delete', 'zoom', 'continue']);
    expect(rowActions('daq_innmelder_selskap', { isDraft: false, status: 10 })).toEqual(['zoom', 'details']);
    expect(rowActions('daq_innmelder_selskap', { isDraft: false, status: 10, canOpen: false })).toEqual(['zoom']);
    expect(rowActions('daq_saksbehandler_od', { isDraft: false, status: 20 })).toEqual(['zoom', 'details']);
  });
});

describe('visibilityOf (prepared)', () => {
  it('agrees with canSeeAcquisition for every role and case', () => {
    const cases = [draftOf(1001), draftOf(1002), draftOf(null, 'kari'), draftOf(1002, 'other'), submitted, { status: -1, companyId: null, createdBy: null }];
    for (const role of [...ROLES, null, 'nonsense']) {
      const viewer = { role, organisationId: 1001, userId: 'kari' };
      const prepared = visibilityOf(viewer);
      for (const c of cases) expect(prepared(c), `${role} ${JSON.stringify(c)}`).toBe(canSeeAcquisition(viewer, c));
    }
  });
});

describe('visibilityGroupOf', () => {
  it('puts viewers who see the same rows in one group, and the notifiers of each organisation in their own', () => {
    const group = (role: string, organisationId: number, userId: string) => visibilityGroupOf({ role, organisationId, userId });
    expect(group('daq_saksbehandler_od', 100, 'a')).toBe(group('daq_godkjenner_hi', 300, 'b'));
    expect(group('daq_innmelder_selskap', 1001, 'a')).not.toBe(group('daq_innmelder_selskap', 1002, 'a'));
    expect(group('daq_innmelder_selskap', 1001, 'a')).toBe(group('daq_innmelder_selskap', 1001, 'b'));
    expect(group('daq_innmelder_selskap', 1001, 'a')).not.toBe(group('daq_saksbehandler_od', 1001, 'a'));
  });
});

describe('canOpenAcquisition (the case: page, timeline, details, changes)', () => {
  const acquisition = { status: 20, companyId: 1001, createdBy: 'kari', onBehalfOfCompanyId: null };
  it('opens a company user only its own company cases, the authorities every case', () => {
    for (const role of ROLES) {
      const own = canOpenAcquisition({ role, organisationId: 1001, userId: 'x' }, acquisition);
      const other = canOpenAcquisition({ role, organisationId: 1002, userId: 'kari' }, acquisition);
      expect(own, role).toBe(true);
      expect(other, role).toBe(role !== 'daq_innmelder_selskap');
    }
    expect(canOpenAcquisition({ role: null, organisationId: 1001, userId: 'x' }, acquisition)).toBe(false);
  });
  it('opens the on-behalf company its case, and a draft only to notifiers of its organisation', () => {
    const onBehalf = { status: 1, companyId: 100, createdBy: 'o', onBehalfOfCompanyId: 1003 };
    expect(canOpenAcquisition({ role: 'daq_innmelder_selskap', organisationId: 1003, userId: 'y' }, onBehalf)).toBe(true);
    expect(ownerOrganisationIds(onBehalf)).toEqual([100, 1003]);
    const draft = { status: 99, companyId: 1001, createdBy: 'kari' };
    expect(canOpenAcquisition({ role: 'daq_innmelder_selskap', organisationId: 1001, userId: 'z' }, draft)).toBe(true);
    expect(canOpenAcquisition({ role: 'daq_innmelder_selskap', organisationId: 1002, userId: 'kari' }, draft)).toBe(false);
    expect(canOpenAcquisition({ role: 'daq_saksbehandler_od', organisationId: 1001, userId: 'z' }, draft)).toBe(false);
    expect(canOpenAcquisition({ role: 'daq_innmelder_selskap', organisationId: 1003, userId: 'y' }, { ...onBehalf, status: 99 })).toBe(false);
  });
});
