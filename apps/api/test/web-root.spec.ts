import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, type TestApp } from './support/test-app';

const SHELL_INDEX = '<!doctype html><title>shell</title>';
const SHELL_SCRIPT = 'console.log("shell")';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What the build's precompress step leaves beside a file (tools/rspack/precompress-plugin.ts). */
function writeCompressed(root: string, file: string, content: string) {
  fs.writeFileSync(path.join(root, `${file}.br`), zlib.brotliCompressSync(content));
  fs.writeFileSync(path.join(root, `${file}.gz`), zlib.gzipSync(content));
}

function makeWebRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-web-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('shell/index.html', SHELL_INDEX);
  write('shell/remotes.json', '{"loads":"/remotes/loads/mf-manifest.json"}');
  write('shell/main.3f9a2c1b.js', SHELL_SCRIPT);
  write('shell/favicon.ico', 'icon');
  write('loads/mf-manifest.json', '{"name":"loads"}');
  write('loads/remoteEntry.js', 'var loads;');
  write('loads/static/js/chunk.abcdef1234.js', 'chunk();');
  write('settings/remoteEntry.js', 'var settings;');
  write('secret.txt', 'not served');
  for (const file of [
    'shell/index.html',
    'shell/remotes.json',
    'shell/main.3f9a2c1b.js',
    'loads/mf-manifest.json',
    'loads/remoteEntry.js',
    'loads/static/js/chunk.abcdef1234.js',
  ]) {
    writeCompressed(root, file, fs.readFileSync(path.join(root, file), 'utf8'));
  }
  return root;
}

describe('static web root', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = makeWebRoot();
    t = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the shell at / with no-cache', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SHELL_INDEX);
  });

  it.each(['/login', '/dashboard/calendar', '/orders/tracking/L-100', '/setting/profile?tab=password'])(
    'SPA fallback: %s gets the shell index.html',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL_INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('hashed files are cached for a year, entry files are not', async () => {
    const hashed = await get('/main.3f9a2c1b.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await get('/remotes.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ loads: '/remotes/loads/mf-manifest.json' });
  });

  it('serves each remote under /remotes/<name>/ with CORS', async () => {
    for (const [url, cache] of [
      ['/remotes/loads/mf-manifest.json', 'no-cache'],
      ['/remotes/loads/remoteEntry.js', 'no-cache'],
      ['/remotes/loads/static/js/chunk.abcdef1234.js', 'public, max-age=31536000, immutable'],
      ['/remotes/settings/remoteEntry.js', 'no-cache'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cache-control']).toBe(cache);
    }
  });

  describe('compressed at build time, chosen by Accept-Encoding', () => {
    const getEncoded = (url: string, acceptEncoding?: string) =>
      t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
    const decoded = (response: Awaited<ReturnType<typeof getEncoded>>) => {
      const encoding = response.headers['content-encoding'];
      if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
      if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
      return response.body;
    };

    it('sends the brotli file to a browser that accepts it, the gzip file to one that does not, the plain file otherwise', async () => {
      for (const [acceptEncoding, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip, deflate', 'gzip'],
        ['identity', undefined],
        [undefined, undefined],
      ] as const) {
        const response = await getEncoded('/main.3f9a2c1b.js', acceptEncoding);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['content-type']).toMatch(/javascript/);
        expect(response.headers['vary']).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control']).toBe(IMMUTABLE);
        expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
        expect(decoded(response)).toBe(SHELL_SCRIPT);
      }
    });

    it('the compressed files of entry files are revalidated like the files themselves', async () => {
      for (const [url, type] of [
        ['/', /text\/html/],
        ['/login', /text\/html/],
        ['/remotes.json', /application\/json/],
        ['/remotes/loads/mf-manifest.json', /application\/json/],
        ['/remotes/loads/remoteEntry.js', /javascript/],
      ] as const) {
        const response = await getEncoded(url, 'gzip, deflate, br');
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe('br');
        expect(response.headers['content-type']).toMatch(type);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['vary']).toMatch(/accept-encoding/i);
      }
      expect(decoded(await getEncoded('/login', 'br'))).toBe(SHELL_INDEX);
      expect(JSON.parse(decoded(await getEncoded('/remotes/loads/mf-manifest.json', 'gzip')))).toEqual({ name: 'loads' });
    });

    it("a remote's hashed chunk comes compressed, cached for a year, with CORS", async () => {
      const response = await getEncoded('/remotes/loads/static/js/chunk.abcdef1234.js', 'br');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(decoded(response)).toBe('chunk();');
    });

    it('a file without compressed siblings is sent as it is', async () => {
      const response = await getEncoded('/favicon.ico', 'gzip, deflate, br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe('icon');
    });
  });

  it('unknown remotes, missing remote files and path tricks are 404, never the SPA', async () => {
    for (const url of ['/remotes/nope/remoteEntry.js', '/remotes/loads/missing.js', '/remotes/loads/..%2f..%2fsecret.txt', '/remotes/shell/index.html']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('not served');
    }
  });

  it('never serves files outside the shell folder', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/remotes/loads/%2e%2e/%2e%2e/secret.txt']) {
      const response = await get(url);
      expect(response.body).not.toContain('not served');
    }
  });

  it('unknown /v1/api routes stay JSON 404s, and the API still works', async () => {
    const unknown = await get('/v1/api/not-a-route');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: false, message: 'Route not found' });
    expect((await get('/v1/api/health')).json()).toEqual({ status: true, message: 'OK', data: { db: 'up' } });
  });

  it('the static routes are public entries of the route table', () => {
    const wildcard = t.app.routeTable.find((entry) => entry.method === 'GET' && entry.url === '/*');
    expect(wildcard).toMatchObject({ access: 'public', declared: true });
  });
});
