// @ts-check
import { readFileSync } from 'node:fs';
/**
 * The API's layers, from the bottom: `reference` (static data the seed and the providers share) and `db`; then the
 * infrastructure (`http`, `plugins`, `providers`, `sessions`, `realtime`, `i18n`, `texts`, `pdf`, `mail`, `jobs`); then the
 * business domains (one folder each, DOMAINS); then `seed` and the command-line tools. A layer imports only from
 * layers below it (and from itself). Each entry refuses, in the folders it names, the imports that climb: a provider
 * importing the seed, `db` importing a domain, a session look-up importing a domain's repository.
 *
 * Between domains: a domain is used by the others only through its index.ts (an import of `../loads` is allowed, one
 * of `../loads/board` is not), and the domains' imports form no cycle (tools/checks/api-domains.ts).
 */
const API = 'apps/api/src';
const INFRASTRUCTURE = ['http', 'plugins', 'providers', 'sessions', 'realtime', 'i18n', 'texts', 'pdf', 'mail', 'jobs'];
/** The business domains: the DOMAINS list of the API's route table (apps/api/src/domains.ts), read from its source. */
const DOMAINS = domainsOf(readFileSync(new URL('../../apps/api/src/domains.ts', import.meta.url), 'utf8'));

/** The names in `export const DOMAINS = [...]` of the route table's source. */
function domainsOf(source) {
  const list = /export const DOMAINS = \[([^\]]*)\]/.exec(source);
  if (!list) throw new Error('apps/api/src/domains.ts has no DOMAINS list');
  return [...list[1].matchAll(/'([^']+)'/g)].map((match) => match[1]);
}
/** The top-level files that compose the layers (the server, the route table and the command-line tools). */
const COMPOSITION = ['server', 'domains', 'main', 'seed-cli', 'mail-cli', 'containers-cli', 'cli-bootstrap'];

/** A relative import reaching one of `folders` of apps/api/src (from any depth below it), or a composition file. */
const climbing = (folders) => `^(\\.\\./)+(${[...folders, ...COMPOSITION].join('|')})(/|$)`;

const API_LAYERS = [
  { name: 'reference', folders: ['reference'], refuses: ['db', ...INFRASTRUCTURE, ...DOMAINS, 'seed'] },
  { name: 'db', folders: ['db'], refuses: [...INFRASTRUCTURE, ...DOMAINS, 'seed'] },
  { name: 'infrastructure', folders: INFRASTRUCTURE, refuses: [...DOMAINS, 'seed'] },
];

/**
 * ESLint config blocks for the layers and the domains. `basePaths` are the workspace's restricted import paths: a
 * block's `no-restricted-imports` replaces the rule's options, so it repeats them.
 * @param {unknown[]} basePaths
 */
export function apiLayerBlocks(basePaths) {
  const layerMessage = (name) => `The ${name} layer of the API imports only from the layers below it (docs/ARCHITECTURE.md, "The API's layers").`;
  const layers = API_LAYERS.map((layer) => ({
    files: layer.folders.map((folder) => `${API}/${folder}/**/*.ts`),
    ignores: ['**/*.spec.ts', '**/test/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: basePaths, patterns: [{ regex: climbing(layer.refuses), message: layerMessage(layer.name) }] }],
    },
  }));
  const domains = DOMAINS.map((domain) => {
    const others = DOMAINS.filter((other) => other !== domain);
    return {
      files: [`${API}/${domain}/**/*.ts`],
      ignores: ['**/*.spec.ts', '**/test/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: basePaths,
            patterns: [
              { regex: climbing(['seed']), message: layerMessage('domain') },
              {
                regex: `^(\\.\\./)+(${others.join('|')})/`,
                message: `A domain is used by the others only through its index.ts: import from '../<domain>' (docs/ARCHITECTURE.md, "The API's domains").`,
              },
            ],
          },
        ],
      },
    };
  });
  return [...layers, ...domains];
}
