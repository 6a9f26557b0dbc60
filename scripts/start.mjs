// `npm start`: builds what is missing (web app, service bundle), then starts the service.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVICE_NODE_ARGS, serviceEnv } from './lib/service-runtime.mjs';

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

// Two services started at once from one checkout (browser tests on several ports) build one after another.
const lock = path.join(
  tmpdir(),
  `meldesystem-build-${createHash('sha1').update(process.cwd()).digest('hex').slice(0, 12)}.lock`,
);
function acquire() {
  for (;;) {
    try {
      mkdirSync(lock);
      return;
    } catch {
      // A lock older than ten minutes was left by a build that died.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 600_000)
        rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
}
acquire();
try {
  if (stale('dist/web/index.html', 'src/web', 'src/domain', 'locales', 'sw', 'public')) {
    execSync('npm run build:web', { stdio: 'inherit' });
  }
  if (stale('dist/server/main.mjs', 'src/server', 'src/domain')) {
    execSync('npm run build:server', { stdio: 'inherit' });
  }
} finally {
  rmSync(lock, { recursive: true, force: true });
}
const child = spawn(process.execPath, ['--enable-source-maps', ...SERVICE_NODE_ARGS, 'dist/server/main.mjs'], {
  stdio: 'inherit',
  env: serviceEnv(process.env),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
