// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { apiLayerBlocks } from './tools/eslint/api-layers.mjs';
import { apiTextBlocks } from './tools/eslint/api-texts.mjs';
import { linkBlocks, moduleStateBlock, pathLiteralSelectors } from './tools/eslint/links.mjs';

/** Library kinds, from the bottom up: each may use only the kinds below it. */
const LIB_TYPES = ['type:util', 'type:data-access', 'type:ui', 'type:feature'];

/**
 * The architecture, enforced by `@nx/enforce-module-boundaries` over the tags in each project.json:
 * - kind: util uses only util; data-access uses data-access and util; ui uses ui, util and data-access (the toaster
 *   and the pointer blocker read the store); feature uses any lib; the shell and remotes use libs only, so a remote
 *   never imports another remote or the shell, and no lib imports an app.
 * - scope: shared libs use only shared ones; a domain (scope:address) is used only by itself and by the remotes
 *   that need its pieces (loads, orders, purchase orders, settings), never by the dashboard, trucks or the shell.
 * - platform: the API and the e2e tests use only libs that run anywhere (contracts).
 */
const DEP_CONSTRAINTS = [
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: LIB_TYPES },
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: LIB_TYPES },
  { sourceTag: 'type:shell', onlyDependOnLibsWithTags: LIB_TYPES },
  { sourceTag: 'type:remote', onlyDependOnLibsWithTags: LIB_TYPES },
  { sourceTag: 'type:api', onlyDependOnLibsWithTags: ['platform:any'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['platform:any'] },
  { sourceTag: 'platform:any', onlyDependOnLibsWithTags: ['platform:any'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:address', onlyDependOnLibsWithTags: ['scope:shared', 'scope:address'] },
  { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:dashboard', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:trucks', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:loads', onlyDependOnLibsWithTags: ['scope:shared', 'scope:address'] },
  { sourceTag: 'scope:orders', onlyDependOnLibsWithTags: ['scope:shared', 'scope:address'] },
  { sourceTag: 'scope:purchase-orders', onlyDependOnLibsWithTags: ['scope:shared', 'scope:address'] },
  { sourceTag: 'scope:settings', onlyDependOnLibsWithTags: ['scope:shared', 'scope:address'] },
  { sourceTag: 'scope:public-pages', onlyDependOnLibsWithTags: ['scope:shared'] },
];

/** Tests may also use the test kit (libs/testing, type:testing); production code may not. */
const TEST_DEP_CONSTRAINTS = DEP_CONSTRAINTS.map((constraint) =>
  constraint.sourceTag.startsWith('type:') && constraint.onlyDependOnLibsWithTags.some((tag) => LIB_TYPES.includes(tag))
    ? { ...constraint, onlyDependOnLibsWithTags: [...constraint.onlyDependOnLibsWithTags, 'type:testing'] }
    : constraint,
);

/** Imports that go through the workspace's own wrappers. */
const RESTRICTED_PATHS = [
  {
    name: 'react-redux',
    importNames: ['useDispatch', 'useSelector', 'useStore'],
    message: 'Use useAppDispatch / useAppSelector / useAppStore from @freight/store (typed with RootState).',
  },
  { name: 'react-router', message: 'Import routing from @freight/router (the shared, tree-shaken re-export).' },
  { name: 'react-i18next', message: 'Import useTranslation from @freight/i18n (the shared, tree-shaken re-export).' },
  { name: 'axios', message: 'Calls go through @freight/api-client (the one axios instance).' },
];

/** @param {typeof DEP_CONSTRAINTS} depConstraints */
const boundaryOptions = (depConstraints) => ({ allow: [], enforceBuildableLibDependency: false, depConstraints });

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'dist/**', '.nx/**', '.data/**', 'tmp/**', 'apps/api/drizzle/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The architecture, enforced over the projects' tags (DEP_CONSTRAINTS above).
      '@nx/enforce-module-boundaries': ['error', boundaryOptions(DEP_CONSTRAINTS)],
      // Typed hooks only (libs/store/src/hooks.ts).
      'no-restricted-imports': ['error', { paths: RESTRICTED_PATHS }],
    },
  },
  {
    // CommonJS shims (tools/generators/remote/index.cjs: Nx loads generators with require()).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Build configuration, not app code: it may use the workspace's build helpers in tools/.
    files: ['apps/*/rspack.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // The one place each of these may be imported.
    files: ['libs/store/src/hooks.ts', 'libs/router/src/*.ts', 'libs/i18n/src/**/*.ts', 'libs/api-client/src/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The shell hands its own module instances (react-redux whole among them) to the remotes' federation runtime.
    files: ['apps/shell/src/federation/host-shared.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.spec.{ts,tsx}', 'apps/e2e/**/*.ts', 'apps/api/test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.spec.{ts,tsx}', 'libs/testing/**/*.{ts,tsx}'],
    rules: { '@nx/enforce-module-boundaries': ['error', boundaryOptions(TEST_DEP_CONSTRAINTS)] },
  },
  // The API's layers (tools/eslint/api-layers.mjs).
  ...apiLayerBlocks(RESTRICTED_PATHS),
  // No path literal of another module's page: links come from `links` of @freight/contracts (tools/eslint/links.mjs).
  ...linkBlocks(),
  // The API's texts are by id, never English strings in handlers (tools/eslint/api-texts.mjs); these blocks refuse
  // the page path literals too, the same rule's other use on the API's files.
  ...apiTextBlocks(pathLiteralSelectors()),
  // A remote's screen folders never import back the module's combined state, saga or module (tools/eslint/links.mjs).
  moduleStateBlock(RESTRICTED_PATHS),
);
