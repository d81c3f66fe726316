import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'data/', 'data-*/', 'node_modules/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'focused tests must not be committed' },
        { selector: "CallExpression[callee.property.name='skip']", message: 'skipped tests must not be committed' },
      ],
    },
  },
  {
    // A promise nobody awaits loses its failure; one passed where a callback returns void is never awaited.
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error', '@typescript-eslint/no-misused-promises': 'error' },
  },
  {
    // API answers in tests are untyped JSON read field by field.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Machines are pure: no storage, fetch or clock inside (DESIGN.md §5).
    files: ['src/machines/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'fetch', 'localStorage', 'sessionStorage', 'window', 'document'],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'inject the clock' }],
    },
  },
);
