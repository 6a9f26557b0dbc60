// `npm run bench`: builds what is missing, then runs every benchmark in scripts/bench/ once and prints figures.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/web/index.html') || !existsSync('dist/server/main.mjs')) {
  execSync('npm run build', { stdio: 'inherit' });
}
execSync('npx tsx scripts/bench/index.ts ' + process.argv.slice(2).join(' '), { stdio: 'inherit' });
