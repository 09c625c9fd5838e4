/**
 * @jest-environment node
 *
 * The remote generator, run once as a developer runs it (`nx g ./tools/generators:remote`) on a scratch remote in a
 * temporary copy of the workspace (sources copied, installed packages linked): the new remote is registered in every
 * list, builds, and its production files are served (mf-manifest.json exposing ./Module, remoteEntry.js). The copy
 * is deleted afterwards. 35-50 s on two shared cores: the copy and Nx's project graph, then side by side one Rspack
 * build, a type check, lint and the jest project of the new app, and npm's lockfile check.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { FsTree } from 'nx/src/generators/tree';
import { remoteGenerator } from './generator';

const root = path.resolve(__dirname, '../../..');
const run = promisify(execFile);
const SCRATCH = { name: 'scratch-yard', federationName: 'scratch_yard', port: 4299, path: '/scratch-yard', title: 'Scratch yard' };

/** What a fresh clone holds: everything but installed packages, build output, caches and local data. */
const NOT_COPIED = new Set(['node_modules', 'dist', '.git', '.nx', '.data', 'tmp', 'test-results', 'coverage']);

/**
 * node_modules of the copy: a link to each installed package, except the workspace's own packages (@freight/*), which
 * point into the copy as npm's workspace links do, so the copy builds from its own sources.
 */
function linkPackages(copy: string) {
  const modules = path.join(copy, 'node_modules');
  mkdirSync(path.join(modules, '@freight'), { recursive: true });
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '@freight') symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  for (const kind of ['apps', 'libs']) {
    for (const folder of readdirSync(path.join(copy, kind))) {
      const manifest = path.join(copy, kind, folder, 'package.json');
      if (!existsSync(manifest)) continue;
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string };
      symlinkSync(path.join(copy, kind, folder), path.join(modules, name));
    }
  }
}

/** A static file server over one folder (the way the production server serves a remote's files). */
function serve(folder: string): Promise<Server> {
  const server = createServer((request, response) => {
    const file = path.join(folder, path.normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)));
    if (!file.startsWith(folder) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': file.endsWith('.json') ? 'application/json' : 'text/javascript' }).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let copy: string;
let typeCheck: { stdout: string; stderr: string };
let tests: { stdout: string; stderr: string };
let lockCheck: { stdout: string; stderr: string };
let lint: { stdout: string; stderr: string };
let server: Server | undefined;
const read = (file: string) => readFileSync(path.join(copy, file), 'utf8');

beforeAll(async () => {
  copy = mkdtempSync(path.join(tmpdir(), 'freight-generator-'));
  for (const entry of readdirSync(root)) {
    if (!NOT_COPIED.has(entry))
      cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true, filter: (source) => !source.includes(`${path.sep}node_modules`) });
  }
  linkPackages(copy);
  const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_SKIP_NX_CACHE: 'true' };
  await run(
    path.join(copy, 'node_modules/.bin/nx'),
    ['g', './tools/generators:remote', SCRATCH.name, '--port', String(SCRATCH.port), '--title', SCRATCH.title, '--no-interactive'],
    { cwd: copy, env },
  );
  // Then, side by side: the build target the generator wrote (as `nx build scratch-yard` runs it), a type check of
  // the new app, its jest project, lint over it, and npm's check of the lockfile.
  const project = JSON.parse(read(`apps/${SCRATCH.name}/project.json`)) as { targets: { build: { options: { command: string } } } };
  const [command, ...args] = project.targets.build.options.command.split(' ');
  const failedOrDone = (failure: { stdout: string; stderr: string }) => failure;
  const manifests = mkdtempSync(path.join(tmpdir(), 'freight-lock-'));
  for (const file of ['package.json', 'package-lock.json']) cpSync(path.join(copy, file), path.join(manifests, file));
  for (const kind of ['apps', 'libs']) {
    for (const folder of readdirSync(path.join(copy, kind))) {
      const manifest = path.join(kind, folder, 'package.json');
      if (existsSync(path.join(copy, manifest))) cpSync(path.join(copy, manifest), path.join(manifests, manifest));
    }
  }
  // Lint's boundary rule reads Nx's project graph, which must know the new project: computed again first.
  const lintApp = async () => {
    await run(path.join(copy, 'node_modules/.bin/nx'), ['show', 'projects'], { cwd: copy, env });
    return run(path.join(copy, 'node_modules/.bin/eslint'), [`apps/${SCRATCH.name}`, '--max-warnings=0'], { cwd: copy, env }).catch(failedOrDone);
  };
  [, typeCheck, tests, lockCheck, lint] = await Promise.all([
    run(path.join(copy, 'node_modules/.bin', command!), args, { cwd: copy, env: { ...env, NODE_ENV: 'production' } }),
    run(path.join(copy, 'node_modules/.bin/tsc'), ['--noEmit', '-p', `apps/${SCRATCH.name}/tsconfig.json`], { cwd: copy }).catch(failedOrDone),
    run(path.join(copy, 'node_modules/.bin/jest'), ['--ci', '--verbose', '--selectProjects', SCRATCH.name], { cwd: copy }).catch(failedOrDone),
    // `npm ci` of a fresh clone, on the manifests alone: --dry-run stops before installing anything.
    run('npm', ['ci', '--dry-run', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: manifests })
      .catch(failedOrDone)
      .finally(() => rmSync(manifests, { recursive: true, force: true })),
    lintApp(),
  ]);
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('nx g ./tools/generators:remote', () => {
  it('writes the app like apps/address: entry, module, routes, typed paths, texts, build config, tags', () => {
    for (const file of [
      'package.json',
      'project.json',
      'rspack.config.ts',
      'tsconfig.json',
      'src/main.ts',
      'src/bootstrap.tsx',
      'src/module.ts',
      'src/routes.tsx',
      'src/paths.ts',
      'src/HomePage.tsx',
      'src/module.spec.ts',
      'src/i18n/en.json',
      'src/i18n/sp.json',
      'src/i18n/fr.json',
    ]) {
      expect(existsSync(path.join(copy, 'apps', SCRATCH.name, file))).toBe(true);
    }
    expect(JSON.parse(read(`apps/${SCRATCH.name}/project.json`)).tags).toEqual(['type:remote', `scope:${SCRATCH.name}`]);
    expect(read(`apps/${SCRATCH.name}/rspack.config.ts`)).toContain(
      `createAppConfig({ name: '${SCRATCH.federationName}', root: __dirname, kind: 'remote', devPort: ${SCRATCH.port} })`,
    );
    expect(read(`apps/${SCRATCH.name}/src/paths.ts`)).toContain(`home: modulePath('${SCRATCH.path}'),`);
    expect(JSON.parse(read(`apps/${SCRATCH.name}/src/i18n/en.json`))).toEqual({
      title: SCRATCH.title,
      home: { intro: 'The first screens of this module are on their way.' },
    });
  });

  it('registers it in the remote list, the manifest, jest, route coverage, the e2e walk, WEB_APPS and the lint scopes', () => {
    expect(read('libs/frame/src/route-table.ts')).toMatch(new RegExp(`REMOTE_NAMES = \\[[^\\]]*'${SCRATCH.federationName}'\\] as const`));
    expect(read('libs/frame/src/route-table.ts')).toContain(`{ path: '${SCRATCH.path}', remote: '${SCRATCH.federationName}', access: 'auth' },\n];`);
    expect(JSON.parse(read('apps/shell/public/remotes.json'))[SCRATCH.federationName]).toBe(`/remotes/${SCRATCH.name}/mf-manifest.json`);
    expect(read('jest.config.ts')).toContain(`['apps/${SCRATCH.name}', '${SCRATCH.name}'],\n];`);
    const coverage = read('tools/checks/route-coverage.spec.tsx');
    expect(coverage).toContain(`import scratchYard from '../../apps/${SCRATCH.name}/src/module';`);
    expect(coverage).toContain(`  ${SCRATCH.federationName}: scratchYard,\n};`);
    expect(coverage).toContain(`  ['${SCRATCH.path}', '${SCRATCH.federationName}', 'auth'],\n];`);
    expect(read('apps/e2e/src/remotes.spec.ts')).toContain(
      `{ remote: '${SCRATCH.federationName}', folder: '${SCRATCH.name}', path: '${SCRATCH.path}', heading: "${SCRATCH.title}" },\n];`,
    );
    expect(JSON.parse(read('apps/e2e/project.json')).implicitDependencies).toContain(SCRATCH.name);
    expect(read('tools/workspace.ts')).toMatch(new RegExp(`WEB_APPS = \\[[^\\]]*'${SCRATCH.name}'\\] as const`));
    expect(read('eslint.config.mjs')).toContain(`  { sourceTag: 'scope:${SCRATCH.name}', onlyDependOnLibsWithTags: ['scope:shared'] },\n];`);
  });

  it('adds the new npm workspace to the lockfile, so that `npm ci` accepts a fresh clone', async () => {
    const before = readFileSync(path.join(root, 'package-lock.json'), 'utf8').split('\n');
    const after = read('package-lock.json').split('\n');
    // Only the two entries npm itself would write (4 + 4 lines), in npm's format.
    expect(after.filter((line) => !before.includes(line))).toEqual([
      `    "apps/${SCRATCH.name}": {`,
      `      "name": "@freight/${SCRATCH.name}-remote",`,
      `    "node_modules/@freight/${SCRATCH.name}-remote": {`,
      `      "resolved": "apps/${SCRATCH.name}",`,
    ]);
    expect(after).toHaveLength(before.length + 8);
    // npm's own check of the lockfile against the workspaces' manifests.
    expect(lockCheck.stderr).not.toMatch(/in sync|Missing: /);
    expect(lockCheck.stdout).toMatch(/added \d+ packages/);
  });

  it('refuses a second remote of the same name, and a dev port another app uses', async () => {
    const workspace = new FsTree(copy, false);
    await expect(remoteGenerator(workspace, { name: SCRATCH.name, port: 4298 })).rejects.toThrow(`apps/${SCRATCH.name} exists already`);
    await expect(remoteGenerator(workspace, { name: 'another-yard', port: 4205 })).rejects.toThrow('Port 4205 is the dev port of apps/address');
    await expect(remoteGenerator(workspace, { name: 'another-yard', port: 4298, permission: 'everything' })).rejects.toThrow('--permission must be one of');
    await expect(remoteGenerator(workspace, { name: 'Another_Yard', port: 4298 })).rejects.toThrow('must be kebab-case');
    expect(workspace.listChanges()).toEqual([]);
  });

  it('passes lint, module boundaries included', () => {
    expect(lint.stdout).toBe('');
    expect((lint as { code?: number }).code ?? 0).toBe(0);
  });

  it('type-checks, and its own jest project passes', () => {
    // The generated files' own errors (the workspace's type check, `npm run typecheck`, covers the rest).
    expect(typeCheck.stdout.split('\n').filter((line) => line.startsWith(`apps/${SCRATCH.name}/`))).toEqual([]);
    expect(tests.stderr).toMatch(/PASS scratch-yard apps\/scratch-yard\/src\/module\.spec\.ts/);
  });

  it('builds, and its manifest and entry are served: the shell can load it', async () => {
    server = await serve(path.join(copy, 'dist/apps', SCRATCH.name));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const manifest = (await (await fetch(`${base}/mf-manifest.json`)).json()) as {
      name: string;
      metaData: { remoteEntry: { name: string } };
      exposes: Array<{ name: string }>;
    };
    expect(manifest.name).toBe(SCRATCH.federationName);
    expect(manifest.exposes.map((expose) => expose.name)).toEqual(['Module']);
    const entry = await fetch(`${base}/${manifest.metaData.remoteEntry.name}`);
    expect(entry.status).toBe(200);
    expect(await entry.text()).toContain(SCRATCH.federationName);
  });
});
