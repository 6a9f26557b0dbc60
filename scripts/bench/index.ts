// Runs the benchmarks named on the command line (default: all) and prints their figures.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n## ${file.replace('.bench.ts', '')}`);
  try {
    const mod = (await import(path.join(here, file))) as { run: () => Promise<void> };
    await mod.run();
  } catch (error) {
    failed++;
    console.error(`benchmark ${file} failed:`, error);
  }
}
process.exit(failed ? 1 : 0);
