import crypto from 'node:crypto';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { DEFAULT_TILE_URL, serveSourceMapsEnabled, type ConfigEnv } from '../config';
import { API_PREFIX } from './auth';

/**
 * Browser hardening on every answer of this server: pages, the remotes' files, /v1/api/*, 404s and errors
 * (docs/security.md, section 5), written by helmet (@fastify/helmet's hook on the root instance, so a route added
 * later is covered with nothing to write) from the policy built here. A header a route sets itself wins: the web
 * root sets the policy of an HTML page (its inline scripts' hashes); Swagger UI's pages get their own (below).
 *
 * The policy lets scripts, styles, fonts, workers and fetches come from the app's own origin only. Images also from
 * `data:` (Leaflet's and the demo's inline icons) and the hosts of the configured map tiles and company logo.
 * Nothing in the production bundles needs 'unsafe-inline' or 'unsafe-eval': Module Federation and Rspack load
 * chunks and style sheets with <script src>/<link href> elements, React and Leaflet set styles through the DOM
 * (CSSOM), which `style-src` does not govern. The page template's two small inline scripts (<html lang> before
 * the first paint, the federation runtime's preload) are allowed by their SHA-256 hashes, computed from the
 * index.html actually served (plugins/web-root.ts), so a rebuilt shell needs no configuration; a remote that
 * /remotes.json points to another host adds that host to the page's policy the same way.
 */

export interface BrowserPolicy {
  /** Origins images may come from beside the app's own and `data:` (map tiles, an absolute company logo). */
  imageOrigins: string[];
  /** Origins fetch/XHR may reach beside the app's own (none by default: push subscriptions are the browser's own). */
  connectOrigins: string[];
  /** SERVE_SOURCE_MAPS=true: the web root serves `*.map` files (off in production; the builds do not reference them). */
  serveSourceMaps: boolean;
}

/**
 * The origin a URL template's requests go to, as a CSP source: `https://{s}.tile.example.org/{z}/{x}/{y}.png` →
 * `https://*.tile.example.org`. Relative or non-http(s) URLs need no source (null).
 */
export function originSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return null;
  const host = match[2]!.replace(/\{[^}]*\}/g, '*').replace(/^[^@]*@/, '');
  // A wildcard is valid only as the whole left-most label.
  const wildcard = host.startsWith('*.');
  const rest = wildcard ? host.slice(2) : host;
  if (!/^[a-z0-9.:[\]-]+$/i.test(rest)) return null;
  return `${match[1]!.toLowerCase()}://${wildcard ? '*.' : ''}${rest.toLowerCase()}`;
}

/**
 * The policy from its inputs: the map tiles' URL (MAP_TILE_URL: what the map draws; libs/map reads the same variable
 * at build), the company logo's URL and SERVE_SOURCE_MAPS. buildServer passes them from the configuration.
 */
export function browserPolicyOf(inputs: { tileUrl: string; logoUrl: string; serveSourceMaps: boolean }): BrowserPolicy {
  const imageOrigins = [inputs.tileUrl, inputs.logoUrl].map(originSource).filter((source): source is string => source !== null);
  return { imageOrigins: [...new Set(imageOrigins)], connectOrigins: [], serveSourceMaps: inputs.serveSourceMaps };
}

/** The policy an environment names: MAP_TILE_URL, the logo (`logoUrl`, else COMPANY_LOGO_URL) and SERVE_SOURCE_MAPS. */
export function loadBrowserPolicy(env: ConfigEnv, logoUrl?: string): BrowserPolicy {
  return browserPolicyOf({
    tileUrl: env.MAP_TILE_URL?.trim() || DEFAULT_TILE_URL,
    logoUrl: logoUrl ?? env.COMPANY_LOGO_URL ?? '',
    serveSourceMaps: serveSourceMapsEnabled(env),
  });
}

/** `'sha256-…'` of each inline <script> of an HTML page (those without `src`), as CSP sources. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]!) || match[2]!.trim() === '') continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(match[2]!, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** What an HTML page adds to the policy: its own inline scripts, and the origins of remotes served elsewhere. */
export interface PageSources {
  /** `'sha256-…'` of the page's inline scripts (inlineScriptHashes). */
  scriptHashes?: string[];
  /** Origins /remotes.json points remotes to when not this one: their scripts, styles, assets and manifests. */
  remoteOrigins?: string[];
}

/** The origins of the absolute URLs in a /remotes.json (name → manifest URL); relative ones are this origin. */
export function remoteOrigins(remotesJson: string): string[] {
  try {
    const remotes = JSON.parse(remotesJson) as unknown;
    if (typeof remotes !== 'object' || remotes === null) return [];
    const urls = Object.values(remotes).filter((url): url is string => typeof url === 'string');
    return [...new Set(urls.map(originSource).filter((source): source is string => source !== null))];
  } catch {
    return [];
  }
}

/** The Content-Security-Policy directives of every answer, name → sources; an HTML page adds its own (PageSources). */
function contentSecurityDirectives(policy: BrowserPolicy, page: PageSources = {}): Record<string, string[]> {
  const remotes = page.remoteOrigins ?? [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...(page.scriptHashes ?? [])],
    'style-src': ["'self'", ...remotes],
    'img-src': ["'self'", 'data:', ...policy.imageOrigins, ...remotes],
    'font-src': ["'self'", ...remotes],
    'connect-src': ["'self'", ...policy.connectOrigins, ...remotes],
    // The push worker (/webpushworker.js).
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The same directives as one header value (the web root sets an HTML page's own policy with it). */
export function contentSecurityPolicy(policy: BrowserPolicy, page: PageSources = {}): string {
  return policyHeader(contentSecurityDirectives(policy, page));
}

/** Directives as the header's value, `; ` between them (helmet would join them with a bare `;`: ours is written as it always was). */
const policyHeader = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/**
 * Swagger UI (/v1/api/docs), a page apart from the app: its scripts are files of its own (no inline code, no eval),
 * so script-src stays as strict; but its bundle injects <style> elements at run time (seen as `style-src-elem`
 * violations by apps/e2e/src/csp.spec.ts), so this page alone allows inline styles. It also may show a validator
 * badge, an image from validator.swagger.io, when the page is not on localhost.
 */
function swaggerUiDirectives(policy: BrowserPolicy): Record<string, string[]> {
  const directives = contentSecurityDirectives({ ...policy, imageOrigins: [...policy.imageOrigins, 'https://validator.swagger.io'] });
  return { ...directives, 'style-src': [...directives['style-src']!, "'unsafe-inline'"] };
}

const DOCS_PATH = `${API_PREFIX}/docs`;

/** `%XX` sequences decoded byte by byte, again until nothing changes (double encoding); never throws. */
function decodePercents(text: string): string {
  let current = text;
  for (let round = 0; round < 5; round++) {
    const next = current.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * Where a path reaches the shell's login page or the auto-login link `/login/{email}/{password}` (react-router
 * matches paths case-insensitively; browsers turn `\` into `/`): the index just after `login`, or -1.
 */
function loginSegmentEnd(decodedPath: string): number {
  const match = /(?:^|\/)login(?=\/|$)/i.exec(decodedPath);
  return match ? match.index + match[0].length : -1;
}

function normalisedPath(urlPath: string): string {
  return decodePercents(urlPath.split('?', 1)[0]!).replace(/\\/g, '/');
}

/** `/login/{email}/{password}` in any spelling (prefix, trailing slash, percent-encoding, case): the path carries a credential. */
export function isAutoLoginPath(urlPath: string): boolean {
  const path = normalisedPath(urlPath);
  const end = loginSegmentEnd(path);
  return end >= 0 && /[^/]/.test(path.slice(end));
}

/** A path that carries a credential with everything after `login` replaced: `/login/a@b.test/pw` → `/login/[redacted]`. */
export function withoutCredentialPath(urlPath: string): string {
  if (!isAutoLoginPath(urlPath)) return urlPath;
  const path = normalisedPath(urlPath);
  return `${path.slice(0, loginSegmentEnd(path))}/[redacted]`;
}

/** The login pages (`/login`, the auto-login link): no Referer at all, so the link's path never leaves the page. */
function isLoginPage(urlPath: string): boolean {
  const path = normalisedPath(urlPath);
  return !path.startsWith(`${API_PREFIX}/`) && loginSegmentEnd(path) >= 0;
}

/** Which headers an answer gets: the policy of its path (Swagger UI's or the app's), its Referer rule, HSTS or not. */
function variantOf(request: FastifyRequest): { docs: boolean; loginPage: boolean; https: boolean } {
  const path = request.url.split('?', 1)[0]!;
  return {
    docs: path === DOCS_PATH || path.startsWith(`${DOCS_PATH}/`),
    loginPage: isLoginPage(request.url),
    // Only over HTTPS (request.protocol honours X-Forwarded-Proto when trustProxy is set): over plain HTTP the header
    // is ignored by browsers and would only mislead.
    https: request.protocol === 'https',
  };
}

/**
 * Helmet's options for each variant, built once. Besides the headers below, helmet's defaults add
 * Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies and
 * X-XSS-Protection: 0, and drop X-Powered-By. Cross-Origin-Resource-Policy stays off: a shell on another origin loads
 * the remotes' files (/remotes/*), and the routes that serve stored files set their own.
 */
function helmetOptionsOf(policy: BrowserPolicy): (request: FastifyRequest) => { options: FastifyHelmetOptions; csp: string } {
  const appPolicy = policyHeader(contentSecurityDirectives(policy));
  const docsPolicy = policyHeader(swaggerUiDirectives(policy));
  const cache = new Map<string, { options: FastifyHelmetOptions; csp: string }>();
  return (request) => {
    const variant = variantOf(request);
    const key = `${variant.docs}:${variant.loginPage}:${variant.https}`;
    let options = cache.get(key);
    if (!options) {
      options = {
        csp: variant.docs ? docsPolicy : appPolicy,
        options: {
          // The policy is ours, written by the hook (policyHeader).
          contentSecurityPolicy: false,
          crossOriginOpenerPolicy: { policy: 'same-origin' },
          crossOriginResourcePolicy: false,
          referrerPolicy: { policy: variant.loginPage ? 'no-referrer' : 'strict-origin-when-cross-origin' },
          // No includeSubDomains: the operator's other hosts are not this app's to decide.
          strictTransportSecurity: variant.https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
          xContentTypeOptions: true,
          xFrameOptions: { action: 'deny' },
        },
      };
      cache.set(key, options);
    }
    return options;
  };
}

/** Sets the headers on a reply answered before routing (Fastify's `frameworkErrors`), where no hook runs. */
export type SecurityHeaders = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * The same helmet options, applied directly: buildServer's `frameworkErrors` (a malformed URL) answers before
 * routing, where no hook runs and @fastify/helmet's `reply.helmet` is not set up.
 */
export function createSecurityHeaders(policy: BrowserPolicy): SecurityHeaders {
  const optionsFor = helmetOptionsOf(policy);
  return (request, reply) => {
    const { options, csp } = optionsFor(request);
    reply.raw.setHeader('Content-Security-Policy', csp);
    // The same options object: @fastify/helmet's types read helmet's CommonJS declarations, this import its ES ones.
    helmet(options as HelmetOptions)(request.raw, reply.raw, () => undefined);
  };
}

/**
 * Adds the headers to every answer through @fastify/helmet (call on the root instance, before any route is
 * registered): its `onRequest` hook writes them on the raw response, so a header a route sets itself (the web
 * root's page policy, a stored file's sandbox) wins when the answer is written.
 */
export async function registerSecurityHeaders(app: FastifyInstance, policy: BrowserPolicy): Promise<void> {
  const optionsFor = helmetOptionsOf(policy);
  // Not global: the hook below picks the options per request (path, protocol), which route options cannot.
  await app.register(fastifyHelmet, { global: false });
  app.addHook('onRequest', async (request, reply) => {
    const { options, csp } = optionsFor(request);
    // On the raw response, like helmet's: a policy the route sets itself (the web root's page) wins when it answers.
    reply.raw.setHeader('Content-Security-Policy', csp);
    reply.helmet(options);
  });
}
