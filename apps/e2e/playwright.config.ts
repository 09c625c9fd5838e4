import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_PORT } from './src/support/env';

const root = path.resolve(__dirname, '../..');

/**
 * End-to-end tests drive the production build in Debian's Chromium, served with the API on a
 * fresh embedded database from one origin, exactly as `npm start` serves it.
 */
export default defineConfig({
  testDir: './src',
  outputDir: path.join(root, 'test-results/e2e'),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // The JSON report feeds the summary line of `npm test`.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? path.join(root, 'test-results/e2e.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    locale: 'en-US',
    // The push worker would sit between pages and the network and hide requests from the tests that count them;
    // the test of the worker itself allows it (onboarding.spec.ts).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
  },
  projects: [
    // Each demo account signs in once; the tests that are not about signing in start from its saved state.
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    { name: 'app', testIgnore: /release\.spec\.ts/, dependencies: ['setup'] },
    // Rebuilds one remote in place, so it runs after everything else.
    { name: 'release', testMatch: /release\.spec\.ts/, dependencies: ['app'] },
  ],
  webServer: {
    command: `tsx apps/e2e/src/support/server.ts`,
    cwd: root,
    url: `http://127.0.0.1:${E2E_PORT}/v1/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
