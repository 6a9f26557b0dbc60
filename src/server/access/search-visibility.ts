import { sql, type SQL } from 'drizzle-orm';
import { DRAFT_STATUS } from '../../domain/enums/accomplishment-status';
import { MESSAGE_AUDIENCE, viewerParty, type TAudience } from '../../domain/message-visibility';
import { Party, normalizeRole, partyOfRole } from '../../domain/roles';
import { maySeeDrafts, type TViewer } from '../../domain/visibility';

/**
 * The access rules of src/domain/visibility.ts (canOpenAcquisition) and src/domain/message-visibility.ts (the
 * message visibility table) as SQL conditions, for queries that must not read a row the viewer may not see (search:
 * no hit, not even a count, from what the viewer may not open). tests/server/search.test.ts checks both against the
 * domain's functions over every row of the demo data, for every role.
 * `a` is the alias of acquisitions (with `ai`, acquisition_inputs, joined), `m` the alias of messages.
 */

const AUTHORITIES: readonly number[] = [Party.Regulator, Party.FisheriesDirectorate, Party.MarineResearchInstitute];

/** May the viewer open the case (canOpenAcquisition)? */
export function caseOpensFor(viewer: TViewer): SQL {
  const role = normalizeRole(viewer.role);
  if (!role) return sql`false`;
  const draftRule = maySeeDrafts(role) ? sql`a.company_id = ${viewer.organisationId}` : sql`false`;
  const caseRule =
    partyOfRole(role) === Party.Company
      ? sql`(a.company_id = ${viewer.organisationId} or ai.on_behalf_of_company_id = ${viewer.organisationId})`
      : sql`true`;
  return sql`(case when a.status = ${sql.raw(String(Number(DRAFT_STATUS)))} then ${draftRule} else ${caseRule} end)`;
}

const typesOf = (audience: TAudience) =>
  Object.entries(MESSAGE_AUDIENCE)
    .filter(([, a]) => a === audience)
    .map(([type]) => Number(type));

/**
 * The types written into the query's text (the code's own integers, never the user's input): a list of constants is
 * looked up in a hash by PostgreSQL for each row, and a prepared statement's generic plan would otherwise build an
 * array of its parameters again for each row it checks.
 */
const inTypes = (types: number[]) => {
  if (!types.every(Number.isInteger)) throw new Error('message types must be integers');
  return sql`m.message_type in (${sql.raw(types.join(', '))})`;
};

/** May the viewer's party see the message (partyMaySeeMessage)? A viewer without a role sees none. */
export function messageVisibleTo(viewer: TViewer): SQL {
  const party = viewerParty(viewer.role);
  if (party === undefined) return sql`false`;
  const authority = AUTHORITIES.includes(party);
  const known = Object.keys(MESSAGE_AUDIENCE).map(Number);
  const rules: SQL[] = [inTypes(typesOf('all')), sql`(${inTypes(typesOf('ownParty'))} and m.author_party = ${party})`];
  if (authority) rules.push(inTypes(typesOf('authorities')), sql`not ${inTypes(known)}`);
  rules.push(
    party === Party.Regulator
      ? inTypes(typesOf('recipients'))
      : sql`(${inTypes(typesOf('recipients'))} and (m.author_party = ${party} or ${party} = any(m.recipient_parties)))`,
  );
  return sql`(${sql.join(rules, sql` or `)})`;
}
