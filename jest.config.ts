/** @jest-config-loader esbuild-register */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Config } from 'jest';
import { webProject } from './tools/jest/web-project';

const WEB_PROJECTS: Array<[folder: string, name: string]> = [
  ['libs/address', 'address-lib'],
  ['libs/api-client', 'api-client'],
  ['libs/auth', 'auth'],
  ['libs/calendar', 'calendar'],
  ['libs/charts', 'charts'],
  ['libs/products', 'products'],
  ['libs/chat', 'chat'],
  ['libs/contracts', 'contracts'],
  ['libs/frame', 'frame'],
  ['libs/i18n', 'i18n'],
  ['libs/map', 'map'],
  ['libs/order-detail', 'order-detail'],
  ['libs/realtime', 'realtime'],
  ['libs/store', 'store'],
  ['libs/table', 'table'],
  ['libs/testing', 'testing'],
  ['libs/ui', 'ui'],
  ['apps/shell', 'shell'],
  ['apps/dashboard', 'dashboard'],
  ['apps/loads', 'loads'],
  ['apps/orders', 'orders'],
  ['apps/trucks', 'trucks'],
  ['apps/address', 'address'],
  ['apps/purchase-orders', 'purchase-orders'],
  ['apps/settings', 'settings'],
  ['apps/public-pages', 'public-pages'],
];

// The API's project starts a real embedded PostgreSQL (see apps/api/jest.config.ts).
const apiProjects: Config[] = existsSync('apps/api/jest.config.ts')
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports
    [require('./apps/api/jest.config.ts').default as Config]
  : [];

const config: Config = {
  // Jest reads the time-out from the global config only (a project's own testTimeout is ignored when run from
  // here): the API's tests start servers on a real PostgreSQL and need more than the default 5 s on a loaded machine.
  testTimeout: 30_000,
  // Jest's default is one worker less than the cores, so one on the 2-core CI machine: the API's suites wait on
  // PostgreSQL as much as they compute, and two workers keep both cores busy.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  projects: [
    ...WEB_PROJECTS.filter(([folder]) => existsSync(folder)).map(([folder, name]) => webProject(folder, name)),
    webProject('tools', 'tools', ['<rootDir>/**/*.spec.{ts,tsx}']),
    ...apiProjects,
  ],
};

export default config;
