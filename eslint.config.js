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

/** What the site's runtime code may not import. */
const outsideTheSite = {
  group: ['**/tests/**', '**/scripts/**', '**/bench/**'],
  message: 'The site does not depend on its tests, build scripts or benchmark.',
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
          patterns: [outsideTheSite, testLibraries],
        },
      ],
      // What a page change does lives in src/navigation/ (its README.md): a link to a page of
      // the site is its PageLink, and no method of the router is replaced at run time.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportSpecifier[imported.name=/^(Link|createLink|useNavigate|Navigate)$/]',
          message:
            'A link to a page of the site is PageLink (src/navigation/PageLink.tsx), which renders the page ahead.',
        },
        {
          selector: 'AssignmentExpression[left.object.name=/router$/i][left.property.name!="ssr"]',
          message:
            "Replace no router method: use the router's options and events (src/navigation/README.md).",
        },
      ],
    },
  },
  {
    // src/navigation/ carries no page's code: every page downloads it.
    files: ['src/navigation/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            outsideTheSite,
            testLibraries,
            {
              group: [
                '**/landing/**',
                '**/hero/**',
                '**/sections/**',
                '**/documents/**',
                '**/content/**',
                '**/machines/**',
              ],
              message: "Navigation is shared by every page: it imports no page, nor any page's words.",
            },
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
