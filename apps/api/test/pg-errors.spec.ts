import { sql } from 'drizzle-orm';
import { access } from '../src/plugins/auth';
import { ok } from '../src/plugins/envelope';
import { pgViolationOf, rethrowPgViolation } from '../src/db/errors';
import { PG_VIOLATION_MESSAGES } from '../src/texts/shared';
import { badRequest } from '../src/plugins/envelope';
import type { RoutesPlugin } from '../src/types';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The one Postgres error mapper (src/db/errors.ts): a write the database refuses is a 4xx with a clear message, never
 * a 500; a violation a route expects becomes the route's own error.
 */
const writes: RoutesPlugin = async (app) => {
  // Each writes something the schema refuses (test-only routes).
  app.post('/test/duplicate-module', { config: access.public }, async () => {
    await app.db.execute(sql`insert into modules (module_key, name) select module_key, name from modules limit 1`);
    return ok('written');
  });
  app.post('/test/unknown-company', { config: access.public }, async () => {
    await app.db.execute(sql`insert into load_list_versions (company_id) values ('00000000-0000-4000-8000-000000000000')`);
    return ok('written');
  });
  app.post('/test/expected-duplicate', { config: access.public }, async () => {
    try {
      await app.db.execute(sql`insert into modules (module_key, name) select module_key, name from modules limit 1`);
    } catch (error) {
      rethrowPgViolation(error, { modules_module_key_unique: () => badRequest([{ field: 'body.key', message: 'Key is taken' }]) });
    }
    return ok('written');
  });
};

describe('Postgres constraint violations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ plugins: [writes] });
  });
  afterAll(() => t.close());

  const post = (url: string) => t.app.inject({ method: 'POST', url: `/v1/api${url}` });

  it('a duplicate is a 409, a missing reference a 400, each with a clear message', async () => {
    const duplicate = await post('/test/duplicate-module');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ status: false, message: PG_VIOLATION_MESSAGES.unique });
    const missing = await post('/test/unknown-company');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ status: false, message: PG_VIOLATION_MESSAGES.foreignKey });
  });

  it("a violation the route expects is the route's own error", async () => {
    const response = await post('/test/expected-duplicate');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, message: 'Invalid request', errors: [{ field: 'body.key', message: 'Key is taken' }] });
  });

  it('recognises a violation through wrappers, and nothing else', () => {
    const pgError = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'users_email_unique' });
    expect(pgViolationOf(new Error('query failed', { cause: pgError }))).toBe('unique');
    expect(pgViolationOf(pgError, 'users_email_unique')).toBe('unique');
    expect(pgViolationOf(pgError, 'another_constraint')).toBeNull();
    expect(pgViolationOf(Object.assign(new Error('syntax'), { code: '42601' }))).toBeNull();
    expect(pgViolationOf(new Error('plain'))).toBeNull();
  });
});
