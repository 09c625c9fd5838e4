// @ts-check
/**
 * Two rules of the front end's modules.
 *
 * Links: a page belongs to the remote the shell's route table gives it (libs/frame/src/route-table.ts). Anywhere else
 * (another remote, the shell, a lib) a link to it comes from `links` of @freight/contracts, never from a path literal
 * such as '/loads/editload/' or `/orders/tracking/${id}`: the table is the one place a page's address is written for
 * others, so moving a page to another remote or renaming it cannot leave a stale link behind. A remote writes its own
 * pages' paths in its `paths.ts`. Tests may write addresses as literals (they check what the user sees).
 *
 * Module state: a remote whose state is one reducer per screen folder (loads, public-pages) combines them in its
 * `state.ts`; a folder declares and reads its own part (module-state.ts, `featurePartSelector`) and never imports
 * back the module's `state`, `sagas` or `module`, which import the folder: no import cycle.
 */
import { readFileSync } from 'node:fs';

const routeTable = readFileSync(new URL('../../libs/frame/src/route-table.ts', import.meta.url), 'utf8');

/** Each remote's pages by the static start of their base path ('/orders/tracking/:loadId' → '/orders/tracking'). */
const OWNED = [...routeTable.matchAll(/\{ path: '([^']+)', remote: '(\w+)'/g)].map(([, base, remote]) => ({
  remote: /** @type {string} */ (remote),
  prefix: /** @type {string} */ (base).split('/:')[0],
}));

/** The folder of a remote under apps/ (its federation name with dashes). */
const folderOf = (/** @type {string} */ remote) => remote.replace(/_/g, '-');

/** A string starting with one of `prefixes` as a whole path segment; written without '/' (the selector syntax ends a regex there). */
const startsWith = (/** @type {string[]} */ prefixes) =>
  `/^(${[...new Set(prefixes)].map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('/', '\\x2F')).join('|')})([\\x2F?#]|$)/`;

/** `no-restricted-syntax` refusing string and template literals that start with a page path of `others`. */
function refusing(/** @type {typeof OWNED} */ others) {
  return ['error', ...pathLiteralSelectors(others)];
}

/** The selectors of `refusing`, for a block that refuses more with the same rule (the API's texts). */
export function pathLiteralSelectors(/** @type {typeof OWNED} */ others = OWNED) {
  const pattern = startsWith(others.map((page) => page.prefix));
  const message = 'A page of another module: link to it with `links` of @freight/contracts (libs/contracts/src/links.ts), not a path literal.';
  return [
    { selector: `Literal[value=${pattern}]`, message },
    { selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${pattern}]`, message },
  ];
}

const NOT_CHECKED = ['**/*.spec.{ts,tsx}', '**/test-support.{ts,tsx}', '**/fixtures.ts'];

/** ESLint config blocks: one per remote (the other remotes' pages refused), one for the shell and the libs (every remote's). */
export function linkBlocks() {
  const remotes = [...new Set(OWNED.map((page) => page.remote))];
  return [
    ...remotes.map((remote) => ({
      files: [`apps/${folderOf(remote)}/src/**/*.{ts,tsx}`],
      ignores: NOT_CHECKED,
      rules: { 'no-restricted-syntax': refusing(OWNED.filter((page) => page.remote !== remote)) },
    })),
    {
      files: ['apps/shell/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
      // The table itself, and the route table that gives each base path its remote.
      ignores: [...NOT_CHECKED, 'libs/contracts/src/links.ts', 'libs/frame/src/route-table.ts', 'libs/testing/**'],
      rules: { 'no-restricted-syntax': refusing(OWNED) },
    },
    {
      // The API's e-mails, notifications and pushes link to pages of every module. The API's texts blocks, after this
      // one, refuse these literals too (one rule, no-restricted-syntax, holds both).
      files: ['apps/api/src/**/*.ts'],
      ignores: [...NOT_CHECKED, 'apps/api/src/**/test/**'],
      rules: { 'no-restricted-syntax': refusing(OWNED) },
    },
  ];
}

/**
 * The block refusing, in the screen folders of the remotes built that way, an import of the module's root files.
 * `basePaths` are the workspace's restricted import paths: the block's `no-restricted-imports` replaces the rule's options.
 * @param {unknown[]} basePaths
 */
export function moduleStateBlock(basePaths) {
  return {
    files: ['apps/loads/src/*/**/*.{ts,tsx}', 'apps/public-pages/src/*/**/*.{ts,tsx}'],
    ignores: NOT_CHECKED,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: basePaths,
          patterns: [
            {
              regex: '^\\.\\./(state|sagas|module)$',
              message:
                "A screen folder reads its own part of the module's state (module-state.ts, featurePartSelector) and the look-ups from ../resources: the module's state.ts, sagas.ts and module.ts import the folders, never the other way.",
            },
          ],
        },
      ],
    },
  };
}
