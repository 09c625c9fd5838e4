import type { KnipConfig } from 'knip';

/**
 * Dead code check (`npm run lint`, tools/lint.ts): files no entry reaches, exports nobody imports, dependencies
 * nobody uses. The entries are what the tools start by path: each app's main.ts (it imports bootstrap.tsx) and
 * Module Federation's exposed module.ts (tools/rspack/app-config.ts), the rspack and jest configs, every spec, the
 * API's main.ts and CLIs, and the tools' scripts. The libs are reached through their `@freight/*` package names.
 * Knip's plugins find some of these themselves (Nx's project.json targets, package.json scripts and `main`, rspack,
 * Playwright, drizzle-kit); the rest are listed below. A lib's index is an entry, so its own exports are not checked.
 */

/** Test files, named here: jest's projects are built by functions (tools/jest/web-project.ts) knip cannot follow. */
const SPECS = ['src/**/*.spec.{ts,tsx}'];

/** API files whose message constants are still exported, unused elsewhere (the server texts, rewritten apart). */
const SERVER_TEXT_FILES = [
  'src/accounts/routes.ts',
  'src/address-book/address-routes.ts',
  'src/address-book/lane-routes.ts',
  'src/address-book/maps-routes.ts',
  'src/address-book/warehouse-routes.ts',
  'src/companies/payments-sandbox-routes.ts',
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
  ignoreDependencies: [
    // Named by string: jest's transform, environment and config loader (the jest plugin is off, below), the PDF
    // fonts (apps/api/src/pdf/fonts.ts resolves their files by path).
    '@swc/jest',
    'jest-environment-jsdom',
    'esbuild-register',
    '@expo-google-fonts/noto-sans',
    // Imported but not declared: each comes with the package that uses it (pino's types with fastify, ws with
    // @fastify/websocket, @fastify/ajv-compiler and @fastify/fast-json-stringify-compiler with fastify, @module-federation/* with @module-federation/enhanced,
    // chrome-launcher with lighthouse); declaring them apart could install a second, different copy.
    'pino',
    'ws',
    '@fastify/ajv-compiler',
    '@fastify/fast-json-stringify-compiler',
    /^@module-federation\//,
    'chrome-launcher',
  ],
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
        // The server texts, being rewritten apart: the i18n folder and SERVER_TEXT_FILES (drop them as the texts move).
        'src/i18n/**': ['exports', 'types'],
        ...Object.fromEntries(SERVER_TEXT_FILES.map((file) => [file, ['exports', 'types']])),
        // BOL_STATUSES is re-exported, unused, by src/pdf/index.ts (one of those files).
        'src/pdf/data.ts': ['exports'],
      },
    },
    'apps/e2e': {
      entry: ['src/**/*.{spec,setup}.ts'],
      project: ['src/**/*.ts'],
    },
    'apps/*': {
      // The module Module Federation exposes (`./Module`, tools/rspack/app-config.ts); main.ts comes from rspack's entry.
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
