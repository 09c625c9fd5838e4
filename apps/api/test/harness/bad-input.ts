import type { RouteTableEntry } from '../../src/types';
import type { HarnessFixture } from './fixture';
import { bodyCases, paramCases, queryCases, type InputCase } from './inputs';
import { apiRoutes, labelOf, send, validRequest } from './requests';
import { isValid, type Schema } from './schema';
import type { HarnessReport } from './authorization-matrix';

/**
 * The bad-input harness: every route with a body, path parameters or a query schema gets at least
 * MIN_CASES_PER_ROUTE malformed inputs (inputs.ts), sent with a token that holds every module so validation is
 * reached. The server's own validator (schema.ts) says which inputs are malformed:
 *   malformed  → 400 with a non-empty `errors` list
 *   acceptable → anything but a 5xx (SQL fragments in a search box must still be answered); up to
 *                MAX_ACCEPTABLE_PER_ROUTE of them per route, since each runs the handler
 * and after all of them the server still answers GET /v1/api/health with 200.
 */

export const MIN_CASES_PER_ROUTE = 50;
/** Inputs the schema accepts (odd but valid: SQL text in a search box) sent per route, to check for 5xx. */
const MAX_ACCEPTABLE_PER_ROUTE = 24;
const CONCURRENCY = 4;

export interface BadInputOptions {
  filter?: (route: RouteTableEntry) => boolean;
}

export interface BadInputReport extends HarnessReport {
  /** Malformed cases sent per route. */
  perRoute: Record<string, number>;
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function decodeAll(raw: Record<string, string>): Record<string, string> | null {
  try {
    return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, decodeURIComponent(value)]));
  } catch {
    return null;
  }
}

const FORBIDDEN_KEYS = /"(__proto__|constructor)"\s*:/;

/** Would the server's validation reject this case? */
function isMalformed(route: RouteTableEntry, input: InputCase, valid: ReturnType<typeof validRequest>): boolean {
  const schemas = route.input ?? {};
  if (input.part === 'body') {
    if (input.noBody) return !isValid(schemas.body, undefined);
    if (input.rawBody !== undefined) {
      // The JSON parser refuses prototype keys outright (secure-json-parse).
      if (FORBIDDEN_KEYS.test(input.rawBody)) return true;
      const parsed = tryParse(input.rawBody);
      return !parsed.ok || !isValid(schemas.body, parsed.value, true);
    }
    return !isValid(schemas.body, input.body);
  }
  if (input.part === 'params') {
    const params = input.rawParams ? decodeAll(input.rawParams) : (input.params ?? valid.params);
    if (params === null) return true;
    // The router refuses segments over its maxParamLength (100).
    if (Object.values(params).some((value) => encodeURIComponent(value).length > 100)) return true;
    return !isValid(schemas.params, params);
  }
  return !isValid(schemas.querystring, input.query ?? {});
}

export async function runBadInput(fixture: HarnessFixture, options: BadInputOptions = {}): Promise<BadInputReport> {
  const app = fixture.t.app;
  const token = fixture.victim.token;
  const routes = apiRoutes(app)
    .filter((route) => route.input && (route.input.body || route.input.params || route.input.querystring))
    .filter(options.filter ?? (() => true));
  const failures: string[] = [];
  const perRoute: Record<string, number> = {};
  let checks = 0;

  for (const route of routes) {
    const label = labelOf(route);
    const valid = validRequest(route, fixture);
    const schemas = route.input!;
    const cases: InputCase[] = [
      ...(schemas.body ? bodyCases(schemas.body as Schema, (name) => fixture.realId(route.url, name)) : []),
      ...(schemas.params ? paramCases(schemas.params as Schema, valid.params) : []),
      ...(schemas.querystring ? queryCases(schemas.querystring as Schema, valid.query ?? {}) : []),
    ];
    let malformed = 0;
    let accepted = 0;
    const check = async (input: InputCase) => {
      const expectRejection = isMalformed(route, input, valid);
      // Acceptable inputs run the handler (database, password hashing): a sample of them is enough.
      if (!expectRejection && ++accepted > MAX_ACCEPTABLE_PER_ROUTE) return;
      checks++;
      if (expectRejection) malformed++;
      const response = await send(app, route, {
        token,
        params: input.params ?? valid.params,
        rawParams: input.rawParams,
        body: input.part === 'body' ? input.body : valid.body,
        rawBody: input.rawBody,
        noBody: input.noBody,
        query: input.part === 'query' ? input.query : valid.query,
      });
      const shown = `${response.statusCode} ${response.body.slice(0, 160)}`;
      if (response.statusCode >= 500) {
        failures.push(`${label} [${input.label}]: server error ${shown}`);
        return;
      }
      if (!expectRejection) return;
      let body: { status?: unknown; errors?: unknown } = {};
      try {
        body = response.json();
      } catch {
        // reported below
      }
      if (response.statusCode !== 400 || body.status !== false || !Array.isArray(body.errors) || body.errors.length === 0) {
        failures.push(`${label} [${input.label}]: expected 400 with errors, got ${shown}`);
      }
    };
    // A few in flight at once: the database answers some while the server validates others.
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < cases.length) await check(cases[next++]!);
      }),
    );
    perRoute[label] = malformed;
    if (malformed < MIN_CASES_PER_ROUTE) {
      failures.push(
        `${label}: only ${malformed} malformed inputs could be derived from its schemas (at least ${MIN_CASES_PER_ROUTE}); tighten the schema (formats, lengths, enums, bounds)`,
      );
    }
  }

  checks++;
  const health = await app.inject({ method: 'GET', url: '/v1/api/health' });
  if (health.statusCode !== 200) failures.push(`GET /v1/api/health after the bad input: ${health.statusCode} ${health.body.slice(0, 160)}`);

  return { routes: routes.map(labelOf), checks, failures, perRoute };
}
