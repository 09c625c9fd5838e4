// @ts-check
/**
 * The API's layers, from the bottom: `reference` (static data the seed and the providers share) and `db`; then the
 * infrastructure (`http`, `plugins`, `providers`, `sessions`, `realtime`, `i18n`, `documents`, `mail`, `jobs`); then
 * the domains (`modules`); then `seed` and the command-line tools. A layer imports only from layers below it (and
 * from itself). Each entry refuses, in the folders it names, the imports that climb: a provider importing the seed,
 * `db` importing a domain, a session look-up importing a domain's repository.
 */
const API = 'apps/api/src';
const INFRASTRUCTURE = ['http', 'plugins', 'providers', 'sessions', 'realtime', 'i18n', 'documents', 'mail', 'jobs'];
/** The top-level files that compose the layers (the server and the command-line tools). */
const COMPOSITION = ['server', 'main', 'seed-cli', 'mail-cli', 'containers-cli', 'cli-bootstrap'];

/** A relative import reaching one of `folders` of apps/api/src (from any depth below it), or a composition file. */
const climbing = (folders) => `^(\\.\\./)+(${[...folders, ...COMPOSITION].join('|')})(/|$)`;

export const API_LAYERS = [
  { name: 'reference', folders: ['reference'], refuses: ['db', ...INFRASTRUCTURE, 'modules', 'seed'] },
  { name: 'db', folders: ['db'], refuses: [...INFRASTRUCTURE, 'modules', 'seed'] },
  { name: 'infrastructure', folders: INFRASTRUCTURE, refuses: ['modules', 'seed'] },
  { name: 'domains', folders: ['modules'], refuses: ['seed'] },
];

/**
 * ESLint config blocks for the layers. `basePaths` are the workspace's restricted import paths: a block's
 * `no-restricted-imports` replaces the rule's options, so it repeats them.
 * @param {unknown[]} basePaths
 */
export function apiLayerBlocks(basePaths) {
  return API_LAYERS.map((layer) => ({
    files: layer.folders.map((folder) => `${API}/${folder}/**/*.ts`),
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: basePaths,
          patterns: [
            {
              regex: climbing(layer.refuses),
              message: `The ${layer.name} layer of the API imports only from the layers below it (docs/ARCHITECTURE.md, "The API's layers").`,
            },
          ],
        },
      ],
    },
  }));
}
