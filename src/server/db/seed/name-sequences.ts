import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/**
 * Moves each company's name sequence past the names its acquisitions already carry ('NKE2604 Grenseområdet 2D' sets
 * NKE's 2026 sequence to at least 4), so the next submit never repeats a name. Safe to run again.
 */
export async function seedNameSequences(db: Db): Promise<void> {
  await db.execute(sql`
    insert into acquisition_name_sequences (company_id, year, last)
    select company_id, 2000 + substring(name from '^[A-Z]+([0-9]{2})[0-9]{2,}')::int,
           max(substring(name from '^[A-Z]+[0-9]{2}([0-9]{2,})')::int)
    from acquisitions
    where company_id is not null and name ~ '^[A-Z]+[0-9]{4,}( |$)'
    group by 1, 2
    on conflict (company_id, year) do update
      set last = greatest(acquisition_name_sequences.last, excluded.last)`);
}
