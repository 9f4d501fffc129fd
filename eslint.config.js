import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import local from './eslint-rules/no-promise-all-in-transaction.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      '.data/**',
      'reports/**',
      'artifacts/**',
      '.turbo/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='forwardRef']", message: 'No forwardRef: remove the cycle.' },
        { selector: "CallExpression[callee.name='parseFloat']", message: 'Money is never a float.' },
      ],
    },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@p2p/api', '@p2p/web', '@p2p/admin'] }],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@nestjs/*', 'react', 'react-dom', '@prisma/*', '@p2p/*', 'node:*', 'class-validator'] },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@nestjs/*',
            'react',
            'react-dom',
            '@prisma/*',
            'node:*',
            '@p2p/db',
            '@p2p/api',
            '@p2p/web',
            '@p2p/admin',
          ],
        },
      ],
    },
  },
  // The trader app's first load (boot, the app's frame, the shell, hooks, the http client, i18n, the socket)
  // takes values from the light entries `@p2p/contracts/routes` and `/socket`: a value from the package
  // root brings every DTO class with its validators into the initial JavaScript (26 KB gzip). Types are fine.
  {
    files: [
      'apps/web/src/{boot,main,App,routes}.{ts,tsx}',
      'apps/web/src/{shell,hooks,i18n,socket}/**/*.{ts,tsx}',
      'apps/web/src/api/{client,account,catalog,unread,unauthorized}.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@p2p/contracts',
              message:
                'First-load code: import values from @p2p/contracts/routes or /socket (types are fine).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  // A module owns its tables: only its `<area>.repository.ts` holds the database handles (DESIGN.md §1).
  // The health probe only pings the database; it touches no table.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      'apps/api/src/core/infra/**',
      'apps/api/src/core/health/**',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(prisma|sql)\\.service(\\.js)?$',
              importNames: ['PrismaService', 'SqlService'],
              message:
                'Only a <area>.repository.ts (or core/infra) touches the database: call the repository, or the service of the module that owns the table.',
            },
          ],
        },
      ],
    },
  },
  // The one clock (issue 21): the API asks the injected Clock for "now", so tests move time instead of
  // sleeping. Durations (timeouts, metrics) use performance.now() or process.uptime().
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='forwardRef']", message: 'No forwardRef: remove the cycle.' },
        { selector: "CallExpression[callee.name='parseFloat']", message: 'Money is never a float.' },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Ask the injected Clock (clock.now()), never new Date(): tests move the clock.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Ask the injected Clock (clock.nowMs()), never Date.now(): tests move the clock.',
        },
      ],
    },
  },
  // Never Promise.all where a transaction handle is in scope: together() waits for every step (issue 20).
  {
    files: ['apps/api/**/*.ts'],
    plugins: { local },
    rules: { 'local/no-promise-all-in-transaction': 'error' },
  },
  // A sleep in a test says what it waits for (issue 21): better, poll the condition with a deadline.
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx,mjs}', 'e2e/**/*.{ts,mjs}'],
    plugins: { local },
    rules: { 'local/no-bare-sleep': 'error' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // File size: 400 lines for source, 600 for tests (blank lines and comments not counted).
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}', '**/test/**', 'e2e/**'],
    rules: { 'max-lines': ['error', { max: 600, skipBlankLines: true, skipComments: true }] },
  },
);
