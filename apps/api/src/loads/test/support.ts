import type { LoadStopInput } from '@freight/contracts';
import { createTestApp, type TestApp, type TestAppOptions } from '../../../test/support/test-app';
import { caller, withSql } from '../../address-book/test/support';

/** The shared setup of the loads API tests (apps/api/test/loads/). */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * A test's calendar from `base` (an ISO time): `at(days, hours)` a time that many days and hours after it, and
 * `stop(...)` a US stop (a dock at 1 Industrial Way) on day `day` with a four-hour window.
 */
export function testCalendar(base: string) {
  const start = Date.parse(base);
  const at = (days: number, hours = 0) => new Date(start + days * DAY + hours * HOUR).toISOString();
  const stop = (
    type: 'pickup' | 'delivery',
    day: number,
    city: string,
    state: string,
    postalCode: string,
    overrides: Partial<LoadStopInput> = {},
  ): LoadStopInput => ({
    type,
    name: `${city} dock`,
    street1: '1 Industrial Way',
    city,
    state,
    postalCode,
    country: 'USA',
    windowStart: at(day),
    windowEnd: at(day, 4),
    ...overrides,
  });
  return { at, stop };
}

/** The rows of one query on the test app's database (a client of its own). */
export const rowsIn = <R extends Record<string, unknown>>(t: TestApp, text: string, values: unknown[] = []) =>
  withSql(t, async (client) => (await client.query<R>(text, values)).rows);

/** The API on the demo world, its caller, and the tokens of `emails` (signed in at once), in their order. */
export async function openApi<const E extends readonly string[]>(emails: E, options: TestAppOptions = {}) {
  const t = await createTestApp(options);
  const tokens = (await Promise.all(emails.map((email) => t.login(email)))) as { -readonly [K in keyof E]: string };
  return { t, call: caller(t), tokens };
}
