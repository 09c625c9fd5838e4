// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
      // The architecture, enforced: remotes never import other remotes or the shell; libs never import apps;
      // the API only uses libs that run on the server.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          enforceBuildableLibDependency: false,
          depConstraints: [
            { sourceTag: 'type:shell', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:api', onlyDependOnLibsWithTags: ['platform:any'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['platform:any'] },
            { sourceTag: 'platform:any', onlyDependOnLibsWithTags: ['platform:any'] },
          ],
        },
      ],
      // Typed hooks only (libs/store/src/hooks.ts).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use useAppDispatch / useAppSelector from @freight/store.' },
            { name: 'react-router', message: 'Import routing from @freight/router (the shared, tree-shaken re-export).' },
            { name: 'react-i18next', message: 'Import useTranslation from @freight/i18n (the shared, tree-shaken re-export).' },
            { name: 'axios', message: 'Calls go through @freight/api-client (the one axios instance).' },
          ],
        },
      ],
    },
  },
  {
    // Build configuration, not app code: it may use the workspace's build helpers in tools/.
    files: ['apps/*/rspack.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // The one place each of these may be imported.
    files: ['libs/store/src/hooks.ts', 'libs/router/src/index.ts', 'libs/i18n/src/**/*.ts', 'libs/api-client/src/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.spec.{ts,tsx}', 'apps/e2e/**/*.ts', 'apps/api/test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
