import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns, message) => ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    languageOptions: { parserOptions: { project: ['./tsconfig.server.json', './tsconfig.client.json'], tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  // One direction of imports: shared <- server, shared <- client; never client <-> server.
  {
    files: ['src/shared/**'],
    rules: { 'no-restricted-imports': restrict(['**/server/**', '**/client/**'], 'src/shared must not depend on server or client code.') },
  },
  {
    files: ['src/client/**'],
    rules: { 'no-restricted-imports': restrict(['**/server/**', 'node:*'], 'The client must not import server or Node code.') },
  },
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': restrict(['**/client/**'], 'The server must not import client code.') },
  },
);
