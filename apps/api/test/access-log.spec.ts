import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createTestApp, type TestApp } from './support/test-app';
import { DEMO_PASSWORD } from '../src/seed/demo';

/** The access log of the real server, captured line by line. */
describe('the access log holds no credential', () => {
  let t: TestApp;
  let webRoot: string;
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(...chunk.toString().split('\n').filter(Boolean)), done()) });

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-log-'));
    fs.mkdirSync(path.join(webRoot, 'shell'));
    fs.writeFileSync(path.join(webRoot, 'shell', 'index.html'), '<!doctype html><title>shell</title>');
    t = await createTestApp({ webRoot, logger: 'info', logStream: stream });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });
  beforeEach(() => {
    lines.length = 0;
  });

  const requestLines = () => lines.map((line) => JSON.parse(line) as { msg?: string; req?: { url: string } }).filter((line) => line.req);

  it.each([
    ['the auto-login link', `/login/admin@demo.test/${DEMO_PASSWORD}`, '/login/[redacted]'],
    ['with a trailing slash', `/login/admin@demo.test/${DEMO_PASSWORD}/`, '/login/[redacted]'],
    ['percent-encoded', `/login/admin%40demo.test/${encodeURIComponent(DEMO_PASSWORD)}%2F`, '/login/[redacted]'],
    ['with its slashes encoded', `/login%2Fadmin%40demo.test%2F${DEMO_PASSWORD}`, '/login/[redacted]'],
    ['under a prefix', `/remotes/address/login/admin@demo.test/${DEMO_PASSWORD}`, '/remotes/address/login/[redacted]'],
    ['with a malformed escape', `/login/admin@demo.test/${DEMO_PASSWORD}%zz`, '/login/[redacted]'],
    ['with a query', `/login/admin@demo.test/${DEMO_PASSWORD}?next=${DEMO_PASSWORD}`, '/login/[redacted]?next=…'],
  ])('%s: logged without the password', async (_label, url, logged) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeLessThan(500);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toContain(DEMO_PASSWORD);
    // The request is logged, only redacted.
    expect(requestLines().map((line) => line.req!.url)).toContain(logged);
  });

  it('a login through the API logs neither the password nor the token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/api/user-manager/login',
      payload: { email: 'admin@demo.test', password: DEMO_PASSWORD, rememberme: false },
    });
    expect(response.statusCode).toBe(200);
    const token = (response.json() as { data: { token: string } }).data.token;
    expect(requestLines().map((line) => line.req!.url)).toContain('/v1/api/user-manager/login');
    for (const line of lines) {
      expect(line).not.toContain(DEMO_PASSWORD);
      expect(line).not.toContain(token);
    }
  });
});
