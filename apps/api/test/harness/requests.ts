import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { RouteTableEntry } from '../../src/types';
import type { HarnessFixture } from './fixture';
import { exampleOf, propertiesOf, type Schema } from './schema';

/** The routes the harnesses walk: everything under /v1/api in the server's own route table. */
export function apiRoutes(app: FastifyInstance): RouteTableEntry[] {
  return app.routeTable.filter((route) => route.url.startsWith('/v1/api/') && route.method !== 'HEAD' && route.method !== 'OPTIONS');
}

export const labelOf = (route: Pick<RouteTableEntry, 'method' | 'url'>) => `${route.method} ${route.url}`;

export const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);

export interface BuiltRequest {
  params: Record<string, string>;
  body: unknown;
  query: Record<string, string> | undefined;
  /** Params that are ids of the victim's rows (not made up). */
  realParams: string[];
}

/** A request that passes the route's validation, with the victim's real ids where the harness knows them. */
export function validRequest(route: RouteTableEntry, fixture: HarnessFixture): BuiltRequest {
  const input = route.input ?? {};
  const paramsSchema = input.params as Schema | undefined;
  const params: Record<string, string> = {};
  const realParams: string[] = [];
  for (const name of paramNames(route.url)) {
    const real = fixture.realId(route.url, name);
    if (real !== undefined) {
      params[name] = real;
      realParams.push(name);
      continue;
    }
    const property = paramsSchema?.properties?.[name];
    params[name] = property ? String(exampleOf(property, name)) : crypto.randomUUID();
  }
  const resolveId = (name: string) => fixture.realId(route.url, name);
  const body = input.body ? exampleOf(input.body as Schema, '', resolveId) : undefined;
  const querySchema = input.querystring as Schema | undefined;
  const query = querySchema
    ? Object.fromEntries(
        propertiesOf(querySchema)
          .filter(([, , required]) => required)
          .map(([key, property]) => [key, String(exampleOf(property, key, resolveId))]),
      )
    : undefined;
  return { params, body, query, realParams };
}

export function urlOf(url: string, params: Record<string, string>, raw: Record<string, string> = {}): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => raw[name] ?? encodeURIComponent(params[name] ?? ''));
}

export interface SendOptions {
  token?: string;
  params: Record<string, string>;
  rawParams?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  noBody?: boolean;
  query?: Record<string, string | string[]>;
}

export function send(app: FastifyInstance, route: RouteTableEntry, options: SendOptions): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const request: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: urlOf(route.url, options.params, options.rawParams),
    headers,
  };
  if (options.query) request.query = options.query;
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE' && !options.noBody;
  if (hasBody && options.rawBody !== undefined) {
    headers['content-type'] = 'application/json';
    request.payload = options.rawBody;
  } else if (hasBody && options.body !== undefined) {
    headers['content-type'] = 'application/json';
    request.payload = JSON.stringify(options.body);
  }
  return app.inject(request);
}
