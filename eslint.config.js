import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'server/drizzle/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // the web app and the server meet only in contract/
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '@pixel/server'] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      // the web app's package (server/src/web/ is the server's own serving of it)
      'no-restricted-imports': ['error', { patterns: ['**/web/src/**', '**/web/dist/**', '@pixel/web'] }],
    },
  },
);
