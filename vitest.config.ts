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
    pool: 'forks',
    reporters: ['default'],
  },
});
