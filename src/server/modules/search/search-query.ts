import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  SEARCH_MARK,
  searchWords,
  type TCaseHit,
  type TMessageHit,
  type TSearchResult,
} from '../../../domain/schemas/search';
import { viewerParty } from '../../../domain/message-visibility';
import { Party } from '../../../domain/roles';
import type { TViewer } from '../../../domain/visibility';
import { caseOpensFor, messageVisibleTo } from '../../access/search-visibility';
import { searchConnections, type Db } from '../../db/client';

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

const dialect = new PgDialect();
interface TNamedQueryClient {
  query(config: string | { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  release(error?: Error): void;
}
interface TPool {
  totalCount: number;
  connect(): Promise<TNamedQueryClient>;
}
/** The values of a search's queries that vary from search to search: the words' tsquery, the case searched within. */
interface TValues {
  tsq: string;
  acquisitionId?: string;
}
/**
 * Runs one of a search's queries (caseHits, messageHits): `build` writes it for the values; `shape` names all else its
 * text and its other parameters follow from (the viewer's role and organisation, the limit, the ways chosen).
 */
type TRun = (shape: string, build: (values: TValues) => SQL) => Promise<unknown>;

/** Stand-ins for the values while a query's text is made (NUL: never in a tsquery nor a uuid). */
const SLOT = { tsq: '\u0000search:tsq', acquisitionId: '\u0000search:case' } as const;
interface TCompiled {
  name: string;
  text: string;
  params: unknown[];
}
/**
 * Queries made into text once per shape and process (at most SHAPES_MAX, forgotten all at once when full): drizzle's
 * text, the shared tsquery parameter and the statement's name cost some 0.4 ms of the service's CPU per search when
 * made for each.
 */
const compiledShapes = new Map<string, TCompiled>();
const SHAPES_MAX = 2000;
function compiled(shape: string, build: (values: TValues) => SQL, withinCase: boolean): TCompiled {
  const key = `${shape}|${withinCase ? 'case' : 'all'}`;
  let found = compiledShapes.get(key);
  if (!found) {
    const query = build({ tsq: SLOT.tsq, acquisitionId: withinCase ? SLOT.acquisitionId : undefined });
    const { text, params } = oneParameter(dialect.sqlToQuery(query), SLOT.tsq);
    found = { name: `search_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text, params };
    if (compiledShapes.size >= SHAPES_MAX) compiledShapes.clear();
    compiledShapes.set(key, found);
  }
  return found;
}

/**
 * The query with every parameter holding `value` (the tsquery, at each @@ and rank: some 15 times, a few kilobytes
 * each for a long infix expansion) made one parameter, so it is sent and read once. Only that value is shared: it is
 * always cast (::tsquery), so its one parameter has one type; drizzle writes $n for parameters only.
 */
function oneParameter(
  query: { sql: string; params: unknown[] },
  value: string,
): { text: string; params: unknown[] } {
  const params: unknown[] = [];
  let shared = 0;
  const numbers = query.params.map((param) => {
    if (param !== value) return params.push(param);
    if (!shared) shared = params.push(param);
    return shared;
  });
  return { text: query.sql.replace(/\$(\d+)\b/g, (_, n: string) => `$${numbers[Number(n) - 1]}`), params };
}

/**
 * Runs a search's queries; on PostgreSQL on one connection, as named prepared statements (named by their text, which
 * varies only with the viewer's party and the way chosen), so that each connection parses each once, with the plan
 * made once per connection and statement (a generic plan: plan_cache_mode, set on the search's own connections,
 * searchConnections, or else for the search's transaction on the service's pool).
 * PostgreSQL otherwise planned each search for its words (a millisecond of CPU per statement, up to 3.5 ms for a long
 * infix expansion, as the tsquery is estimated at each @@), more than running it. The words are parameters; the ways
 * that depend on their frequency are chosen here and written into the text, and the plans are written to hold no
 * choice the words would change (the hits joined to their rows one by one: offset 0).
 */
async function withSearchConnection<T>(db: Db, values: TValues, work: (run: TRun) => Promise<T>): Promise<T> {
  const runOn =
    (connection: Pick<TNamedQueryClient, 'query'>): TRun =>
    (shape, build) => {
      const { name, text, params } = compiled(shape, build, values.acquisitionId !== undefined);
      return connection.query({
        name,
        text,
        values: params.map((param) =>
          param === SLOT.tsq ? values.tsq : param === SLOT.acquisitionId ? values.acquisitionId : param,
        ),
      });
    };
  const own = searchConnections(db);
  if (own) {
    // Read only and generic plans are set once per connection (searchConnections): no transaction. A failed search
    // closes its connection.
    const connection = await own.connect();
    try {
      const result = await work(runOn(connection));
      connection.release();
      return result;
    } catch (error) {
      connection.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  }
  const pool = (db as unknown as { $client?: Partial<TPool> }).$client;
  if (!pool || typeof pool.totalCount !== 'number' || typeof pool.connect !== 'function')
    return work((_shape, build) => db.execute(build(values)));
  const connection = await pool.connect();
  try {
    await connection.query('begin read only; set local plan_cache_mode = force_generic_plan');
    const result = await work(runOn(connection));
    await connection.query('commit');
    connection.release();
    return result;
  } catch (error) {
    // The connection goes back only when its transaction has ended; else it is closed.
    await connection.query('rollback').then(
      () => connection.release(),
      (failure: unknown) =>
        connection.release(failure instanceof Error ? failure : new Error(String(failure))),
    );
    throw error;
  }
}
const HEADLINE = `StartSel="${SEARCH_MARK.start}", StopSel="${SEARCH_MARK.end}", MaxFragments=2, MaxWords=18, MinWords=6, FragmentDelimiter=" … "`;
const ORGANISATION_TSV = sql`(to_tsvector('norwegian'::regconfig, o.name) || to_tsvector('simple'::regconfig, o.name))`;

/**
 * The viewer's case rule checked row by row (a nested loop: each row's case looked up by its key), so that a list read
 * in order stops at the hits it needs instead of joining every case (a hash of all 10,000 cases cost more than the
 * hits themselves). `offset 0` keeps the planner from folding it into a join. `key` is the case id of the outer row.
 */
const caseSeenBy = (viewer: TViewer, key: SQL) =>
  sql`cross join lateral (select 1 from acquisitions a left join acquisition_inputs ai on ai.acquisition_id = a.id
    where a.id = ${key} and ${caseOpensFor(viewer)} offset 0) seen`;

/**
 * For a company's user, the cases it may open lie among its own and those filed on its behalf (caseOpensFor): checked
 * on the row of acquisitions (`alias`) that each branch has anyway, so the other companies' cases drop out before they
 * are ranked. The viewer's rules still decide (caseSeenBy); for the authorities, nothing.
 */
function companyCases(viewer: TViewer, alias = 'a'): SQL {
  if (viewerParty(viewer.role) !== Party.Company) return sql``;
  const t = sql.raw(alias);
  return sql`and (${t}.company_id = ${viewer.organisationId}
    or ${t}.id in (select acquisition_id from acquisition_inputs where on_behalf_of_company_id = ${viewer.organisationId}))`;
}

/**
 * For a company's user, the companies (`o`) whose cases it may open: its own and those whose cases were filed on its
 * behalf; the other companies' names never lead to a case read. For the authorities, every company.
 */
function companiesSeen(viewer: TViewer): SQL {
  if (viewerParty(viewer.role) !== Party.Company) return sql``;
  return sql`and (o.id = ${viewer.organisationId} or o.id in (select a.company_id from acquisition_inputs ai
    join acquisitions a on a.id = ai.acquisition_id where ai.on_behalf_of_company_id = ${viewer.organisationId}))`;
}

/**
 * The viewer's case hits, at most `limit`: ranked among the `n` (CANDIDATES or `limit`) highest-numbered cases the
 * viewer may open that hold the words in their own columns (number, name, sea area: through the GIN index), or whose
 * company or vessel has them in its name. A company's or vessel's cases are read highest number first, per company
 * (acquisitions_company_npd_idx) and per vessel, and stop at the `n` the viewer may open: a word in a company's name
 * ('Seismikk', 'Polarhav') no longer gathers, sorts and checks all its 2,000 cases for the 50 it keeps.
 */
async function caseHits(run: TRun, viewer: TViewer, limit: number): Promise<TCaseHit[]> {
  const n = Math.max(CANDIDATES, limit);
  const rows = await run(`cases|${shapeOf(viewer)}|${limit}`, ({ tsq }) => {
    const q = sql`${tsq}::tsquery`;
    return sql`
    with matched as materialized (
      select a.id, a.npd_id from acquisitions a where a.search_tsv @@ ${q} ${companyCases(viewer)}
      union
      select c.id, c.npd_id from organisations o cross join lateral (select c.id, c.npd_id from acquisitions c
          ${caseSeenBy(viewer, sql`c.id`)} where c.company_id = o.id ${companyCases(viewer, 'c')}
          order by c.npd_id desc limit ${n}) c
        where ${ORGANISATION_TSV} @@ ${q} ${companiesSeen(viewer)}
      union
      select c.id, c.npd_id from vessels v cross join lateral (select c.id, c.npd_id from acquisition_vessels av
          join acquisitions c on c.id = av.acquisition_id ${caseSeenBy(viewer, sql`c.id`)}
          where av.vessel_id = v.id ${companyCases(viewer, 'c')} order by c.npd_id desc limit ${n}) c
        where to_tsvector('simple'::regconfig, v.name) @@ ${q}
    ),
    seen as (
      select h.id from (select * from matched order by npd_id desc offset 0) h
        ${caseSeenBy(viewer, sql`h.id`)}
        order by h.npd_id desc limit ${n}
    )
    select c."acquisitionId", c."npdId", c.name, c."companyName", c.status, c."oceanArea"
    from seen h cross join lateral (select a.id as "acquisitionId", a.npd_id as "npdId", a.name, o.name as "companyName",
        a.status, a.ocean_area as "oceanArea", ts_rank(a.search_tsv, ${q}) as rank
      from acquisitions a left join organisations o on o.id = a.company_id where a.id = h.id offset 0) c
    order by c.rank desc, c."npdId" desc nulls last
    limit ${limit}`;
  });
  return rowsOf<TCaseHit>(rows);
}

/**
 * The share of the rows read that a viewer of the party may see, roughly: an authority most of them; a company, which
 * reads its own cases' rows only (companyRows), the message types it may see of them (about two thirds in the bench's
 * data set, fewer in life).
 */
const VISIBLE_SHARE = { authority: 1, company: 1 / 2 } as const;

/**
 * For a company's user, the rows (messages `m` or attachments `f`) of its own cases, by the case's company copied onto
 * the row (company_id, migration 0021), and of the cases filed on its behalf; undefined for the authorities.
 * `inOrder`: the rows newest first, each set in time order stopping at n: the own cases' by the company's index
 * (company_id, created_at) or, when the company holds a large share of the rows (a fifth in the bench's data set), by
 * the time index skipping the others' rows on the cheap company_id check (the planner chooses; in the bench's data
 * the time index read the table in its order and cost less); the few filed on its behalf each through its case.
 */
function companyRows(viewer: TViewer, alias: 'm' | 'f') {
  if (viewerParty(viewer.role) !== Party.Company) return undefined;
  const t = sql.raw(alias);
  const table = sql.raw(alias === 'm' ? 'messages' : 'attachments');
  const onBehalf = sql`(select acquisition_id from acquisition_inputs where on_behalf_of_company_id = ${viewer.organisationId})`;
  return {
    filter: sql`and (${t}.company_id = ${viewer.organisationId} or ${t}.acquisition_id in ${onBehalf})`,
    inOrder: (select: SQL, from: SQL, where: SQL, n: number) => [
      sql`(select ${select} from ${table} ${t} ${from} where ${t}.company_id = ${viewer.organisationId} and ${where}
        order by ${t}.created_at desc limit ${n})`,
      sql`(select own.id, own.created_at from ${onBehalf} c cross join lateral (select ${select}, ${t}.created_at as sort_at
        from ${table} ${t} ${from} where ${t}.acquisition_id = c.acquisition_id and ${where}
        order by ${t}.created_at desc limit ${n}) own order by own.sort_at desc limit ${n})`,
    ],
  };
}

/** The planner's estimate of the rows holding the words (EXPLAIN: no row is read). */
async function estimatedRows(db: Db, table: 'messages' | 'attachments', q: SQL): Promise<number> {
  const result = await db.execute(
    sql`explain (format json) select 1 from ${sql.identifier(table)} t where t.search_tsv @@ ${q}`,
  );
  const [row] = rowsOf<Record<string, unknown>>(result);
  const value = row ? Object.values(row)[0] : undefined;
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as
    | { Plan?: { 'Plan Rows'?: number } }[]
    | undefined;
  return plan?.[0]?.Plan?.['Plan Rows'] ?? 0;
}

/** The rows of the tables as the statistics hold them (pg_class.reltuples; -1 before the first ANALYZE). */
async function tableRows(db: Db): Promise<{ messages: number; files: number }> {
  const result = await db.execute(sql`select
    (select reltuples from pg_class where oid = 'messages'::regclass)::float8 as messages,
    (select reltuples from pg_class where oid = 'attachments'::regclass)::float8 as files`);
  const [row] = rowsOf<{ messages: number | string; files: number | string }>(result);
  return { messages: Number(row?.messages ?? -1), files: Number(row?.files ?? -1) };
}

/**
 * What a query's words become, kept a minute per database (at most 1,000 queries, the oldest dropped first): the
 * tsquery with the words that hold them, and the planner's estimates of the rows holding it. A word written since
 * joins another's expansion within the minute; stems and prefixes match at once (they are not in the expansion).
 */
interface TEstimates {
  messages: number;
  files: number;
  rows: { messages: number; files: number };
}
interface TPrepared {
  tsq: string;
  estimates?: Promise<TEstimates>;
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

/**
 * Which tables are read newest first: those where that reads fewer rows than the index would fetch. Newest first reads
 * about n / (share of the rows that hold the words and the viewer sees) rows until it has n hits; through the GIN
 * index, every row holding the words is fetched and checked. Each table is decided alone: a word common in messages
 * may be rare in attachment names, and a scan of every attachment in time order would find none.
 */
async function newestFirst(
  db: Db,
  entry: TPrepared,
  n: number,
  share: number,
): Promise<{ messages: boolean; files: boolean }> {
  const q = sql`${entry.tsq}::tsquery`;
  entry.estimates ??= Promise.all([
    estimatedRows(db, 'messages', q),
    estimatedRows(db, 'attachments', q),
    tableRows(db),
  ]).then(
    ([messages, files, rows]) => ({ messages, files, rows }),
    (error: unknown) => {
      entry.estimates = undefined; // not kept: the next search asks again
      throw error;
    },
  );
  const { messages, files, rows } = await entry.estimates;
  const pays = (holding: number, total: number) =>
    holding > 0 && (n * Math.max(total, holding)) / (holding * share) < holding;
  return { messages: pays(messages, rows.messages), files: pays(files, rows.files) };
}

async function messageHits(
  run: TRun,
  viewer: TViewer,
  newest: { messages: boolean; files: boolean },
  limit: number,
): Promise<TMessageHit[]> {
  const shape = `messages|${shapeOf(viewer)}|${limit}|${newest.messages}|${newest.files}`;
  const rows = await run(shape, ({ tsq, acquisitionId }) => messageQuery(viewer, newest, limit, tsq, acquisitionId));
  return rowsOf<TMessageHit & { createdDate: string | Date }>(rows).map((r) => ({
    ...r,
    createdDate: new Date(r.createdDate).toISOString(),
    snippet: r.snippet.trim(),
  }));
}

/** All that a query's text and parameters other than the values follow from, of the viewer: its role and organisation. */
const shapeOf = (viewer: TViewer) => `${viewer.role ?? ''}|${viewer.organisationId}`;

function messageQuery(
  viewer: TViewer,
  newest: { messages: boolean; files: boolean },
  limit: number,
  tsq: string,
  acquisitionId: string | undefined,
): SQL {
  const q = sql`${tsq}::tsquery`;
  const n = Math.max(CANDIDATES, limit);
  const visible = messageVisibleTo(viewer);
  const caseSeen = caseSeenBy(viewer, sql`m.acquisition_id`);
  const columns = sql`m.id, m.acquisition_id, m.company_id, m.created_at, m.message_type, m.author_party, m.recipient_parties`;
  // Newest first: ts_match_vq is @@ as a function, which no index answers, so the plan stays a scan in time order
  // that stops at n hits (with @@ the planner may fetch every row holding the words through GIN and sort them).
  const inCase = (alias: string) =>
    acquisitionId ? sql`and ${sql.raw(alias)}.acquisition_id = ${acquisitionId}` : sql``;
  // A company's user reads its own cases' rows only (and those filed on its behalf): the others' never reach its rules.
  const own = { m: companyRows(viewer, 'm'), f: companyRows(viewer, 'f') };
  const hit = sql`m.id, m.created_at`;
  // Through the GIN index: the rows holding the words first (the company's filter inside made the planner scan all
  // attachments), then the company's own (the message's case is the attachment's). Attachments are also kept to the
  // company's own by their own copy of the case's company before their messages are read (a word in most file names,
  // 'ukerapport uke 11', read 770 messages for the 154 of the company's cases: 5.9 → 2.5 ms of PostgreSQL CPU).
  const ownFilter = own.m?.filter ?? sql``;
  const messagesInOrder = (where: SQL) =>
    own.m
      ? own.m.inOrder(hit, caseSeen, where, n)
      : [
          sql`(select ${hit} from messages m ${caseSeen} where ${where} order by m.created_at desc limit ${n})`,
        ];
  const filesFrom = sql`join messages m on m.id = f.message_id ${caseSeen}`;
  const filesInOrder = (where: SQL) =>
    own.f
      ? own.f.inOrder(hit, filesFrom, where, n)
      : [
          sql`(select ${hit} from attachments f ${filesFrom} where ${where} order by f.created_at desc limit ${n})`,
        ];
  const branches: SQL[] = [
    ...(newest.messages
      ? messagesInOrder(sql`ts_match_vq(m.search_tsv, ${q}) and ${visible}`)
      : [
          sql`(with matched as materialized (select ${columns} from messages m where m.search_tsv @@ ${q} ${inCase('m')})
        select m.id, m.created_at from (select * from matched m where true ${ownFilter} order by created_at desc offset 0) m ${caseSeen}
        where ${visible} order by m.created_at desc limit ${n})`,
        ]),
    // Attachments newest first by their own time (the scan that stops early), else by their message's time.
    ...(newest.files
      ? filesInOrder(sql`ts_match_vq(f.search_tsv, ${q}) and ${visible}`)
      : [
          sql`(with matched as materialized (select ${columns} from attachments f join messages m on m.id = f.message_id
          where f.search_tsv @@ ${q} ${inCase('f')} ${own.f?.filter ?? sql``})
        select m.id, m.created_at from (select * from matched m where true ${ownFilter} order by created_at desc offset 0) m ${caseSeen}
        where ${visible} order by m.created_at desc limit ${n})`,
        ]),
  ];
  return sql`
    with hits as (select h.id from (${sql.join(branches, sql` union `)}) h order by h.created_at desc limit ${n}),
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
    order by r.rank desc, m.created_at desc`;
}

/** The viewer's hits: cases (unless within one case) and messages, each list ranked, at most `limit` of each. */
export async function search(
  db: Db,
  viewer: TViewer,
  query: { q: string; acquisitionId?: string; limit: number },
): Promise<TSearchResult> {
  const words = searchWords(query.q);
  if (!words.length) return { cases: [], messages: [] };
  const entry = await prepare(db, words);
  if (!entry.tsq) return { cases: [], messages: [] };
  // One case's messages: always through the GIN indexes. Otherwise each table newest first when the words are common
  // in it (the scan in time order stops at n hits the viewer may see), else every row holding them through the GIN
  // index (materialized: the work follows the rows holding the words), then the viewer's rules in time order. Chosen
  // before the search's connection is taken (the estimates use another).
  const share = viewerParty(viewer.role) === Party.Company ? VISIBLE_SHARE.company : VISIBLE_SHARE.authority;
  const newest = query.acquisitionId
    ? { messages: false, files: false }
    : await newestFirst(db, entry, Math.max(CANDIDATES, query.limit), share);
  const values = { tsq: entry.tsq, acquisitionId: query.acquisitionId };
  return withSearchConnection(db, values, async (run) => ({
    cases: query.acquisitionId ? [] : await caseHits(run, viewer, query.limit),
    messages: await messageHits(run, viewer, newest, query.limit),
  }));
}
