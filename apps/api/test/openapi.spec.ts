import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { envelopeOf } from '@freight/contracts';
import { access } from '../src/plugins/auth';
import { ok } from '../src/plugins/envelope';
import type { RouteTableEntry } from '../src/types';
import type { RoutesPlugin } from '../src/types';
import { apiRoutes } from './harness/requests';
import { createTestApp, type TestApp } from './support/test-app';
import { contractOf } from './contract/openapi-contract';

const CONTRACT_FILE = path.join(__dirname, 'contract', 'openapi-contract.json');

/**
 * The API describes itself: every route under /v1/api declares its schemas (params, query, body, a response per
 * status that carries data), the OpenAPI document at /v1/api/openapi.json lists them all, and Swagger UI at
 * /v1/api/docs is served from the package (no network).
 */

interface Operation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: unknown }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  security?: unknown[];
  tags?: string[];
}
interface Document {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
}

/** A test-only route whose handler returns more than its schema declares. */
const leakyRoute: RoutesPlugin = async (app) => {
  app.get('/test-leak', { config: access.public, schema: { response: { 200: envelopeOf(Type.Object({ name: Type.String() })) } } }, async () =>
    ok('Fetched', { name: 'Ada', passwordHash: '$argon2id$secret' } as { name: string }),
  );
};

const pathParams = (url: string) => [...url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');
const propertiesOf = (schema: unknown) => Object.keys((schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});

/** The routes that are the description itself (document and Swagger UI): the only ones it leaves out. */
const isDescriptionRoute = (route: RouteTableEntry) => route.url === '/v1/api/openapi.json' || route.url.startsWith('/v1/api/docs');

/** The writes that take no JSON body, and why (a new one must be added here with its reason). */
const BODYLESS_WRITES: Record<string, string> = {
  'POST /v1/api/integration-manager/get-sap-customer': 'its input is the query string, as in the spec',
  'POST /v1/api/company-manager/stripe-webhook': "Stripe's raw bytes, checked by their signature",
  'POST /v1/api/user-manager/logout': 'it ends the session the token or cookie names: nothing else to say',
};

/** Places in a response schema that would let any field through (an open object, `{}`). */
function openSpots(schema: unknown, at = 'response'): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const found: string[] = [];
  if (Object.keys(node).filter((key) => !['description', 'title', '$id', 'examples'].includes(key)).length === 0) found.push(`${at}: {} (any value)`);
  if (node.additionalProperties === true) found.push(`${at}: additionalProperties true`);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    (node[key] as unknown[] | undefined)?.forEach((branch, index) => found.push(...openSpots(branch, `${at}.${key}[${index}]`)));
  }
  for (const [name, child] of Object.entries((node.properties as Record<string, unknown> | undefined) ?? {})) found.push(...openSpots(child, `${at}.${name}`));
  if (node.items) found.push(...openSpots(node.items, `${at}[]`));
  if (node.content) {
    for (const [type, media] of Object.entries(node.content as Record<string, { schema: unknown }>)) found.push(...openSpots(media.schema, `${at}<${type}>`));
  }
  return found;
}

describe('OpenAPI document and reference', () => {
  let t: TestApp;
  let routes: RouteTableEntry[];
  let document: Document;

  beforeAll(async () => {
    t = await createTestApp({ plugins: [leakyRoute] });
    // The test's own route is among them: a route added by any plugin is described with nothing more to write.
    routes = apiRoutes(t.app);
    expect(routes.map((route) => route.url)).toContain('/v1/api/test-leak');
    const response = await t.app.inject({ method: 'GET', url: '/v1/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json() as Document;
  });
  afterAll(() => t?.close());

  it('every route declares its params, query, body and a closed response schema', () => {
    const problems: string[] = [];
    for (const route of routes.filter((entry) => !isDescriptionRoute(entry))) {
      const label = `${route.method} ${route.url}`;
      if (route.hidden) problems.push(`${label} is hidden from the document`);
      const statuses = Object.keys(route.response ?? {});
      if (!statuses.some((status) => /^2/.test(status))) problems.push(`${label} declares no 2xx response schema`);
      for (const status of statuses) problems.push(...openSpots(route.response![status]).map((spot) => `${label} ${status} ${spot}`));
      const params = pathParams(route.url);
      const declared = propertiesOf(route.input?.params);
      if (params.length > 0 && params.some((name) => !declared.includes(name))) problems.push(`${label} does not declare params ${params.join(', ')}`);
      if (['POST', 'PUT', 'PATCH'].includes(route.method) && !route.input?.body && !BODYLESS_WRITES[label]) problems.push(`${label} declares no body schema`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps its public contract: the same operations with the same parameters, bodies, answers and security as recorded', () => {
    // The record (contract/openapi-contract.json) names each operation; a change shows by name in its diff. When a
    // change is meant: `npm run api:contract` writes the record again, and the review sees what the contract became.
    const { '/v1/api/test-leak': _testRoute, ...paths } = document.paths;
    const contract = contractOf({ ...document, paths });
    if (process.env.UPDATE_API_CONTRACT === '1') writeFileSync(CONTRACT_FILE, `${JSON.stringify(contract, null, 2)}\n`);
    expect(contract).toEqual(JSON.parse(readFileSync(CONTRACT_FILE, 'utf8')));
  });

  it('lists every route with its schemas and its access policy', () => {
    expect(document.openapi).toBe('3.1.0');
    const missing: string[] = [];
    for (const route of routes.filter((entry) => !isDescriptionRoute(entry))) {
      const label = `${route.method} ${route.url}`;
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        missing.push(`${label}: not in the document`);
        continue;
      }
      for (const status of Object.keys(route.response ?? {})) {
        const documented = operation.responses[status.toUpperCase()];
        const hasBody = (route.response![status] as { type?: string }).type !== 'null';
        if (!documented) missing.push(`${label}: response ${status} missing`);
        else if (hasBody && (!documented.content || Object.values(documented.content).some((media) => !media.schema))) {
          missing.push(`${label}: response ${status} without its schema`);
        }
      }
      for (const name of pathParams(route.url)) {
        if (!operation.parameters?.some((parameter) => parameter.in === 'path' && parameter.name === name && parameter.schema))
          missing.push(`${label}: path parameter ${name}`);
      }
      for (const name of propertiesOf(route.input?.querystring)) {
        if (!operation.parameters?.some((parameter) => parameter.in === 'query' && parameter.name === name)) missing.push(`${label}: query parameter ${name}`);
      }
      if (route.input?.body && !operation.requestBody?.content['application/json']?.schema) missing.push(`${label}: request body`);
      const isPublic = route.access === 'public';
      if (isPublic !== (operation.security?.length === 0)) missing.push(`${label}: security does not say ${route.access}`);
    }
    expect(missing).toEqual([]);
    // Nothing beyond the routes: the description's own routes and the web root are left out.
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(
      routes
        .filter((route) => !isDescriptionRoute(route))
        .map((route) => `${route.method} ${openApiPath(route.url)}`)
        .sort(),
    );
    // One body as an example of the schemas being the contracts' own (the login's fields).
    const login = document.paths['/v1/api/user-manager/login']!.post!;
    expect(propertiesOf(login.requestBody!.content['application/json']!.schema)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('serializes responses through their schema: an undeclared field never leaves the server', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/api/test-leak' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: 'Fetched', data: { name: 'Ada' } });
    expect(response.body).not.toContain('argon2id');
  });

  it('serves Swagger UI and its assets from the package, with nothing fetched from elsewhere', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/v1/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(2);
    expect(assets.filter((url) => /^(https?:)?\/\//.test(url))).toEqual([]);
    for (const asset of assets) {
      const response = await t.app.inject({ method: 'GET', url: new URL(asset, 'http://localhost/v1/api/docs').pathname });
      expect({ asset, status: response.statusCode }).toEqual({ asset, status: 200 });
    }
    const initializer = await t.app.inject({ method: 'GET', url: '/v1/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    // The page reads the document from docs/json: the same document as /openapi.json.
    expect(initializer.body).toContain("resolveUrl('./json')");
    const json = await t.app.inject({ method: 'GET', url: '/v1/api/docs/json' });
    expect(json.json()).toEqual(document);
  });
});
