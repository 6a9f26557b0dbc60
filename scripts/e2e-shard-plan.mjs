// The browser tests' shards (scripts/e2e-shards.sh), split by measured time (scripts/lib/shard-plan.mjs).
//   node scripts/e2e-shard-plan.mjs <count>          one line per shard: its spec files as Playwright's file filters
//   node scripts/e2e-shard-plan.mjs --times <json…>  writes e2e/shard-times.json from Playwright's JSON reports
// Fails, and names them, if a spec file in e2e/ would run in no shard or in two.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { notRunOnce, planShards, timesFromReports } from './lib/shard-plan.mjs';

const TIMES = 'e2e/shard-times.json';
const [first, ...rest] = process.argv.slice(2);

if (first === '--times') {
  const times = timesFromReports(rest.map((file) => JSON.parse(readFileSync(file, 'utf8'))));
  writeFileSync(TIMES, `${JSON.stringify(times, null, 2)}\n`);
  console.log(`${TIMES}: ${Object.keys(times).length} spec files`);
} else {
  const count = Number(first);
  if (!Number.isInteger(count) || count < 1)
    throw new Error('usage: e2e-shard-plan.mjs <count> | --times <report.json…>');
  const specs = readdirSync('e2e').filter((name) => name.endsWith('.spec.ts'));
  const shards = planShards(specs, JSON.parse(readFileSync(TIMES, 'utf8')), count);
  const wrong = notRunOnce(specs, shards);
  if (wrong.length > 0) {
    console.error(`spec files not in exactly one shard: ${wrong.join(', ')}`);
    process.exit(1);
  }
  // Anchored and escaped: Playwright reads each argument as a regular expression over the file's path.
  for (const shard of shards) {
    console.log(shard.files.map((file) => `e2e/${file.replaceAll('.', '\\.')}$`).join(' '));
    console.error(`shard of ${shard.files.length} spec files, about ${Math.round(shard.seconds / 60)} min`);
  }
}
