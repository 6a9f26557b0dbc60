import { defineConfig } from 'playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  // A test's own limit guards against a hang, not a slow machine: CI's machine ran the suite about 1.6 times slower than
  // the machine the tests were written on (session 13), so there every limit is doubled. Passing tests wait no longer.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  fullyParallel: false,
  // One worker: the specs share one service and its demo data, and some change it (cancel, submit, delete).
  workers: 1,
  // One retry in CI: a test that passes only on its retry is still listed as flaky in the report (and is to be fixed),
  // but a machine stalled for a moment does not throw away a whole run.
  retries: process.env.CI ? 1 : 0,
  // The whole run's limit (.ci/run sets it to what is left of CI's 90 minutes, less a margin), so a run that would
  // overrun still ends with its report and names the tests it was in; and a run failing wholesale stops early.
  globalTimeout: Number(process.env.E2E_GLOBAL_TIMEOUT_MS) || undefined,
  maxFailures: process.env.CI ? 15 : undefined,
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  use: {
    baseURL,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    // In CI a trace is recorded on a test's retry only: recording one for every test (snapshots and a screencast of
    // each action, thrown away when it passes) cost about a third of the browser tests' CPU on CI's two cores (issue 27).
    // A test that fails, or passes only on its retry, still leaves the retry's trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // The real service (built bundle) with the embedded identity provider and fresh demo data.
    command: `node scripts/e2e-server.mjs`,
    url: `${baseURL}/DataAcquisition-service/info`,
    // No PUBLIC_URL: its default (http://localhost:PORT) is baseURL, and sign-out keeps the host the user opened.
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
