import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, access } from './auth';
import { PROTOCOL } from '../texts/protocol';
import { contentSecurityPolicy, inlineScriptHashes, isAutoLoginPath, remoteOrigins, type BrowserPolicy } from './security-headers';

/**
 * Serves the built front end from one origin (production):
 *
 *   <webRoot>/shell/      at /               (the host; SPA fallback to its index.html)
 *   <webRoot>/<remote>/   at /remotes/<remote>/  (every other sub-folder is a remote)
 *
 * Entry files (index.html, remotes.json, mf-manifest.json, remoteEntry.js) are `no-cache` so a deploy is
 * seen at once; files whose name carries a content hash are cached for a year (immutable); anything
 * else is revalidated. Remotes get `Access-Control-Allow-Origin: *` so a shell on another origin can
 * load them.
 *
 * Compression happens at build time (tools/rspack/precompress-plugin.ts writes `<file>.br` and `<file>.gz`):
 * the file the browser's `Accept-Encoding` prefers is sent as it is, with `Content-Encoding` and
 * `Vary: Accept-Encoding`; nothing is compressed per request.
 *
 * Security (docs/security.md, sections 2 and 5): an HTML page's Content-Security-Policy allows its own inline scripts
 * by hash (read from the file served, so a new build needs nothing); `*.map` files are not served unless
 * SERVE_SOURCE_MAPS is on; the auto-login link `/login/{email}/{password}` opened from another site is answered
 * with a 303 to `/login` (login CSRF).
 */

const SHELL_DIR = 'shell';
const REMOTES_PREFIX = '/remotes/';
const NO_CACHE_FILES = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js']);
/** `main.3f9a2c1b.js`, `chunk-3f9a2c1b7d.css`, `vendors.3f9a2c1b.chunk.js` ... */
const HASHED_NAME = /[.-][0-9a-f]{8,}[.-]/i;

/** The pre-compressed sibling of a file is cached like the file itself. */
const COMPRESSED_SUFFIX = /\.(?:br|gz)$/;

function cacheControlFor(file: string): string {
  const name = path.basename(file).replace(COMPRESSED_SUFFIX, '');
  if (NO_CACHE_FILES.has(name)) return 'no-cache';
  if (HASHED_NAME.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

function discoverRemotes(webRoot: string): string[] {
  return fs
    .readdirSync(webRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== SHELL_DIR && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

/** The path of an existing regular file inside `root` for a URL path, or null. */
function fileInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const resolved = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(resolved).isFile() ? path.relative(root, resolved) : null;
  } catch {
    return null;
  }
}

const notFoundBody = { status: false, message: PROTOCOL.routeNotFound() };

const SOURCE_MAP = /\.map$/i;

const modifiedAt = (file: string) => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return -1;
  }
};

/**
 * The policy of each HTML page: its inline scripts' hashes, and the origins of remotes that the shell's
 * remotes.json points elsewhere (a remote released on its own host, docs/ARCHITECTURE.md). Read again when either
 * file changes (a deploy), so neither needs configuration.
 */
function createPagePolicies(policy: BrowserPolicy, remotesJson: string): (file: string) => string {
  const cache = new Map<string, { version: string; csp: string }>();
  return (file) => {
    const version = `${modifiedAt(file)}:${modifiedAt(remotesJson)}`;
    const cached = cache.get(file);
    if (cached?.version === version) return cached.csp;
    const remotes = fs.existsSync(remotesJson) ? remoteOrigins(fs.readFileSync(remotesJson, 'utf8')) : [];
    const csp = contentSecurityPolicy(policy, { scriptHashes: inlineScriptHashes(fs.readFileSync(file, 'utf8')), remoteOrigins: remotes });
    cache.set(file, { version, csp });
    return csp;
  };
}

/**
 * Login CSRF: a page on another site could open `/login/{attacker}/{password}` and sign the visitor into the
 * attacker's account. The browser says where a request comes from (Fetch Metadata): `cross-site` and `same-site`
 * (a sibling sub-domain is not this app) are sent to the login form with the credentials dropped; `none` (typed,
 * bookmarked, opened from an e-mail client) and `same-origin` keep the spec's automatic login.
 */
function isCrossSiteAutoLogin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return (site === 'cross-site' || site === 'same-site') && isAutoLoginPath(request.url);
}

export async function registerWebRoot(app: FastifyInstance, webRoot: string, policy: BrowserPolicy): Promise<void> {
  const root = path.resolve(webRoot);
  const shellRoot = path.join(root, SHELL_DIR);
  if (!fs.existsSync(path.join(shellRoot, 'index.html'))) {
    throw new Error(`WEB_ROOT ${root} has no ${SHELL_DIR}/index.html: build the front end first`);
  }
  const remotes = new Set(discoverRemotes(root));
  const pagePolicy = createPagePolicies(policy, path.join(shellRoot, 'remotes.json'));
  /** Sends a file of `base`, with its page policy when it is an HTML page; a source map only when allowed. */
  const sendFrom = (reply: FastifyReply, base: string, file: string) => {
    if (SOURCE_MAP.test(file) && !policy.serveSourceMaps) return reply.code(404).send(notFoundBody);
    if (file.endsWith('.html')) reply.header('content-security-policy', pagePolicy(path.join(base, file)));
    return reply.sendFile(file, base);
  };

  await app.register(fastifyStatic, {
    root: shellRoot,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) => {
      reply.header('cache-control', cacheControlFor(file));
    },
  });

  app.get<{ Params: { name: string; '*': string } }>(`${REMOTES_PREFIX}:name/*`, { config: access.public }, (request, reply) => {
    const { name } = request.params;
    reply.header('access-control-allow-origin', '*');
    if (!remotes.has(name)) return reply.code(404).send(notFoundBody);
    const remoteRoot = path.join(root, name);
    const file = fileInside(remoteRoot, request.params['*']);
    if (!file) return reply.code(404).send(notFoundBody);
    return sendFrom(reply, remoteRoot, file);
  });

  app.get<{ Params: { '*': string } }>('/*', { config: access.public }, (request, reply) => {
    const urlPath = request.params['*'];
    const fullPath = `/${urlPath}`;
    if (fullPath === API_PREFIX || fullPath.startsWith(`${API_PREFIX}/`) || fullPath.startsWith(REMOTES_PREFIX)) {
      return reply.code(404).send(notFoundBody);
    }
    if (isCrossSiteAutoLogin(request)) return reply.code(303).header('location', '/login').send();
    const file = fileInside(shellRoot, urlPath);
    if (file) return sendFrom(reply, shellRoot, file);
    // A missing source map is a 404, not the shell's page.
    if (SOURCE_MAP.test(urlPath)) return reply.code(404).send(notFoundBody);
    // SPA fallback: the shell's router decides what to show (including its own not-found page).
    return sendFrom(reply, shellRoot, 'index.html');
  });
}
