// Starts the service for the browser tests: builds what is missing, a fresh data directory, demo data.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'meldesystem-e2e-'));
process.env.LOG_LEVEL ??= 'warn';
const child = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
