/** Environment variables through which global-setup hands the test PostgreSQL to the test workers. */
export const TEST_ENV = {
  /** Connection string of the `postgres` database of the test server (used to create/drop databases). */
  adminUrl: 'FREIGHT_TEST_PG_ADMIN_URL',
  /** Name of the migrated and seeded template database every test database is cloned from. */
  template: 'FREIGHT_TEST_PG_TEMPLATE',
  /** Temporary directory holding the test server's data. */
  dir: 'FREIGHT_TEST_PG_DIR',
} as const;

export const TEMPLATE_DATABASE = 'freight_template';

export function requireTestEnv(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set: run the API tests through jest with apps/api/jest.config.ts (its globalSetup starts PostgreSQL)`);
  }
  return value;
}
