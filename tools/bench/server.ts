import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { tsxBin, webRoot, workspaceRoot } from '../workspace';

/** Starts the production server (API + built apps) on a fresh embedded database for measuring. */
export async function startServer(port: number, options: { loads?: number } = {}): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = path.join(workspaceRoot, 'tmp/bench-postgres');
  rmSync(dataDir, { recursive: true, force: true });
  if (options.loads) {
    // Grows the demo world before the server takes the data directory's lock.
    execFileSync(tsxBin, ['apps/api/src/seed-cli.ts', '--loads', String(options.loads)], {
      cwd: workspaceRoot,
      stdio: 'ignore',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
  }
  const child: ChildProcess = spawn(tsxBin, ['apps/api/src/main.ts'], {
    cwd: workspaceRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: 'off',
      DATABASE_URL: '',
      SIMULATE_TRUCKS: 'false',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/v1/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('The server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
