import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_MARK, searchWords, type TCaseHit, type TMessageHit, type TSearchResult } from '../../../domain/schemas/search';
import type { TViewer } from '../../../domain/visibility';
import { caseOpensFor, messageVisibleTo } from '../../access/search-visibility';
import type { Db } from '../../db/client';

/**
 * The tsquery of the words: each word matches by its Norwegian stem, as a prefix of a written word ('gyte' finds
 * 'gytefelt', 'nke26' finds 'NKE2601') and, from 7 letters on, by its first letters less two, which finds the
 * neighbour forms the stemmer leaves apart ('seismikk' and 'seismisk': 'seismi:*'). All words must match.
 */
export function tsqueryOf(words: string[]): SQL {
  const terms = words.map((w) => {
    const forms = [sql`plainto_tsquery('norwegian', ${w})`, sql`to_tsquery('simple', ${`${w}:*`})`];
    if ([...w].length >= 7) forms.push(sql`to_tsquery('simple', ${`${[...w].slice(0, -2).join('')}:*`})`);
    return sql`(${sql.join(forms, sql` || `)})`;
  });
  return sql.join(terms, sql` && `);
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const HEADLINE = `StartSel="${SEARCH_MARK.start}", StopSel="${SEARCH_MARK.end}", MaxFragments=2, MaxWords=18, MinWords=6, FragmentDelimiter=" … "`;

async function caseHits(db: Db, viewer: TViewer, tsq: SQL, limit: number): Promise<TCaseHit[]> {
  const rows = await db.execute(sql`
    with q as (select ${tsq} as tsq),
    hits as (
      select a.id from acquisitions a, q where a.search_tsv @@ q.tsq
      union
      select a.id from acquisitions a join organisations o on o.id = a.company_id, q
        where (to_tsvector('norwegian'::regconfig, o.name) || to_tsvector('simple'::regconfig, o.name)) @@ q.tsq
      union
      select av.acquisition_id from acquisition_vessels av join vessels v on v.id = av.vessel_id, q
        where to_tsvector('simple'::regconfig, v.name) @@ q.tsq
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

async function messageHits(db: Db, viewer: TViewer, tsq: SQL, limit: number, acquisitionId?: string): Promise<TMessageHit[]> {
  const inCase = acquisitionId ? sql`and m.acquisition_id = ${acquisitionId}` : sql``;
  const rows = await db.execute(sql`
    with q as (select ${tsq} as tsq),
    hits as (
      select m.id, ts_rank(m.search_tsv, q.tsq) as rank from messages m, q where m.search_tsv @@ q.tsq ${inCase}
      union all
      select f.message_id, ts_rank(f.search_tsv, q.tsq) from attachments f, q
        where f.message_id is not null and f.search_tsv @@ q.tsq ${acquisitionId ? sql`and f.acquisition_id = ${acquisitionId}` : sql``}
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
      coalesce((select array_agg(f.name order by f.name) from attachments f where f.message_id = b.id and f.search_tsv @@ q.tsq), '{}') as "attachmentNames"
    from best b, q
    order by b.rank desc, b.created_at desc`);
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
  const tsq = tsqueryOf(words);
  const [cases, messages] = await Promise.all([
    query.acquisitionId ? Promise.resolve([]) : caseHits(db, viewer, tsq, query.limit),
    messageHits(db, viewer, tsq, query.limit, query.acquisitionId),
  ]);
  return { cases, messages };
}
