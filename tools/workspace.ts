import { spawn, type SpawnOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const workspaceRoot = path.resolve(__dirname, '..');
export const WEB_APPS = ['shell', 'dashboard', 'loads', 'orders', 'trucks', 'address', 'purchase-orders', 'settings', 'public-pages'] as const;
export const webRoot = path.join(workspaceRoot, 'dist/apps');

/** Runs a command from the workspace root, echoing its output; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: workspaceRoot, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrExit(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} exited with ${code}`);
    process.exit(code);
  }
}

const bin = (name: string) => path.join(workspaceRoot, 'node_modules/.bin', name);
export const nx = (args: string[], options?: SpawnOptions) =>
  runOrExit(bin('nx'), args, { ...options, env: { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', ...process.env, ...options?.env } });
export const tsxBin = bin('tsx');
export { bin };

/** Builds every web app; Nx's cache skips what is already built from the same sources. */
export async function buildWebApps(): Promise<void> {
  await nx(['run-many', '-t', 'build', '--projects=tag:type:shell,tag:type:remote', '--parallel=2', '--output-style=static']);
}

export const isBuilt = () => WEB_APPS.every((app) => existsSync(path.join(webRoot, app, app === 'shell' ? 'index.html' : 'mf-manifest.json')));
