import { z } from 'zod';
import { defineCall } from '../contract';

/** A company; its npdId is the organisation id (npdIdCompany). */
export const ZCompany = z.object({ npdId: z.number().int(), name: z.string(), prefix: z.string().nullable() });
export type TCompany = z.infer<typeof ZCompany>;

/** Country: ISO 3166-1 alpha-2 code and Norwegian name. */
export const ZCountry = z.object({ code: z.string(), name: z.string() });
export type TCountry = z.infer<typeof ZCountry>;

/** All active companies, by name. */
export const companiesCall = defineCall({ method: 'GET', path: '/Company', response: z.array(ZCompany), auth: 'context' });
/** Companies that have a prefix (the ones an acquisition may be reported on behalf of). */
export const companiesWithPrefixesCall = defineCall({
  method: 'GET',
  path: '/Company/withPrefixes',
  response: z.array(ZCompany),
  auth: 'context',
});
/** Whether the caller's organisation (of the user context) has a prefix. */
export const companyHasPrefixCall = defineCall({ method: 'GET', path: '/Company/hasPrefix', response: z.boolean(), auth: 'context' });
/** Countries by Norwegian name. */
export const countriesCall = defineCall({ method: 'GET', path: '/Country', response: z.array(ZCountry), auth: 'context' });
