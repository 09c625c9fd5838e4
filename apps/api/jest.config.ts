/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

/**
 * API tests: jest + @swc/jest against a real embedded PostgreSQL (test/support/global-setup.ts starts
 * one server and a seeded template database; every test file clones its own database from it).
 * Works from the workspace root (`npx jest --selectProjects api`) and alone (`npx jest -c apps/api/jest.config.ts`).
 */
const ESM_ONLY_PACKAGES = ['content-disposition', 'cookie'];
/** @fastify/cookie loads cookie (ESM only) with import(), which Jest's sandbox refuses; compiled, it is a require. */
const COMPILED_PACKAGES = [...ESM_ONLY_PACKAGES, '@fastify/cookie'];

const config: Config = {
  displayName: 'api',
  // Explicit: the root jest.config.ts imports this object, so rootDir must not depend on who loads it.
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
        sourceMaps: 'inline',
      },
    ],
    '^.+\\.js$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // A few dependencies of our dependencies ship ESM only (content-disposition, used by
  // @fastify/static, and cookie, used by inject()); Jest's CommonJS sandbox on Node 20 cannot require them, so swc compiles them.
  transformIgnorePatterns: [`/node_modules/(?!(${COMPILED_PACKAGES.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'json'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30_000,
};

export default config;
