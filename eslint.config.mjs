// Lint for every workspace: the recommended JavaScript and TypeScript rules, fast (no type
// information needed; `npm run typecheck` covers types).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', '.data/**', '**/test-results/**', '**/playwright-report/**', '**/.cache/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', Buffer: 'readonly', __dirname: 'readonly', module: 'writable', require: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='parseFloat']", message: 'Money is integer centavos: parse amounts with parseAmount from @halimbawa/domain.' },
      ],
    },
  },
);
