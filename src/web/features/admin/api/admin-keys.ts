import type { z } from 'zod';
import type { ZAdminLicenceQuery } from '@/domain/schemas/admin-licences';

/** Query keys of the admin area. */
export const adminKeys = {
  all: ['admin'] as const,
  vessels: ['admin', 'vessels'] as const,
  harbours: ['admin', 'harbours'] as const,
  fisheriesExperts: ['admin', 'fisheriesExperts'] as const,
  users: ['admin', 'users'] as const,
  licences: (query: z.input<typeof ZAdminLicenceQuery>) => ['admin', 'licences', query] as const,
  licencesAll: ['admin', 'licences'] as const,
  licenceEditable: (id: string) => ['admin', 'licenceEditable', id] as const,
  acquisitionSearch: (text: string) => ['admin', 'acquisitionSearch', text] as const,
  countries: ['reference', 'countries'] as const,
  companies: ['reference', 'companies'] as const,
};
