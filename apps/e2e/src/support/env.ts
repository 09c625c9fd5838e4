import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const DEMO_PASSWORD = 'demo1234';
export const DEMO = {
  admin: 'admin@demo.test',
  shipper: 'shipper@demo.test',
  carrier: 'carrier@demo.test',
  pending: 'pending@demo.test',
  /** The dispatcher of a partner carrier company (Interstate Haulers LLC): the load board's carrier. */
  interstate: 'dispatch@interstate-haulers.test',
} as const;
export type Role = keyof typeof DEMO;

/** The signed-in browser state of each demo account, saved once per run by auth.setup.ts. */
export const storageStateFile = (role: Role) => path.resolve(__dirname, `../../../../tmp/e2e-auth/${role}.json`);

/** The embedded PostgreSQL of the server under test (support/server.ts starts the API on it). */
export const E2E_DATA_DIR = path.resolve(__dirname, '../../../../tmp/e2e-postgres');

/** Chromium's flags here: no sandbox as root, and nothing that reaches for the closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
