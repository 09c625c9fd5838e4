import type { KnipConfig } from 'knip';

/**
 * Dead code check (`npm run lint`, tools/lint.ts): files no entry reaches, exports nobody imports, dependencies
 * nobody uses. The entries are what the tools start by path: each app's main.ts (it imports bootstrap.tsx) and
 * Module Federation's exposed module.ts (tools/rspack/app-config.ts), the rspack and jest configs, every spec, the
 * API's main.ts and CLIs, and the tools' scripts. The libs are reached through their `@freight/*` package names.
 */

/** Test files, named here: jest's projects are built by functions (tools/jest/web-project.ts) knip cannot follow. */
const SPECS = ['src/**/*.spec.{ts,tsx}'];

const SERVER_TEXT_FILES = [
  'src/accounts/routes.ts',
  'src/address-book/address-routes.ts',
  'src/address-book/lane-routes.ts',
  'src/address-book/maps-routes.ts',
  'src/address-book/warehouse-routes.ts',
  'src/companies/payments-sandbox-routes.ts',
  'src/insight/report-routes.ts',
  'src/notifications/push-routes.ts',
  'src/pdf/index.ts',
  'src/providers/maps/places.ts',
  'src/realtime/routes.ts',
];

const config: KnipConfig = {
  rules: {
    // One component exported by name and as default (React.lazy takes the default), one schema under several request
    // names: deliberate, not dead.
    duplicates: 'off',
  },
  // Jest's configuration is read from the entries below: the plugin resolves the API's `<rootDir>` against the root.
  jest: false,
  workspaces: {
    '.': {
      entry: [
        'jest.config.ts',
        // Jest's setup files and style stub, named by path in tools/jest/web-project.ts.
        'tools/jest/*.ts',
        // Scripts of package.json and the tools run by path (tools/bench/*-run.ts by hand).
        'tools/*.ts',
        'tools/bench/*-run.ts',
        'tools/checks/*.mjs',
        'tools/**/*.spec.{ts,tsx}',
        'tools/generators/remote/index.cjs',
      ],
      project: ['tools/**/*.{ts,tsx,mjs,cjs}', '*.{ts,mjs}'],
    },
    'apps/api': {
      entry: [
        'src/*-cli.ts',
        'jest.config.ts',
        // Jest's global setup and teardown, named by path in jest.config.ts.
        'test/support/global-{setup,teardown}.ts',
        // The child process that reads PDFs back, started by path; and pdf-text.ts beside it, which knip resolves
        // to that .mjs (same name) where TypeScript resolves the .ts.
        'test/support/pdf-text.{mjs,ts}',
        'src/**/*.spec.ts',
        'test/**/*.spec.ts',
        // Manual probes, run by hand with jest --testMatch.
        'src/**/*.probe.ts',
      ],
      project: ['src/**/*.ts', 'test/**/*.{ts,mjs}'],
      ignoreIssues: {
        // The server texts, being rewritten apart: the i18n folder, and the files whose message constants are still
        // exported (drop these lines as the texts move to src/i18n/).
        'src/i18n/**': ['exports', 'types'],
        ...Object.fromEntries(SERVER_TEXT_FILES.map((file) => [file, ['exports']])),
      },
    },
    'apps/e2e': {
      entry: ['src/**/*.{spec,setup}.ts'],
      project: ['src/**/*.ts'],
    },
    'apps/*': {
      // main.ts and the module Module Federation exposes (`./Module`, tools/rspack/app-config.ts).
      entry: ['src/module.ts', ...SPECS],
      project: ['src/**/*.{ts,tsx}'],
    },
    'libs/*': {
      entry: SPECS,
      project: ['src/**/*.{ts,tsx}'],
    },
  },
};

export default config;
