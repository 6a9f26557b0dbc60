// `npm run dev`: the service with tsx (restarts on change) and the Vite dev server with its proxy.
import { spawn } from 'node:child_process';

const procs = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: process.env.PORT ?? '8080', WEB_DIR: '' } }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => procs.forEach((p) => p.kill(signal)));
