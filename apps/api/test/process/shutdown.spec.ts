import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WORKSPACE_ROOT } from '../../src/config';
import { freePort } from '../../src/db/embedded';
import { isProcessAlive, LOCK_FILE_NAME } from '../../src/db/lock';

/**
 * The API's process life cycle with real processes. The API runs as `npm start` runs it
 * (node with tsx's loader, one process), in a process group of its own, on a fresh data directory with its embedded
 * PostgreSQL: one stop signal to the group stops everything and removes the lock; a `kill -9` of the API alone
 * does not leave PostgreSQL running; the next start takes over what a killed process left behind.
 */

const MAIN = path.join(WORKSPACE_ROOT, 'apps', 'api', 'src', 'main.ts');

interface ApiProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  output(): string;
  /** The exit code (null when ended by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Polls the processes' own state (no fixed sleep) until `condition` holds; the failure names what was awaited. */
async function until(condition: () => boolean, what: string, timeoutMs: number, details = () => ''): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}\n${details()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function startApi(dataDir: string): Promise<ApiProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: WORKSPACE_ROOT,
    env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, as a service manager or a terminal gives it: the group is what gets the signal.
    detached: true,
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const api: ApiProcess = { child, pid: child.pid!, port, output: () => output, exited };
  let healthy = false;
  const deadline = Date.now() + 60_000;
  while (!healthy) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The API exited while starting:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The API did not answer /v1/api/health within 60 s:\n${output}`);
    healthy = await fetch(`http://127.0.0.1:${port}/v1/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return api;
}

/** The promise's value, or 'timeout' after `ms` (the timer does not outlive the answer). */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

const lockFile = (dataDir: string) => path.join(dataDir, LOCK_FILE_NAME);
const postmasterFile = (dataDir: string) => path.join(dataDir, 'pgdata', 'postmaster.pid');
const postmasterPid = (dataDir: string) => Number.parseInt(fs.readFileSync(postmasterFile(dataDir), 'utf8').split('\n')[0] ?? '', 10);

/** Whether any process is left in the group (the API, PostgreSQL and its children, the watchdog). */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

describe('API process shutdown', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-shutdown-'));
  // As root PostgreSQL runs as "postgres", which must be able to enter the directory.
  fs.chmodSync(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  const started: ApiProcess[] = [];
  const postgresPids: number[] = [];

  afterAll(() => {
    // Whatever a failed test left running goes; then the directory.
    for (const api of started) if (groupAlive(api.pid)) process.kill(-api.pid, 'SIGKILL');
    for (const pid of postgresPids) if (isProcessAlive(pid)) process.kill(pid, 'SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('one SIGTERM to the process group stops the API and its PostgreSQL and removes the lock', async () => {
    const api = await startApi(dataDir);
    started.push(api);
    const postgres = postmasterPid(dataDir);
    postgresPids.push(postgres);
    expect(isProcessAlive(postgres)).toBe(true);
    expect(JSON.parse(fs.readFileSync(lockFile(dataDir), 'utf8'))).toMatchObject({ pid: api.pid });

    // The group: the API, PostgreSQL and its children, the watchdog all get it at once. A launcher above the API
    // (npm start, the tsx CLI) relays its own copy to the API as well: a second SIGTERM during the shutdown.
    process.kill(-api.pid, 'SIGTERM');
    process.kill(api.pid, 'SIGTERM');
    expect(await within(api.exited, 40_000)).toEqual({ code: 0, signal: null });
    // The API waited for PostgreSQL before exiting: it is gone already, and cleanly (postmaster.pid removed by it).
    expect(isProcessAlive(postgres)).toBe(false);
    expect(fs.existsSync(postmasterFile(dataDir))).toBe(false);
    expect(fs.existsSync(lockFile(dataDir))).toBe(false);
    await until(() => !groupAlive(api.pid), 'every process of the group to exit', 10_000, api.output);
    expect(api.output()).not.toMatch(/shutdown failed|stopping PostgreSQL failed|did not stop/);
  }, 90_000);

  it('kill -9 of the API alone: its PostgreSQL stops within seconds; the next start takes over the stale lock and a stale postmaster.pid', async () => {
    const api = await startApi(dataDir);
    started.push(api);
    const postgres = postmasterPid(dataDir);
    postgresPids.push(postgres);
    const runningPostmasterFile = fs.readFileSync(postmasterFile(dataDir));

    process.kill(api.pid, 'SIGKILL');
    expect(await within(api.exited, 10_000)).toEqual({ code: null, signal: 'SIGKILL' });
    await until(() => !isProcessAlive(postgres), `PostgreSQL (pid ${postgres}) to stop after its API was killed`, 25_000);
    await until(() => !groupAlive(api.pid), 'every process of the group to exit', 10_000);
    // kill -9 runs no handler: the lock stays, naming a dead process.
    expect(JSON.parse(fs.readFileSync(lockFile(dataDir), 'utf8'))).toMatchObject({ pid: api.pid });

    // What a PostgreSQL killed with the same -9 leaves too: a postmaster.pid whose pid, after a while (or a reboot),
    // belongs to an unrelated live process. It must be neither signalled nor mistaken for a running server.
    const stranger = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      const [, ...rest] = runningPostmasterFile.toString('utf8').split('\n');
      fs.writeFileSync(postmasterFile(dataDir), [String(stranger.pid), ...rest].join('\n'));
      const owner = fs.statSync(path.dirname(postmasterFile(dataDir)));
      fs.chownSync(postmasterFile(dataDir), owner.uid, owner.gid);
      const restarted = await startApi(dataDir);
      started.push(restarted);
      postgresPids.push(postmasterPid(dataDir));
      expect(postmasterPid(dataDir)).not.toBe(stranger.pid);
      expect(isProcessAlive(stranger.pid!)).toBe(true);
      expect(JSON.parse(fs.readFileSync(lockFile(dataDir), 'utf8'))).toMatchObject({ pid: restarted.pid });
      process.kill(-restarted.pid, 'SIGINT');
      expect(await within(restarted.exited, 40_000)).toEqual({ code: 0, signal: null });
      expect(fs.existsSync(lockFile(dataDir))).toBe(false);
    } finally {
      stranger.kill('SIGKILL');
    }
  }, 90_000);
});
