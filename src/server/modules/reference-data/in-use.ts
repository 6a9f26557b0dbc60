import { sql, type SQL } from 'drizzle-orm';

/**
 * "In use" is computed from the link tables, never stored: an item is in use while any
 * acquisition (draft or not) refers to it. Written with qualified names, since drizzle leaves
 * columns unqualified in a select without joins.
 */
const inUse = (link: string, column: string, table: string): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${sql.raw(`"${link}" l where l."${column}" = "${table}"."id"`)})`;

export const vesselInUse = inUse('acquisition_vessels', 'vessel_id', 'vessels');
export const harbourInUse = inUse('acquisition_vessel_harbours', 'harbour_id', 'harbours');
export const fisheriesExpertInUse = inUse('acquisition_fisheries_experts', 'fisheries_expert_id', 'fisheries_experts');
export const licenceInUse = inUse('acquisition_licences', 'licence_id', 'licences');

/** Timestamps come back as text in PostgreSQL's format; the API answers ISO 8601. */
export function isoOrNull(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value).toISOString();
}
