// A PostgreSQL database of a benchmark's own (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) and
// the timeline messages the benchmarks add to a demo acquisition (timeline, lighthouse).
import pg from 'pg';

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Kari Nordmann (`innmelder`, Nordkapp Energi): the author of the added messages. */
const KARI = '00000000-0000-4000-8000-000000000001';

export async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new database named `name` on the bench's PostgreSQL: its URL, and a drop that removes it again. */
export async function benchDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  await withAdmin((c) => c.query(`create database ${name}`));
  return {
    url: ADMIN_URL.replace(/\/[^/]*$/, `/${name}`),
    drop: () => withAdmin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/**
 * `count` more messages on `acquisition`, of the kinds every party sees (status changes, submission, reports), an hour
 * apart, going back from now; half of them with a party state (to information, every third a pending task).
 */
export async function fillTimeline(url: string, acquisition: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const types = [1000, 1001, 1002, 5001, 7000, 8000, 5023];
    await client.query(
      `insert into messages (acquisition_id, message_type, content, created_by, author_party, author_organisation_id, created_at, change_reason, comment)
       select $1, ($2::int[])[1 + (n % $3)], 'Melding nr. ' || n, $4, 4, 1001, now() - (n || ' hours')::interval,
              case when n % 7 = 1 then 34 end, case when n % 5 = 0 then 'Kommentar ' || n end
       from generate_series(1, $5) as n`,
      [acquisition, types, types.length, KARI, count],
    );
    await client.query(
      `insert into message_party_states (message_id, acquisition_id, party, to_information, task_pending)
       select id, acquisition_id, 4, true, (row_number() over ()) % 3 = 0
       from (select id, acquisition_id from messages where acquisition_id = $1 order by created_at limit $2) m
       on conflict do nothing`,
      [acquisition, Math.floor(count / 2)],
    );
  } finally {
    await client.end();
  }
}
