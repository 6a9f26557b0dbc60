import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': here('./src'), '@locales': here('./locales') } },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30_000,
    // Creating an app (migrations, demo data) can take a minute on a loaded machine.
    hookTimeout: 180_000,
    // One migrated, seeded database per run, copied for each test app (tests/server/database-templates.ts).
    globalSetup: ['tests/global-setup.ts'],
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: on a 2-core machine one file at a time, while the server
    // tests spend much of their time waiting on PostgreSQL, sockets and timers. Two at least keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ['default'],
  },
});
