/**
 * `nx serve <app>`: one app in development. A remote runs alone with the same providers,
 * login and guards as in the shell; the shell loads the remotes built in dist/. Either way
 * the API is started here when nothing answers at API_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { bin, buildWebApps, isBuilt, tsxBin, WEB_APPS, webRoot, workspaceRoot } from './workspace';

const app = process.argv[2] ?? '';
const apiUrl = process.env.API_URL ?? 'http://localhost:3333';

async function apiAnswers(): Promise<boolean> {
  try {
    const response = await fetch(`${apiUrl}/v1/api/health`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitForApi(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await apiAnswers()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The API did not answer at ${apiUrl} within ${timeoutMs / 1000} s`);
}

async function main() {
  if (!(WEB_APPS as readonly string[]).includes(app)) {
    console.error(`Usage: tsx tools/serve-app.ts <${WEB_APPS.join('|')}>`);
    process.exit(2);
  }
  if (app === 'shell' && !isBuilt()) await buildWebApps();
  const children: ChildProcess[] = [];
  if (!(await apiAnswers())) {
    console.log(`Starting the API at ${apiUrl} …`);
    const port = new URL(apiUrl).port || '3333';
    children.push(
      spawn(tsxBin, ['apps/api/src/main.ts'], {
        cwd: workspaceRoot,
        stdio: 'inherit',
        env: { ...process.env, PORT: port, WEB_ROOT: process.env.WEB_ROOT ?? webRoot },
      }),
    );
    await waitForApi(120_000);
  }
  const devServer = spawn(bin('rspack'), ['serve', '-c', `apps/${app}/rspack.config.ts`, '--mode', 'development'], {
    cwd: workspaceRoot,
    stdio: 'inherit',
    env: { ...process.env, API_URL: apiUrl },
  });
  children.push(devServer);
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  devServer.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  });
}

void main();
