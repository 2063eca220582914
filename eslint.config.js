import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      'bff/src/generated/**',
      'web/src/gql/**',
      'api/drizzle/**',
      'tests/e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // What a write changes is declared once, in domain/src/graph-writes.ts, and applied to every
    // mutation by lib/writes-link.ts: a screen neither refetches nor evicts after its own writes.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/writes-link.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Property[key.name=/^(refetchQueries|awaitRefetchQueries|onQueryUpdated)$/]',
          message: 'Declare what the write changes in domain/src/graph-writes.ts instead.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(evict|gc|refetchQueries)$/]',
          message: 'Declare what the write changes in domain/src/graph-writes.ts instead.',
        },
      ],
    },
  },
  {
    // Tests mount Apollo with the app's writes link (test/MockedProvider.tsx), as the app does.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/test/MockedProvider.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@apollo/client/testing/react',
              importNames: ['MockedProvider'],
              message:
                "Import MockedProvider from web/src/test/MockedProvider.tsx (the app's links).",
            },
          ],
        },
      ],
    },
  },
  {
    // The UI kit is the bottom layer: app/ (the router, the shell, the session) builds on it, never
    // the reverse. Its tests may still mount the app's theme and session.
    files: ['web/src/ui/**/*.{ts,tsx}'],
    ignores: ['web/src/ui/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/*', '**/app/**'],
              message:
                'ui/ never imports app/: take what the component needs as a prop, or from lib/.',
            },
          ],
        },
      ],
    },
  },
);
