import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Test libraries: only tests may import them. */
const testLibraries = {
  group: [
    'vitest',
    'vitest/*',
    '@testing-library/*',
    '@playwright/test',
    'jest-axe',
    '@axe-core/*',
    '@guidepup/*',
  ],
  message: 'Test libraries belong to tests (tests/, or a *.test.ts file beside the code).',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'build',
      'deploy',
      'coverage',
      'test-results',
      'playwright-report',
      'src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  jsxA11y.configs.strict,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // Modules that import each other in a circle (type-only imports, erased, aside).
      'import-x/no-cycle': 'error',
    },
  },
  {
    // The site's runtime code: what ships to visitors, and the machine behind the hero.
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/tests/**', '**/scripts/**', '**/bench/**'],
              message: 'The site does not depend on its tests, build scripts or benchmark.',
            },
            testLibraries,
          ],
        },
      ],
    },
  },
  {
    // Build, hosting and asset-generation scripts: tools, not tests.
    files: ['scripts/**/*.{ts,tsx}', 'vite.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/tests/**', '**/bench/**'],
              message: 'Scripts depend on neither the tests nor the benchmark.',
            },
          ],
        },
      ],
    },
  },
  {
    // The benchmark measures with the tests' shared support (tests/support), and nothing else of them.
    files: ['bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)tests/(?!support/)',
              message:
                'The benchmark may use tests/support/, the measuring code it shares with the tests; no test.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright's fixtures hand a value on by calling `use`, which is no React hook.
    files: ['tests/e2e/**/*.ts', 'tests/engines/**/*.ts', 'tests/hosts/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
