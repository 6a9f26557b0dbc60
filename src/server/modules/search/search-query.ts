import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_MARK, searchWords, type TCaseHit, type TMessageHit, type TSearchResult } from '../../../domain/schemas/search';
import { viewerParty } from '../../../domain/message-visibility';
import { Party } from '../../../domain/roles';
import type { TViewer } from '../../../domain/visibility';
import { caseOpensFor, messageVisibleTo } from '../../access/search-visibility';
import type { Db } from '../../db/client';

/** Words shorter than this match by their stem and as a prefix only (a trigram needs three letters). */
export const INFIX_MIN = 3;
/** At most this many words that hold a query word join its query (the shortest first). */
const INFIX_WORDS = 64;
/**
 * Each list is ranked among its newest hits the viewer may see, at most this many (or `limit` when more). The hits
 * are found through the GIN indexes first (materialized: the work follows the number of rows holding the words, never
 * a scan in time order that a rare word would take through the whole table), then the viewer's rules, then the rank.
 */
const CANDIDATES = 50;

/**
 * One word's tsquery: its Norwegian stem, a prefix of a written word ('gyte' finds 'gytefelt', 'nke26' finds
 * 'NKE2601'), from 7 letters on its first letters less two, which finds the neighbour forms the stemmer leaves apart
 * ('seismikk' and 'seismisk': 'seismi:*'), and from 3 letters on every known word that holds it ('hvit': 'snøhvit',
 * 'snøhvitfeltet'; search_words and its trigram index, migration 0018).
 */
function wordTsquery(w: string): SQL {
  const forms = [sql`plainto_tsquery('norwegian', ${w})`, sql`to_tsquery('simple', ${`${w}:*`})`];
  if ([...w].length >= 7) forms.push(sql`to_tsquery('simple', ${`${[...w].slice(0, -2).join('')}:*`})`);
  if ([...w].length >= INFIX_MIN) {
    forms.push(sql`coalesce((select string_agg(quote_literal(s.word), ' | ')::tsquery from (
      select word from search_words where word like ${`%${w}%`} and word not like ${`${w}%`} and word !~ '[''\\\\]'
      order by length(word), word limit ${INFIX_WORDS}) s), ''::tsquery)`);
  }
  return sql`(${sql.join(forms, sql` || `)})`;
}

/**
 * The tsquery of the words (all must match), as text: made in one short query first, so the queries that use it
 * hold it as a value the planner sees (a common word is read in time order, a rare one through the GIN index).
 * Words hold letters and digits only (searchWords): nothing in them is a LIKE wildcard.
 */
async function tsqueryText(db: Db, words: string[]): Promise<string> {
  const result = await db.execute(sql`select (${sql.join(words.map(wordTsquery), sql` && `)})::text as tsq`);
  return (result as unknown as { rows: { tsq: string }[] }).rows[0]?.tsq ?? '';
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const HEADLINE = `StartSel="${SEARCH_MARK.start}", StopSel="${SEARCH_MARK.end}", MaxFragments=2, MaxWords=18, MinWords=6, FragmentDelimiter=" … "`;
const ORGANISATION_TSV = sql`(to_tsvector('norwegian'::regconfig, o.name) || to_tsvector('simple'::regconfig, o.name))`;

async function caseHits(db: Db, viewer: TViewer, tsq: string, limit: number): Promise<TCaseHit[]> {
  const q = sql`${tsq}::tsquery`;
  const rows = await db.execute(sql`
    with matched as materialized (
      select a.id from acquisitions a where a.search_tsv @@ ${q}
      union
      select a.id from organisations o join acquisitions a on a.company_id = o.id where ${ORGANISATION_TSV} @@ ${q}
      union
      select av.acquisition_id from acquisition_vessels av join vessels v on v.id = av.vessel_id
        where to_tsvector('simple'::regconfig, v.name) @@ ${q}
    ),
    seen as (
      select a.id from matched h join acquisitions a on a.id = h.id left join acquisition_inputs ai on ai.acquisition_id = a.id
      where ${caseOpensFor(viewer)} order by a.npd_id desc limit ${Math.max(CANDIDATES, limit)}
    )
    select a.id as "acquisitionId", a.npd_id as "npdId", a.name, o.name as "companyName", a.status, a.ocean_area as "oceanArea"
    from seen h join acquisitions a on a.id = h.id left join organisations o on o.id = a.company_id
    order by ts_rank(a.search_tsv, ${q}) desc, a.npd_id desc nulls last
    limit ${limit}`);
  return rowsOf<TCaseHit>(rows);
}

/**
 * From this many rows holding the words on (as the planner estimates them from the column's statistics; its estimates
 * run high, not low), the words are common: the newest rows are read in time order instead. A company sees about an
 * eighth of the rows (its own cases, not the authorities' messages), so reading in time order pays off only later.
 */
const COMMON_AT = { authority: 5000, company: 20000 } as const;

/** The planner's estimate of the rows holding the words (EXPLAIN: no row is read). */
async function estimatedRows(db: Db, table: 'messages' | 'attachments', q: SQL): Promise<number> {
  const result = await db.execute(sql`explain (format json) select 1 from ${sql.identifier(table)} t where t.search_tsv @@ ${q}`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  const value = row ? Object.values(row)[0] : undefined;
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return plan?.[0]?.Plan?.['Plan Rows'] ?? 0;
}

/**
 * What a query's words become, kept a minute per database (at most 1,000 queries, the oldest dropped first): the
 * tsquery with the words that hold them, and the planner's estimates of the rows holding it. A word written since
 * joins another's expansion within the minute; stems and prefixes match at once (they are not in the expansion).
 */
interface TPrepared {
  tsq: string;
  estimates?: Promise<{ messages: number; files: number }>;
  until: number;
}
const PREPARED_MS = 60_000;
const PREPARED_MAX = 1000;
const prepared = new WeakMap<Db, Map<string, TPrepared>>();

async function prepare(db: Db, words: string[]): Promise<TPrepared> {
  let cache = prepared.get(db);
  if (!cache) prepared.set(db, (cache = new Map()));
  const key = words.join(' ');
  const now = Date.now();
  const found = cache.get(key);
  if (found && found.until > now) return found;
  const entry: TPrepared = { tsq: await tsqueryText(db, words), until: now + PREPARED_MS };
  cache.delete(key);
  cache.set(key, entry);
  if (cache.size > PREPARED_MAX) cache.delete(cache.keys().next().value!);
  return entry;
}

async function isCommon(db: Db, entry: TPrepared, at: number): Promise<boolean> {
  const q = sql`${entry.tsq}::tsquery`;
  entry.estimates ??= Promise.all([estimatedRows(db, 'messages', q), estimatedRows(db, 'attachments', q)]).then(
    ([messages, files]) => ({ messages, files }),
    (error: unknown) => {
      entry.estimates = undefined; // not kept: the next search asks again
      throw error;
    },
  );
  const { messages, files } = await entry.estimates;
  return messages >= at || files >= at;
}

async function messageHits(db: Db, viewer: TViewer, entry: TPrepared, limit: number, acquisitionId?: string): Promise<TMessageHit[]> {
  const q = sql`${entry.tsq}::tsquery`;
  const n = Math.max(CANDIDATES, limit);
  const seen = sql`${caseOpensFor(viewer)} and ${messageVisibleTo(viewer)}`;
  const viewerJoin = sql`join acquisitions a on a.id = m.acquisition_id left join acquisition_inputs ai on ai.acquisition_id = a.id`;
  const columns = sql`m.id, m.acquisition_id, m.created_at, m.message_type, m.author_party, m.recipient_parties`;
  // Rare words (and one case's messages): every row holding them, through the GIN indexes, then the viewer's rules.
  // Common words: messages and attachments read newest first until enough the viewer may see are found.
  const hits =
    !acquisitionId && (await isCommon(db, entry, viewerParty(viewer.role) === Party.Company ? COMMON_AT.company : COMMON_AT.authority))
      ? sql`
      (select m.id, m.created_at from messages m ${viewerJoin} where m.search_tsv @@ ${q} and ${seen} order by m.created_at desc limit ${n})
      union
      (select m.id, m.created_at from attachments f join messages m on m.id = f.message_id ${viewerJoin}
        where f.search_tsv @@ ${q} and ${seen} order by f.created_at desc limit ${n})`
      : sql`
      with matched as materialized (
        select ${columns} from messages m where m.search_tsv @@ ${q} ${acquisitionId ? sql`and m.acquisition_id = ${acquisitionId}` : sql``}
        union
        select ${columns} from attachments f join messages m on m.id = f.message_id
          where f.search_tsv @@ ${q} ${acquisitionId ? sql`and f.acquisition_id = ${acquisitionId}` : sql``}
      )
      select m.id, m.created_at from matched m ${viewerJoin} where ${seen} order by m.created_at desc limit ${n}`;
  const rows = await db.execute(sql`
    with hits as (${hits}),
    ranked as (
      select m.id, greatest(ts_rank(m.search_tsv, ${q}),
        coalesce((select max(ts_rank(f.search_tsv, ${q})) from attachments f where f.message_id = m.id and f.search_tsv @@ ${q}), 0)) as rank
      from hits h join messages m on m.id = h.id
      order by 2 desc, m.created_at desc
      limit ${limit}
    )
    select m.acquisition_id as "acquisitionId", a.name as "acquisitionName", a.npd_id as "npdId", m.id as "messageId",
      m.message_type as "messageType", m.created_at as "createdDate", m.author_party as "authorParty",
      ts_headline('norwegian', coalesce(m.content, '') || ' ' || coalesce(m.comment, ''), ${q}, ${HEADLINE}) as snippet,
      coalesce((select array_agg(f.name order by f.name) from attachments f where f.message_id = m.id and f.search_tsv @@ ${q}), '{}') as "attachmentNames"
    from ranked r join messages m on m.id = r.id join acquisitions a on a.id = m.acquisition_id
    order by r.rank desc, m.created_at desc`);
  return rowsOf<TMessageHit & { createdDate: string | Date }>(rows).map((r) => ({
    ...r,
    createdDate: new Date(r.createdDate).toISOString(),
    snippet: r.snippet.trim(),
  }));
}

/** The viewer's hits: cases (unless within one case) and messages, each list ranked, at most `limit` of each. */
export async function search(db: Db, viewer: TViewer, query: { q: string; acquisitionId?: string; limit: number }): Promise<TSearchResult> {
  const words = searchWords(query.q);
  if (!words.length) return { cases: [], messages: [] };
  const entry = await prepare(db, words);
  if (!entry.tsq) return { cases: [], messages: [] };
  const [cases, messages] = await Promise.all([
    query.acquisitionId ? Promise.resolve([]) : caseHits(db, viewer, entry.tsq, query.limit),
    messageHits(db, viewer, entry, query.limit, query.acquisitionId),
  ]);
  return { cases, messages };
}
