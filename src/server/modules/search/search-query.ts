import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_MARK, searchWords, type TCaseHit, type TMessageHit, type TSearchResult } from '../../../domain/schemas/search';
import type { TViewer } from '../../../domain/visibility';
import { caseOpensFor, messageVisibleTo } from '../../access/search-visibility';
import type { Db } from '../../db/client';

/** One word's tsquery: its Norwegian stem, a prefix of a written word ('gyte' finds 'gytefelt', 'nke26' finds
 * 'NKE2601') and, from 7 letters on, its first letters less two, which finds the neighbour forms the stemmer leaves
 * apart ('seismikk' and 'seismisk': 'seismi:*'). */
function wordTsquery(w: string): SQL {
  const forms = [sql`plainto_tsquery('norwegian', ${w})`, sql`to_tsquery('simple', ${`${w}:*`})`];
  if ([...w].length >= 7) forms.push(sql`to_tsquery('simple', ${`${[...w].slice(0, -2).join('')}:*`})`);
  return sql`(${sql.join(forms, sql` || `)})`;
}

/** The tsquery of all the words (for ranking and the snippet's marks). */
export function tsqueryOf(words: string[]): SQL {
  return sql.join(words.map(wordTsquery), sql` && `);
}

/** Words shorter than this match by their stem and as a prefix only (a trigram index needs three letters). */
export const INFIX_MIN = 3;

/**
 * Does a row match every word? Each word by its tsquery on the row's tsvector column (a GIN index) or, from three
 * letters on, anywhere inside the row's text (`ILIKE '%word%'`, a pg_trgm GIN index over the same expression,
 * migration 0018): 'hvit' finds 'Snøhvit', '2601' finds 'NKE2601'. Words hold letters and digits only (searchWords),
 * so nothing in them is a LIKE wildcard.
 */
function matchesAll(tsv: SQL, text: SQL, words: string[]): SQL {
  const each = words.map((w) => {
    const stem = sql`${tsv} @@ ${wordTsquery(w)}`;
    return [...w].length >= INFIX_MIN ? sql`(${stem} or ${text} ilike ${`%${w}%`})` : stem;
  });
  return sql`(${sql.join(each, sql` and `)})`;
}

/** The texts the trigram indexes of migration 0018 cover, written exactly as there (else no index serves). */
const MESSAGE_TEXT = sql`(coalesce(m.content, '') || ' ' || coalesce(m.comment, ''))`;
const CASE_TEXT = sql`(coalesce(a.name, '') || ' ' || coalesce(a.npd_id::text, ''))`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const HEADLINE = `StartSel="${SEARCH_MARK.start}", StopSel="${SEARCH_MARK.end}", MaxFragments=2, MaxWords=18, MinWords=6, FragmentDelimiter=" … "`;

const ORGANISATION_TSV = sql`(to_tsvector('norwegian'::regconfig, o.name) || to_tsvector('simple'::regconfig, o.name))`;

async function caseHits(db: Db, viewer: TViewer, words: string[], limit: number): Promise<TCaseHit[]> {
  const rows = await db.execute(sql`
    with q as (select ${tsqueryOf(words)} as tsq),
    hits as (
      select a.id from acquisitions a where ${matchesAll(sql`a.search_tsv`, CASE_TEXT, words)}
      union
      select a.id from acquisitions a join organisations o on o.id = a.company_id
        where ${matchesAll(ORGANISATION_TSV, sql`o.name`, words)}
      union
      select av.acquisition_id from acquisition_vessels av join vessels v on v.id = av.vessel_id
        where ${matchesAll(sql`to_tsvector('simple'::regconfig, v.name)`, sql`v.name`, words)}
    )
    select a.id as "acquisitionId", a.npd_id as "npdId", a.name, o.name as "companyName", a.status, a.ocean_area as "oceanArea"
    from hits h join acquisitions a on a.id = h.id
      left join acquisition_inputs ai on ai.acquisition_id = a.id
      left join organisations o on o.id = a.company_id, q
    where ${caseOpensFor(viewer)}
    order by ts_rank(a.search_tsv, q.tsq) desc, a.npd_id desc nulls last
    limit ${limit}`);
  return rowsOf<TCaseHit>(rows);
}

async function messageHits(db: Db, viewer: TViewer, words: string[], limit: number, acquisitionId?: string): Promise<TMessageHit[]> {
  const inCase = acquisitionId ? sql`and m.acquisition_id = ${acquisitionId}` : sql``;
  const rows = await db.execute(sql`
    with q as (select ${tsqueryOf(words)} as tsq),
    hits as (
      select m.id, ts_rank(m.search_tsv, q.tsq) as rank from messages m, q where ${matchesAll(sql`m.search_tsv`, MESSAGE_TEXT, words)} ${inCase}
      union all
      select f.message_id, ts_rank(f.search_tsv, q.tsq) from attachments f, q
        where f.message_id is not null and ${matchesAll(sql`f.search_tsv`, sql`f.name`, words)} ${acquisitionId ? sql`and f.acquisition_id = ${acquisitionId}` : sql``}
    ),
    best as (
      select m.id, m.acquisition_id, a.name, a.npd_id, m.message_type, m.created_at, m.author_party, m.content, m.comment, max(h.rank) as rank
      from hits h join messages m on m.id = h.id join acquisitions a on a.id = m.acquisition_id
        left join acquisition_inputs ai on ai.acquisition_id = a.id
      where ${caseOpensFor(viewer)} and ${messageVisibleTo(viewer)}
      group by m.id, a.id
      order by max(h.rank) desc, m.created_at desc
      limit ${limit}
    )
    select b.acquisition_id as "acquisitionId", b.name as "acquisitionName", b.npd_id as "npdId", b.id as "messageId",
      b.message_type as "messageType", b.created_at as "createdDate", b.author_party as "authorParty",
      ts_headline('norwegian', coalesce(b.content, '') || ' ' || coalesce(b.comment, ''), q.tsq, ${HEADLINE}) as snippet,
      coalesce((select array_agg(f.name order by f.name) from attachments f where f.message_id = b.id and ${matchesAll(sql`f.search_tsv`, sql`f.name`, words)}), '{}') as "attachmentNames"
    from best b, q
    order by b.rank desc, b.created_at desc`);
  return rowsOf<TMessageHit & { createdDate: string | Date }>(rows).map((r) => ({
    ...r,
    createdDate: new Date(r.createdDate).toISOString(),
    snippet: markInfixes(r.snippet.trim(), words),
  }));
}

/**
 * A snippet of a hit found inside a word ('hvit' in 'Snøhvit') has no marks from ts_headline, which knows whole
 * words only: its words' places inside the text are marked here instead.
 */
export function markInfixes(snippet: string, words: string[]): string {
  if (snippet.includes(SEARCH_MARK.start)) return snippet;
  const infixes = words.filter((w) => [...w].length >= INFIX_MIN);
  if (!infixes.length) return snippet;
  const pattern = new RegExp(`(${infixes.join('|')})`, 'giu');
  return snippet.replace(pattern, `${SEARCH_MARK.start}$1${SEARCH_MARK.end}`);
}

/** The viewer's hits: cases (unless within one case) and messages, each list ranked, at most `limit` of each. */
export async function search(db: Db, viewer: TViewer, query: { q: string; acquisitionId?: string; limit: number }): Promise<TSearchResult> {
  const words = searchWords(query.q);
  if (!words.length) return { cases: [], messages: [] };
  const [cases, messages] = await Promise.all([
    query.acquisitionId ? Promise.resolve([]) : caseHits(db, viewer, words, query.limit),
    messageHits(db, viewer, words, query.limit, query.acquisitionId),
  ]);
  return { cases, messages };
}
