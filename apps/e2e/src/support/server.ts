/**
 * The server the end-to-end tests run against: the API on a fresh embedded database in tmp/,
 * serving the production build in dist/apps from one origin. Started by Playwright's webServer.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR, E2E_PORT } from './env';

const root = path.resolve(__dirname, '../../../..');
const dataDir = E2E_DATA_DIR;
rmSync(dataDir, { recursive: true, force: true });

const api = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_ROOT: path.join(root, 'dist/apps'),
    PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Many logins from one address in a short run; the limit itself is covered by the API tests.
    LOGIN_RATE_LIMIT: 'off',
    // The risk job every 2 s (not every minute): a load pushed past its window is flagged within seconds
    // (delayed-orders.spec.ts; docs/modules/dashboard.md, "The risk model").
    RISK_JOB_INTERVAL_MS: '2000',
    // The container tracking job every 5 s (not every minute): a newly booked order's containers get their plan within
    // seconds; time itself moves with `npm run containers -- advance` (docs/modules/purchase-orders.md, "Container tracking").
    CONTAINER_TRACKING_INTERVAL_MS: '5000',
    DATABASE_URL: '',
  },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
