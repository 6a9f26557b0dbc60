import { describe, expect, it } from 'vitest';
import { acquisitionConfigOf } from '@/domain/draft/acquisition-config';
import { amendmentProblems, type AmendmentContext } from '@/domain/rules/amendment-rules';
import type { TSectionEdit } from '@/domain/schemas/acquisition-amendments';

const ctx: AmendmentContext = {
  today: '2027-01-01',
  status: 10,
  acquisitionConfig: acquisitionConfigOf(2521, 1000),
  stored: { plannedStartDate: '2027-02-01', plannedEndDate: '2027-03-01' },
};
type Person = TSectionEdit<'ContactPersons'>['contactPersons'][number];
const own = (extra: Partial<Person> = {}): Person => ({ representing: 'Company', isOnBehalfOfCompany: false, userProfileId: '00000000-0000-4000-8000-000000000001', firstName: 'Kari', lastName: 'Nordmann', email: 'kari@example.no', phone: '', ...extra });
const behalf = (extra: Partial<Person> = {}): Person => ({ ...own(), userProfileId: null, isOnBehalfOfCompany: true, firstName: 'Per', lastName: 'Hansen', email: 'per@example.no', phone: '', ...extra });
const problems = (contactPersons: Person[]) => amendmentProblems('ContactPersons', { contactPersons }, ctx).map((p) => `${p.field}:${p.key}`);

describe('contact person rules of an amendment (spec 001 s5; the wizard’s rules of the on-behalf contact)', () => {
  it('the owner’s contact person must be a user', () => {
    expect(problems([own()])).toEqual([]);
    expect(problems([own({ userProfileId: null })])).toEqual(['contactPersons.0.userProfileId:contactPersonRequired']);
  });

  it('the on-behalf company’s contact: names and e-mail required, the e-mail well formed, the phone optional', () => {
    expect(problems([own(), behalf()])).toEqual([]);
    expect(problems([own(), behalf({ firstName: ' ', lastName: '', email: '' })])).toEqual([
      'contactPersons.1.firstName:required',
      'contactPersons.1.lastName:required',
      'contactPersons.1.email:required',
    ]);
    expect(problems([own(), behalf({ email: 'ikke-en-adresse' })])).toEqual(['contactPersons.1.email:email']);
  });

  it('the contractor has no blocking rule (none is allowed)', () => {
    expect(amendmentProblems('Conductor', { companyConductorNpdId: null }, ctx)).toEqual([]);
  });
});
