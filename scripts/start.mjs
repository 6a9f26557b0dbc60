// `npm start`: builds what is missing (web app, service bundle), then starts the service.
import { execSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const stale = (output, ...sources) =>
  !existsSync(output) || sources.some((s) => existsSync(s) && newestMtime(s) > statSync(output).mtimeMs);

if (stale('dist/web/index.html', 'src/web', 'src/domain', 'locales', 'sw', 'public')) {
  execSync('npm run build:web', { stdio: 'inherit' });
}
if (stale('dist/server/main.mjs', 'src/server', 'src/domain')) {
  execSync('npm run build:server', { stdio: 'inherit' });
}
const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
