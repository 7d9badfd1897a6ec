// Lint for every workspace: the recommended JavaScript and TypeScript rules (no type information
// needed; `npm run typecheck` covers types), and the walls between the parts of the repository
// (README "Layout"), checked on resolved import paths by eslint-plugin-import-x.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

const root = dirname(fileURLToPath(import.meta.url));
const MODULES = 'apps/api/src/modules';
const apiModules = readdirSync(join(root, MODULES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A module reaches only its own tables: no file of modules/X imports the entities of another
 * module (its data comes through that module's exported service). Files outside modules/
 * (database/, migrations/, test/support/) may import any entity.
 */
const ownTablesOnly = apiModules.map((module) => ({
  target: `${MODULES}/${module}`,
  from: `${MODULES}/!(${module})/**/{*.entity.ts,*.entities.ts,entities/**}`,
  message: `The ${module} module reaches only its own tables: use the other module's exported service.`,
}));

const NO_PARSE_FLOAT = { selector: "CallExpression[callee.name='parseFloat']", message: 'Money is integer centavos: parse amounts with parseAmount from @halimbawa/domain.' };

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', '.data/**', '**/test-results/**', '**/playwright-report/**', '**/.cache/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', URL: 'readonly', fetch: 'readonly', Headers: 'readonly', Request: 'readonly', Response: 'readonly', AbortController: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', Buffer: 'readonly', __dirname: 'readonly', module: 'writable', require: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', NO_PARSE_FLOAT],
    },
  },
  {
    // Every refusal of the API carries a catalogue code (docs/decisions/014-refusal-codes.md).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/common/errors.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_PARSE_FLOAT,
        {
          selector: "NewExpression[callee.name=/^(BadRequest|Conflict|NotFound|Forbidden|Unauthorized|UnprocessableEntity|Http)Exception$/]",
          message: 'Refuse with Refusal (common/errors.ts): its code is a key of the catalogue, worded in the reader\'s language.',
        },
      ],
    },
  },
  {
    // One way to word a text in the web (docs/i18n.md): useT() in components, t(lang, key) on the server.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/lib/language.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@halimbawa/domain', importNames: ['translator'], message: 'Components word texts with useT(), meta with metaT(matches), server code with t(lang, key) (docs/i18n.md).' }] },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Imported files are parsed like the linted ones, so that no-cycle can follow them.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'libs/*/tsconfig.json', 'e2e/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            { target: 'libs/domain', from: 'apps', message: 'libs/domain is pure shared code: it imports nothing from apps/.' },
            { target: 'apps/web', from: 'apps/api', message: 'The web reaches the API over HTTP only (types come from its OpenAPI document).' },
            ...ownTablesOnly,
          ],
        },
      ],
    },
  },
  {
    // Cycles among the sources (tests and scripts import them, never the other way): following
    // every import costs most of the lint's time, so specs, tests, e2e and scripts are left out.
    files: ['apps/api/src/**/*.ts', 'apps/web/app/**/*.{ts,tsx}', 'libs/domain/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.test.ts'],
    // Packages are never part of a cycle of ours: skipping them keeps the graph small.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
