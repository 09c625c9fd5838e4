import { API_ROUTES, NO_PORTAL_MESSAGE, PASSWORD_CHANGED_MESSAGE, TOKEN_EXPIRED_MESSAGE, TOKEN_INVALID_MESSAGE, type ApiRouteSpec } from '@freight/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { RouteTableEntry } from '../../src/types';
import type { HarnessFixture } from './fixture';
import { apiRoutes, labelOf, paramNames, send, validRequest } from './requests';

/**
 * The authorization matrix: every route of the server's route table × (no token, expired token, tampered token,
 * a token whose session was revoked, a token of an old session version, a user of the same company lacking the
 * route's module, a user of the same company without portal access, a user of another company holding every module).
 *
 * What each cell must answer follows the route's designed policy, read from the API route catalogue
 * (`API_ROUTES` in @freight/contracts), not from what the route declares, so a route that declares too weak a
 * policy fails here:
 *   public  no token: answered (not 401), never a 5xx
 *   account no token / tampered / revoked session: 401 'Invalid auth token'; expired: 401 'jwt expired'; old session
 *           version (the password changed since): 401 'Password changed'; a user without portal access: let through (neither 401 nor the portal's 403), never a 5xx
 *   user    the same refusals, and 403 'Your account has no portal access' for the user without portal access
 *   module  the same as user, plus 403 for a user lacking the module
 *   another company: never a 5xx; 403 or 404 when a path parameter is the victim's real id; and no answer may
 *   carry another company's ids, names or e-mails.
 * A route missing from the catalogue, or declaring another policy than it, is a failure too.
 */

export interface MatrixOptions {
  /** The designed policies (default: API_ROUTES). */
  catalogue?: readonly ApiRouteSpec[];
  /** Only these routes (default: all). */
  filter?: (route: RouteTableEntry) => boolean;
}

export interface HarnessReport {
  routes: string[];
  checks: number;
  failures: string[];
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

function expectedPolicy(route: RouteTableEntry, catalogue: readonly ApiRouteSpec[]): ApiRouteSpec | undefined {
  const path = route.url.replace(/^\/v1\/api\//, '');
  return catalogue.find((entry) => entry.method === route.method && entry.path === path);
}

const policyText = (policy: { access: string; module?: string }) => (policy.access === 'module' ? `module(${policy.module})` : policy.access);

/** What in `body` belongs to another company (ids, names, e-mails), if anything. */
function leaksIn(body: string, fixture: HarnessFixture): string[] {
  const found = new Set<string>();
  for (const match of body.matchAll(UUID)) if (fixture.foreignIds.has(match[0].toLowerCase())) found.add(match[0]);
  for (const text of fixture.foreignTexts) if (body.includes(text)) found.add(text);
  return [...found].slice(0, 5);
}

export async function runAuthorizationMatrix(fixture: HarnessFixture, options: MatrixOptions = {}): Promise<HarnessReport> {
  const app = fixture.t.app;
  const catalogue = options.catalogue ?? API_ROUTES;
  const routes = apiRoutes(app).filter(options.filter ?? (() => true));
  const failures: string[] = [];
  let checks = 0;
  const fail = (route: RouteTableEntry, message: string) => failures.push(`${labelOf(route)}: ${message}`);
  const describe = (response: LightMyRequestResponse) => `${response.statusCode} ${response.body.slice(0, 160)}`;

  for (const route of routes) {
    const expected = expectedPolicy(route, catalogue);
    checks++;
    if (!expected) {
      fail(route, 'not in the API route catalogue (API_ROUTES, libs/contracts/src/routes.ts): add it with its designed policy');
    } else if (expected.access !== route.access || (expected.access === 'module' && expected.module !== route.module)) {
      fail(route, `declares ${policyText(route)} but is designed as ${policyText(expected)}`);
    }
    const policy = expected ?? { access: route.access, module: route.module };
    const request = validRequest(route, fixture);

    // A path parameter that is an id should be a real id of the victim, or the cross-company check proves little.
    const uuidParams = paramNames(route.url).filter((name) => {
      const schema = (route.input?.params as { properties?: Record<string, { format?: string }> } | undefined)?.properties?.[name];
      return schema?.format === 'uuid';
    });
    for (const name of uuidParams) {
      if (!request.realParams.includes(name)) {
        checks++;
        fail(route, `no real id for path parameter :${name} (add its table to PARAM_SOURCES in test/harness/fixture.ts)`);
      }
    }

    const call = (token?: string) => send(app, route, { token, params: request.params, body: request.body, query: request.query });

    if (policy.access === 'public') {
      checks++;
      const anonymous = await call();
      const refusedForToken =
        anonymous.statusCode === 401 && [TOKEN_INVALID_MESSAGE, TOKEN_EXPIRED_MESSAGE].some((text) => anonymous.body.includes(`"${text}"`));
      if (refusedForToken || anonymous.statusCode >= 500) fail(route, `public, yet without a token it answered ${describe(anonymous)}`);
      continue;
    }

    const refusals: Array<[string, string | undefined, number, string]> = [
      ['no token', undefined, 401, TOKEN_INVALID_MESSAGE],
      ['expired token', fixture.expiredToken, 401, TOKEN_EXPIRED_MESSAGE],
      ['tampered token', fixture.tamperedToken, 401, TOKEN_INVALID_MESSAGE],
      ['revoked session', fixture.revokedToken, 401, TOKEN_INVALID_MESSAGE],
      ['old session version', fixture.staleVersionToken, 401, PASSWORD_CHANGED_MESSAGE],
    ];
    if (policy.access !== 'account') refusals.push(['user without portal access', fixture.portalLess.token, 403, NO_PORTAL_MESSAGE]);
    if (policy.access === 'module')
      refusals.push([`user lacking ${policy.module}`, fixture.lacking.token, 403, 'You do not have permission to access this resource']);
    for (const [label, token, status, message] of refusals) {
      checks++;
      const response = await call(token);
      let body: { status?: unknown; message?: unknown } = {};
      try {
        body = response.json();
      } catch {
        // not JSON: reported below
      }
      if (response.statusCode !== status || body.status !== false || body.message !== message) {
        fail(route, `${label}: expected ${status} '${message}', got ${describe(response)}`);
      }
    }

    if (policy.access === 'account') {
      checks++;
      const portalLess = await call(await fixture.freshToken(fixture.portalLess));
      // Let through by the access hook: no 401, no portal refusal. (A handler may still refuse an id that is not the
      // caller's own, as company-permissions does for the victim's admin id.)
      const refusedForPortal = portalLess.statusCode === 403 && portalLess.body.includes(`"${NO_PORTAL_MESSAGE}"`);
      if (portalLess.statusCode === 401 || refusedForPortal || portalLess.statusCode >= 500) {
        fail(route, `open to accounts without portal access, yet it answered ${describe(portalLess)}`);
      }
    }

    checks++;
    const intruder = await call(await fixture.freshToken(fixture.intruder));
    if (intruder.statusCode >= 500) fail(route, `another company's token: ${describe(intruder)}`);
    if (request.realParams.length > 0 && intruder.statusCode !== 403 && intruder.statusCode !== 404) {
      fail(route, `another company's token on the victim's ${request.realParams.join(', ')}: expected 403 or 404, got ${describe(intruder)}`);
    }
    const leaked = leaksIn(intruder.body, fixture);
    if (leaked.length > 0) fail(route, `another company's token: the answer carries data of other companies (${leaked.join(', ')})`);
  }

  return { routes: routes.map(labelOf), checks, failures };
}
