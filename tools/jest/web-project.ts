import path from 'node:path';
import type { Config } from 'jest';

const workspaceRoot = path.resolve(__dirname, '../..');
const ESM_ONLY = ['supercluster', 'kdbush', 'react-leaflet', '@react-leaflet'];

/**
 * The jest project of one front-end app or lib: jsdom, SWC, CSS ignored, build-time
 * constants defined. Each project runs alone with `jest --selectProjects <name>`.
 */
export function webProject(folder: string, displayName: string, testMatch = ['<rootDir>/src/**/*.spec.{ts,tsx}']): Config {
  return {
    displayName,
    rootDir: path.join(workspaceRoot, folder),
    testEnvironment: 'jsdom',
    testMatch,
    setupFiles: [path.join(__dirname, 'web-setup.ts')],
    setupFilesAfterEnv: [path.join(__dirname, 'web-setup-after-env.ts')],
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
    },
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-stub.ts') },
    // ESM-only packages that Jest's CommonJS sandbox on Node 20 cannot require: SWC compiles them.
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  };
}
