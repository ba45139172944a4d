// Lint rules for the whole repository. TypeScript is linted with type information (the
// project service reads tsconfig.json), so promises nobody awaits are caught; the rule set is
// the recommended one plus the few rules this code base relies on: `import type` for types
// (verbatimModuleSyntax keeps every other import at run time) and no unused names.
// Unused exports, files and dependencies are knip's job (knip.json), not ESLint's.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/', 'data/', 'quality-results/', 'fixtures/', '**/*.d.ts'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  {
    files: ['**/*.ts'],
    extends: [tseslint.configs.recommended],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-floating-promises': [
        'error',
        // node:test collects these itself and reports their failures: nothing to await.
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['describe', 'it', 'suite', 'test'] }] },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        // Node's and Koa's callbacks may return a promise: only conditions must not.
        { checksVoidReturn: false },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Code passed to page.evaluate runs in the browser; the project has no DOM library, so these
    // tests declare the few browser globals they touch as `any`, in their own module.
    files: ['test/dashboard/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The worker's plain-JavaScript entry runs in Node before the TypeScript loader is registered.
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // The dashboard's scripts run in the browser as ES modules, unbundled.
    files: ['server/dashboard/public/**/*.js'],
    languageOptions: { sourceType: 'module', globals: globals.browser },
    rules: {
      'no-unused-vars': ['error', { caughtErrors: 'none' }],
    },
  },
);
