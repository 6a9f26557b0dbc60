// The search benchmark's data set, made set-based in SQL (generate_series; seconds, not minutes): `cases` acquisitions
// over the five demo companies (names as companies give them: prefix, year, number, field, kind; every status, sea
// area), a vessel on each, `messages` messages (notes of every party, week reports, inquiries and replies, status
// changes) with Norwegian text drawn from a vocabulary where a few words are common and most are rare, and an
// attachment on every tenth message (made at its message's time). Each message's words follow from its number, so
// every run holds the same data.
import type pg from 'pg';

const FIELDS = ['Snøhvit', 'Johan Castberg', 'Goliat', 'Aasta Hansteen', 'Norne', 'Heidrun', 'Draugen', 'Troll', 'Oseberg', 'Gullfaks', 'Ekofisk', 'Sleipner', 'Grane', 'Valhall', 'Ula', 'Yme', 'Balder', 'Alvheim', 'Edvard Grieg', 'Smeaheia'];
const KINDS = ['3D', '4D', 'havbunn', 'EM', '2D', 'borestedsundersøkelse'];
const SUBJECTS = ['Fartøyet', 'Seismikkfartøyet', 'Innsamlingen', 'Kabelutleggingen', 'Følgebåten', 'Mannskapet', 'Undersøkelsen', 'Selskapet', 'Fiskerikyndig', 'Skipperen'];
const VERBS = ['melder om', 'har observert', 'venter på', 'har avsluttet', 'fortsetter med', 'har justert', 'rapporterer', 'unngår', 'har passert', 'planlegger'];
const OBJECTS = ['seismikk langs linjene', 'fiskefartøy i området', 'bølgehøyde over tre meter', 'dårlig værvindu', 'reketråling i nord', 'linjeskift ved midnatt', 'kabelskade på streamer', 'gytefeltene for torsk', 'hvalobservasjoner', 'fremdrift etter planen', 'sildefiske nær feltet', 'kollisjonsfare med trålere', 'oppdatert seilingsplan', 'måleutstyr som svikter', 'innsamling av seismiske data'];
const RARE = ['blåkveite ved Tromsøflaket', 'kongekrabbe i fella', 'lodde på vandring', 'Hornsundbanken stengt for fiske', 'kveite på line', 'korallrev ved Sularevet'];

const arr = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;
/** The k-th value of a list, chosen by `expr` (an integer expression). */
const pick = (values: string[], expr: string) => `(${arr(values)})[1 + (${expr}) % ${values.length}]`;

/** Inserts the data set; returns the seconds taken. */
export async function fillSearchData(client: pg.Client, cases: number, messages: number): Promise<number> {
  const started = performance.now();
  await client.query('begin');
  await client.query(`
    create temporary table bench_cases on commit drop as
    with made as (
      insert into acquisitions (name, status, type, law_category, company_id, ocean_area, planned_start_date, planned_end_date, submitted_at, created_at)
      select (array['NKE', 'VPA', 'PHS', 'HBG', 'SKL'])[1 + n % 5] || (24 + n % 3) || lpad((n / 5 % 100)::text, 2, '0') || ' '
               || ${pick(FIELDS, 'n / 7')} || ' ' || ${pick(KINDS, 'n / 3')},
             (array[10, 20, 20, 20, 30, 40, 41, 50, 99])[1 + n % 9], (array[2521, 2531, 3420, 40000])[1 + n % 4], 1000,
             1001 + n % 5, (array['BARENTSHAVET', 'NORDSJOEN', 'NORSKEHAVET', 'GRONLANDSHAVET'])[1 + n % 4],
             date '2024-01-01' + (n % 1000), date '2024-02-01' + (n % 1000), now() - (n || ' hours')::interval, now() - (n || ' hours')::interval
      from generate_series(1, $1::int) n
      returning id, company_id
    )
    select id, company_id, row_number() over () - 1 as k from made`, [cases]);
  await client.query(`
    insert into acquisition_vessels (acquisition_id, vessel_id, vessel_role)
    select c.id, v.id, 10 from bench_cases c join (select id, row_number() over (order by id) - 1 as k, count(*) over () as n from vessels) v on v.k = c.k % v.n`);
  // Notes of each party (ownParty), week reports and status changes (all), inquiries to the company and its replies
  // (recipients), statements (authorities). The author's party follows from the type.
  await client.query(`
    create temporary table bench_messages on commit drop as
    with made as (
      insert into messages (acquisition_id, message_type, content, comment, author_party, author_organisation_id, recipient_parties, created_at)
      select c.id, t.type,
             ${pick(SUBJECTS, 'n')} || ' ' || ${pick(VERBS, 'n / 11')} || ' ' || ${pick(OBJECTS, 'n / 13')} || '. '
               || case when n % 97 = 0 then 'Merk: ' || ${pick(RARE, 'n / 97')} || '. ' else '' end
               || 'Posisjon ' || (58 + n % 14) || ',' || lpad((n % 60)::text, 2, '0') || ' N, linje ' || (n % 400) || '.',
             case when n % 5 = 0 then 'Kommentar til ' || ${pick(FIELDS, 'n / 5')} end,
             t.party, case when t.party = 4 then c.company_id else t.party * 100 end,
             case when t.type in (4005, 4040) then '{4}'::int[] else '{}'::int[] end,
             now() - (n || ' minutes')::interval
      from generate_series(1, $1::int) n
        join bench_cases c on c.k = n % $2::int
        join (select * from unnest(array[6010, 6020, 6030, 6040, 8000, 8000, 8000, 1000, 5013, 4005, 4040],
                                   array[3, 2, 1, 4, 4, 4, 4, 4, 1, 1, 4]) with ordinality as t(type, party, i)) t
          on t.i = 1 + n % 11
      returning id, acquisition_id
    )
    select id, acquisition_id, row_number() over () as n from made`, [messages, cases]);
  await client.query(`
    insert into attachments (id, acquisition_id, message_id, name, size, sha256, content_type, storage_key, created_at)
    select gen_random_uuid(), m.acquisition_id, m.id,
           'Ukerapport-uke-' || (1 + m.n % 52) || '-' || replace(${pick(FIELDS, 'm.n::int / 10')}, ' ', '-') || '.pdf',
           10000 + m.n % 90000, md5(m.n::text) || md5((m.n + 1)::text), 'application/pdf', 'bench/' || m.n, msg.created_at
    from bench_messages m join messages msg on msg.id = m.id where m.n % 10 = 0`);
  await client.query('commit');
  // What autovacuum does soon after a bulk load: the GIN indexes' pending lists merged (a query reads a pending list
  // whole), the statistics the planner estimates a word's frequency from.
  await client.query('vacuum analyze acquisitions, acquisition_vessels, messages, attachments, organisations, vessels, search_words');
  return (performance.now() - started) / 1000;
}
