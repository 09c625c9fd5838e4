/**
 * `npx nx g ./tools/generators:remote <name> --port <port> [--path /base] [--permission key] [--title "Title"]`:
 * adds a remote in one step. It writes apps/<name> (like apps/address: bootstrap, main, module, routes, paths, i18n,
 * rspack config, project.json with its tags, tsconfig, a first screen and its test) and registers it everywhere the
 * workspace lists its remotes: REMOTE_NAMES and REMOTE_ROUTES (libs/frame), the shell's remotes.json, the jest projects,
 * the route coverage check, the e2e remote walk and its implicit dependencies, WEB_APPS (build, serve), its scope's
 * lint constraint and the lockfile (a new npm workspace).
 */
import path from 'node:path';
import { generateFiles, updateJson, type Tree } from '@nx/devkit';
import { MODULE_KEYS } from '../../../libs/contracts/src/modules';

export interface RemoteGeneratorSchema {
  /** Folder under apps/, kebab-case. */
  name: string;
  port: number;
  /** Base path in the shell (default `/<name>`). */
  path?: string;
  /** Module permission the routes need; none: login only. */
  permission?: string;
  /** English title (sp and fr start as the same text). */
  title?: string;
}

const FILES = {
  routeTable: 'libs/frame/src/route-table.ts',
  remotesJson: 'apps/shell/public/remotes.json',
  jestConfig: 'jest.config.ts',
  routeCoverage: 'tools/checks/route-coverage.spec.tsx',
  e2eRemotes: 'apps/e2e/src/remotes.spec.ts',
  e2eProject: 'apps/e2e/project.json',
  workspace: 'tools/workspace.ts',
  lint: 'eslint.config.mjs',
  lockfile: 'package-lock.json',
} as const;

const INTRO = {
  en: 'The first screens of this module are on their way.',
  sp: 'Las primeras pantallas de este módulo están en camino.',
  fr: 'Les premiers écrans de ce module arrivent bientôt.',
};

export interface RemoteNames {
  folder: string;
  /** The federation name: a valid identifier (`purchase-orders` → `purchase_orders`). */
  federationName: string;
  /** The module's import name in route-coverage.spec.tsx (`purchase-orders` → `purchaseOrders`). */
  importName: string;
  basePath: string;
  title: string;
}

export function remoteNames(options: Pick<RemoteGeneratorSchema, 'name' | 'path' | 'title'>): RemoteNames {
  const folder = options.name;
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(folder)) throw new Error(`The remote's name must be kebab-case (e.g. fleet, purchase-orders), got "${folder}"`);
  const words = folder.split('-');
  return {
    folder,
    federationName: words.join('_'),
    importName: words.map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join(''),
    basePath: options.path ?? `/${folder}`,
    title: options.title ?? `${words.join(' ')[0]!.toUpperCase()}${words.join(' ').slice(1)}`,
  };
}

/** Inserts `line` before the line that closes the multi-line `[`/`{` literal opened at the end of `opener`. */
function insertBeforeClose(text: string, opener: string, line: string, file: string): string {
  const start = text.indexOf(opener);
  if (start < 0) throw new Error(`${file}: cannot find "${opener}"`);
  const close = text.indexOf(opener.endsWith('[') ? '\n]' : '\n}', start);
  if (close < 0) throw new Error(`${file}: cannot find the end of "${opener}"`);
  return `${text.slice(0, close)}\n${line}${text.slice(close)}`;
}

function edit(tree: Tree, file: string, change: (text: string) => string) {
  const text = tree.read(file, 'utf-8');
  if (text === null) throw new Error(`${file} is missing`);
  tree.write(file, change(text));
}

/** Appends `item` to the one-line array literal that follows `declaration` (`... = [a, b] as const;`). */
function appendToInlineArray(text: string, declaration: string, item: string, file: string): string {
  const pattern = new RegExp(`(${declaration.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*=\\s*\\[)([^\\]]*)(\\])`);
  const match = pattern.exec(text);
  if (!match) throw new Error(`${file}: cannot find "${declaration} = [...]"`);
  return text.replace(pattern, (_all, open: string, items: string, close: string) => `${open}${items.trimEnd()}, ${item}${close}`);
}

/** The lockfile's packages with new entries placed where npm sorts them (after the root entry, by key). */
function withSortedEntries(packages: Record<string, unknown>, added: Record<string, unknown>): Record<string, unknown> {
  const keys = [...new Set([...Object.keys(packages), ...Object.keys(added)])];
  const [rootKey, ...rest] = keys;
  const sorted = [rootKey!, ...rest.sort((a, b) => a.localeCompare(b, 'en'))];
  return Object.fromEntries(sorted.map((key) => [key, added[key] ?? packages[key]]));
}

function usedDevPorts(tree: Tree): Map<number, string> {
  const ports = new Map<number, string>();
  for (const app of tree.children('apps')) {
    const config = tree.read(`apps/${app}/rspack.config.ts`, 'utf-8');
    const port = config && /devPort:\s*(\d+)/.exec(config)?.[1];
    if (port) ports.set(Number(port), app);
  }
  return ports;
}

export async function remoteGenerator(tree: Tree, options: RemoteGeneratorSchema) {
  const names = remoteNames(options);
  const { folder, federationName, importName, basePath, title } = names;
  const root = `apps/${folder}`;
  const packageName = `@freight/${folder}-remote`;
  if (tree.exists(root)) throw new Error(`${root} exists already`);
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 1024 || port > 65535) throw new Error(`--port must be an integer from 1024 to 65535, got "${options.port}"`);
  const taken = usedDevPorts(tree).get(port);
  if (taken) throw new Error(`Port ${port} is the dev port of apps/${taken}`);
  if (options.permission && !(MODULE_KEYS as readonly string[]).includes(options.permission)) {
    throw new Error(`--permission must be one of ${MODULE_KEYS.join(', ')} (libs/contracts/src/modules.ts), got "${options.permission}"`);
  }
  const routeTable = tree.read(FILES.routeTable, 'utf-8') ?? '';
  if (new RegExp(`remote: '${federationName}'`).test(routeTable)) throw new Error(`${federationName} is in REMOTE_ROUTES already`);
  if (routeTable.includes(`path: '${basePath}'`)) throw new Error(`The base path ${basePath} belongs to another remote`);

  generateFiles(tree, path.join(__dirname, 'files'), root, {
    ...names,
    port,
    title: { en: title, sp: title, fr: title },
    intro: INTRO,
    json: (value: string) => JSON.stringify(value),
    tmpl: '',
  });

  const permission = options.permission ? `, permission: '${options.permission}'` : '';
  edit(tree, FILES.routeTable, (text) =>
    insertBeforeClose(
      appendToInlineArray(text, 'export const REMOTE_NAMES', `'${federationName}'`, FILES.routeTable),
      'export const REMOTE_ROUTES: RemoteRoute[] = [',
      `\n  { path: '${basePath}', remote: '${federationName}', access: 'auth'${permission} },`,
      FILES.routeTable,
    ),
  );
  updateJson(tree, FILES.remotesJson, (remotes: Record<string, string>) => ({ ...remotes, [federationName]: `/remotes/${folder}/mf-manifest.json` }));
  edit(tree, FILES.jestConfig, (text) =>
    insertBeforeClose(text, 'const WEB_PROJECTS: Array<[folder: string, name: string]> = [', `  ['${root}', '${folder}'],`, FILES.jestConfig),
  );
  edit(tree, FILES.routeCoverage, (text) => {
    const imports = [...text.matchAll(/^import \w+ from '\.\.\/\.\.\/apps\/[^']+\/src\/module';$/gm)];
    const last = imports.at(-1);
    if (!last) throw new Error(`${FILES.routeCoverage}: cannot find the modules' imports`);
    const afterImports = last.index + last[0].length;
    let next = `${text.slice(0, afterImports)}\nimport ${importName} from '../../apps/${folder}/src/module';${text.slice(afterImports)}`;
    const entry = federationName === importName ? `${importName},` : `${federationName}: ${importName},`;
    next = insertBeforeClose(next, 'const MODULES: Record<RemoteName, RemoteModule> = {', `  ${entry}`, FILES.routeCoverage);
    const permissionColumn = options.permission ? `, '${options.permission}'` : '';
    return insertBeforeClose(
      next,
      'const SPEC_ROUTES: Expectation[] = [',
      `  ['${basePath}', '${federationName}', 'auth'${permissionColumn}],`,
      FILES.routeCoverage,
    );
  });
  edit(tree, FILES.e2eRemotes, (text) =>
    insertBeforeClose(
      text,
      'const REMOTE_PAGES: RemotePage[] = [',
      `  { remote: '${federationName}', folder: '${folder}', path: '${basePath}', heading: ${JSON.stringify(title)} },`,
      FILES.e2eRemotes,
    ),
  );
  updateJson(tree, FILES.e2eProject, (project: { implicitDependencies?: string[] }) => {
    const dependencies = project.implicitDependencies ?? [];
    const api = dependencies.indexOf('api');
    const at = api < 0 ? dependencies.length : api;
    return { ...project, implicitDependencies: [...dependencies.slice(0, at), folder, ...dependencies.slice(at)] };
  });
  edit(tree, FILES.workspace, (text) => appendToInlineArray(text, 'export const WEB_APPS', `'${folder}'`, FILES.workspace));
  // apps/* are npm workspaces: without the new one in the lockfile, `npm ci` refuses a fresh clone.
  updateJson(tree, FILES.lockfile, (lock: { packages: Record<string, unknown> }) => ({
    ...lock,
    packages: withSortedEntries(lock.packages, {
      [root]: { name: packageName, version: '0.1.0' },
      [`node_modules/${packageName}`]: { resolved: root, link: true },
    }),
  }));
  // Its scope uses shared libs only; a domain lib it needs (scope:address, ...) is added there by hand.
  edit(tree, FILES.lint, (text) =>
    insertBeforeClose(text, 'const DEP_CONSTRAINTS = [', `  { sourceTag: 'scope:${folder}', onlyDependOnLibsWithTags: ['scope:shared'] },`, FILES.lint),
  );

  return () => {
    console.log(
      [
        `Added the ${federationName} remote at ${basePath} (apps/${folder}, dev port ${port}).`,
        `  npx nx serve ${folder}     the remote alone on http://localhost:${port}${basePath}`,
        `  npx nx build ${folder}     its production build in dist/apps/${folder}`,
        `  npx jest --selectProjects ${folder}`,
        'Next: translate src/i18n/sp.json and fr.json, add a navigation link (libs/frame/src/navigation.ts) if it has one,',
        'and the API routes its screens call (docs/modules/README.md).',
      ].join('\n'),
    );
  };
}

export default remoteGenerator;

/** The files the generator changes besides the new app (the test checks each of them). */
export const REGISTRATION_FILES = Object.values(FILES);
