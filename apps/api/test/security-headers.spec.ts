import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { createTestApp, type TestApp } from './support/test-app';
import { access } from '../src/plugins/auth';
import { loadBrowserPolicy, originSource, withoutCredentialPath, type BrowserPolicy } from '../src/plugins/security-headers';

/** A page with an inline script, as the build's index.html has (tools/rspack/index.html). */
const INLINE_SCRIPT = 'document.documentElement.lang = "en";';
const SHELL_INDEX = `<!doctype html><title>shell</title><script>${INLINE_SCRIPT}</script><script defer src="/main.3f9a2c1b.js"></script>`;
const INLINE_HASH = `'sha256-${crypto.createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;

const POLICY: BrowserPolicy = {
  imageOrigins: ['https://*.tiles.example.org'],
  connectOrigins: [],
  serveSourceMaps: false,
};

/** A route that fails, for the headers of a 500. */
const failingRoute: FastifyPluginAsync = async (api) => {
  api.get('/test-failure', { config: access.public }, async () => {
    throw new Error('boom');
  });
};

function makeWebRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-headers-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('shell/index.html', SHELL_INDEX);
  write('shell/main.3f9a2c1b.js', 'console.log("shell")');
  write('shell/main.3f9a2c1b.js.map', '{"version":3,"sources":["secret-source.ts"]}');
  write('address/remoteEntry.js', 'var address;');
  write('address/remoteEntry.js.map', '{"version":3}');
  return root;
}

/** The directives of a Content-Security-Policy header, name → sources. */
function directives(header: string | undefined): Map<string, string[]> {
  expect(header).toBeDefined();
  return new Map(
    header!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectHardened(headers: Record<string, unknown>) {
  const csp = directives(headers['content-security-policy'] as string);
  expect(csp.get('script-src')).toContain("'self'");
  for (const sources of csp.values()) {
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
    expect(sources).not.toContain('*');
  }
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('worker-src')).toEqual(["'self'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://*.tiles.example.org']);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['referrer-policy']).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
  return csp;
}

describe('security headers on every answer', () => {
  let t: TestApp;
  let webRoot: string;
  let proxied: TestApp;
  beforeAll(async () => {
    webRoot = makeWebRoot();
    t = await createTestApp({ webRoot, browserPolicy: POLICY, plugins: [failingRoute] });
    proxied = await createTestApp({ webRoot, browserPolicy: POLICY, trustProxy: true });
  });
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('the shell page: its own inline script allowed by hash, nothing else inline', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    const csp = expectHardened(response.headers);
    expect(csp.get('script-src')).toEqual(["'self'", INLINE_HASH]);
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('a rebuilt page and remotes released on another host: the policy follows the files, no restart', async () => {
    const later = new Date(Date.now() + 60_000);
    const newScript = 'document.documentElement.lang = "fr";';
    const index = path.join(webRoot, 'shell', 'index.html');
    const remotes = path.join(webRoot, 'shell', 'remotes.json');
    try {
      fs.writeFileSync(index, `<!doctype html><script>${newScript}</script>`);
      fs.writeFileSync(remotes, JSON.stringify({ address: 'https://cdn.example.com/address/mf-manifest.json', loads: '/remotes/loads/mf-manifest.json' }));
      fs.utimesSync(index, later, later);
      fs.utimesSync(remotes, later, later);
      const csp = directives((await get('/dashboard')).headers['content-security-policy'] as string);
      const newHash = `'sha256-${crypto.createHash('sha256').update(newScript).digest('base64')}'`;
      expect(csp.get('script-src')).toEqual(["'self'", 'https://cdn.example.com', newHash]);
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://cdn.example.com']);
      expect(csp.get('style-src')).toEqual(["'self'", 'https://cdn.example.com']);
    } finally {
      fs.writeFileSync(index, SHELL_INDEX);
      fs.rmSync(remotes, { force: true });
    }
    expect(directives((await get('/')).headers['content-security-policy'] as string).get('script-src')).toEqual(["'self'", INLINE_HASH]);
  });

  it.each([
    ['a shell script', '/main.3f9a2c1b.js', 200],
    ["a remote's file", '/remotes/address/remoteEntry.js', 200],
    ['the health check', '/v1/api/health', 200],
    ['an API call without a token (401)', '/v1/api/user-manager/get-user-detail', 401],
    ['an unknown API route (404)', '/v1/api/no-such-route', 404],
    ['an unknown remote (404)', '/remotes/nothing/remoteEntry.js', 404],
    ['a failing route (500)', '/v1/api/test-failure', 500],
    ['a malformed URL (400)', '/v1/api/%zz', 400],
  ])('%s: %s', async (_label, url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    const csp = expectHardened(response.headers);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it("a remote's files stay loadable from another origin", async () => {
    const response = await get('/remotes/address/remoteEntry.js');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('an error answer (bad JSON) carries them too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/api/user-manager/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expectHardened(response.headers);
  });

  it('HSTS only when the request came over HTTPS', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
    // Without trustProxy a forged X-Forwarded-Proto changes nothing.
    expect((await get('/', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
    const overHttps = await proxied.app.inject({ method: 'GET', url: '/v1/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000');
    const overHttp = await proxied.app.inject({ method: 'GET', url: '/v1/api/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(['/main.3f9a2c1b.js.map', '/remotes/address/remoteEntry.js.map', '/missing.js.map'])('source maps are not served: %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret-source');
    expectHardened(response.headers);
  });

  it('source maps are served when SERVE_SOURCE_MAPS is on', async () => {
    const withMaps = await createTestApp({ webRoot, browserPolicy: { ...POLICY, serveSourceMaps: true } });
    try {
      const response = await withMaps.app.inject({ method: 'GET', url: '/main.3f9a2c1b.js.map' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('secret-source');
    } finally {
      await withMaps.close();
    }
  });

  it("Swagger UI's page: scripts as strict; inline styles (its bundle injects <style>) and its validator badge on that page alone", async () => {
    const response = await get('/v1/api/docs');
    expect(response.statusCode).toBe(200);
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://*.tiles.example.org', 'https://validator.swagger.io']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    const openapi = await get('/v1/api/openapi.json');
    expect(directives(openapi.headers['content-security-policy'] as string).get('style-src')).toEqual(["'self'"]);
  });
});

describe('the auto-login link and login CSRF', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = makeWebRoot();
    t = await createTestApp({ webRoot, browserPolicy: POLICY });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const open = (url: string, site?: string) =>
    t.app.inject({ method: 'GET', url, headers: site ? { 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' } : {} });

  it.each(['cross-site', 'same-site'])('opened from another site (%s): 303 to the login form, the credentials dropped', async (site) => {
    for (const url of ['/login/admin@demo.test/demo1234', '/LOGIN/admin%40demo.test/demo1234/', '/login%2Fadmin@demo.test%2Fdemo1234']) {
      const response = await open(url, site);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/login');
      expect(response.body).not.toContain('demo1234');
      expectHardened(response.headers);
    }
  });

  it.each([['none'], ['same-origin'], [undefined]])('typed, bookmarked or from the app itself (%s): the page that signs in', async (site) => {
    const response = await open('/login/admin@demo.test/demo1234', site);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL_INDEX);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    "another site's form cannot post a login either (%s): refused, no session cookie",
    async (type) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/api/user-manager/login',
        headers: { 'content-type': type, 'sec-fetch-site': 'cross-site' },
        payload: '{"email":"admin@demo.test","password":"demo1234","rememberme":false}',
      });
      expect([400, 415]).toContain(response.statusCode);
      expect(response.headers['set-cookie']).toBeUndefined();
    },
  );

  it('the login form itself is served from anywhere', async () => {
    expect((await open('/login', 'cross-site')).statusCode).toBe(200);
  });

  it('the login pages send no Referer: the link never leaves the page', async () => {
    expect((await open('/login/admin@demo.test/demo1234')).headers['referrer-policy']).toBe('no-referrer');
    expect((await open('/login')).headers['referrer-policy']).toBe('no-referrer');
    expect((await open('/dashboard')).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('policy helpers', () => {
  it('a tile URL template becomes its origin', () => {
    expect(originSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(originSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(originSource('http://localhost:8080/tiles/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
    expect(originSource('/tiles/{z}/{x}/{y}.png')).toBeNull();
    expect(originSource('data:image/svg+xml;base64,AAAA')).toBeNull();
    expect(originSource("https://evil.example'; script-src *")).toBeNull();
  });

  it('the policy from the environment: the tile and logo hosts, source maps off unless asked', () => {
    expect(loadBrowserPolicy({}, '/logo.svg')).toEqual({ imageOrigins: ['https://tile.openstreetmap.org'], connectOrigins: [], serveSourceMaps: false });
    expect(
      loadBrowserPolicy({ MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', SERVE_SOURCE_MAPS: 'true' }, 'https://cdn.example.com/logo.png'),
    ).toEqual({ imageOrigins: ['https://*.tiles.example.org', 'https://cdn.example.com'], connectOrigins: [], serveSourceMaps: true });
    expect(() => loadBrowserPolicy({ SERVE_SOURCE_MAPS: 'maybe' })).toThrow('SERVE_SOURCE_MAPS must be true or false, got "maybe"');
  });

  it.each([
    ['/login/admin@demo.test/demo1234', '/login/[redacted]'],
    ['/login/admin@demo.test/demo1234/', '/login/[redacted]'],
    ['/login/admin%40demo.test/demo%31234', '/login/[redacted]'],
    ['/%6Cogin/admin@demo.test/demo1234', '/login/[redacted]'],
    ['/login%2Fadmin@demo.test%2Fdemo1234', '/login/[redacted]'],
    ['/login%252Fadmin@demo.test%252Fdemo1234', '/login/[redacted]'],
    ['/Login/admin@demo.test/demo1234', '/Login/[redacted]'],
    ['//login/admin@demo.test/demo1234', '//login/[redacted]'],
    ['/remotes/x/login/admin@demo.test/demo1234', '/remotes/x/login/[redacted]'],
    ['/login\\admin@demo.test\\demo1234', '/login/[redacted]'],
    ['/login', '/login'],
    ['/login/', '/login/'],
    ['/v1/api/user-manager/login', '/v1/api/user-manager/login'],
    ['/loginhelp/x', '/loginhelp/x'],
  ])('%s is logged as %s', (url, logged) => {
    expect(withoutCredentialPath(url)).toBe(logged);
  });
});
