import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// What the CMS and the web share lives in @cadmax/contract (packages/contract): neither workspace imports the other's
// source (no-restricted-imports patterns; a file-specific rule below repeats the group, as a later rule replaces it).
const CMS_SOURCE = { group: ['**/cms/**'], message: 'Import what the web shares with the CMS from @cadmax/contract.' };
const WEB_SOURCE = { group: ['**/web/**'], message: 'Import what the CMS shares with the web from @cadmax/contract.' };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.strapi/**',
      '**/.cache/**',
      '**/.tmp/**',
      'cms/types/**',
      'cms/public/**',
      'web/.react-router/**',
      'media/**',
      'bench/results/**',
      'test-results/**',
      'web/test-results/**',
      'web/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/app/**/*.{ts,tsx}', 'cms/src/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  { files: ['web/**/*.{ts,tsx,js,mjs}'], rules: { 'no-restricted-imports': ['error', { patterns: [CMS_SOURCE] }] } },
  { files: ['cms/**/*.{ts,tsx,js,mjs}'], rules: { 'no-restricted-imports': ['error', { patterns: [WEB_SOURCE] }] } },
  // Shared code flows one way (shared → features → app): `components`, `lib` and `api` import no feature; the public
  // site never imports the admin (it would pull the editor into the public bundle), and the admin never imports a
  // public page.
  {
    files: ['web/app/site/**/*.{ts,tsx}', 'web/app/root.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/admin/**', 'react-quill-new'],
              message: 'Public code must not import admin code or the editor.',
            },
            CMS_SOURCE,
          ],
        },
      ],
    },
  },
  {
    files: ['web/app/components/**/*.{ts,tsx}', 'web/app/lib/**/*.{ts,tsx}', 'web/app/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/admin/**', '**/site/**', 'react-quill-new'],
              message: 'Shared code (components, lib, api) must not import a feature (site, admin).',
            },
            CMS_SOURCE,
          ],
        },
      ],
    },
  },
  {
    files: ['web/app/admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/site/**'],
              message: 'The admin must not import public pages; move what both need to components or lib.',
            },
            CMS_SOURCE,
          ],
        },
      ],
    },
  },
  // The contract is the bottom layer both workspaces build on: it imports neither of them (nor their frameworks).
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/cms/**',
                '**/web/**',
                'cms',
                'web',
                '@strapi/*',
                'react',
                'react-*',
                'koa',
                'quill',
                'quill/**',
              ],
              message:
                'packages/contract must not import the CMS, the web or their frameworks (nor Quill: the editors hand it in).',
            },
          ],
        },
      ],
    },
  },
  // cms/src/lib holds the CMS's shared rules and helpers: the layers above it (the API's controllers, routes and
  // services, the middlewares, the plugin extensions, the seed) import it, never the other way round.
  {
    files: ['cms/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '../api/*',
                '../api/**',
                '../middlewares/*',
                '../extensions/*',
                '../extensions/**',
                '../seed/*',
                '../admin/*',
              ],
              message: 'cms/src/lib must not import the layers above it (api, middlewares, extensions, seed, admin).',
            },
            WEB_SOURCE,
          ],
        },
      ],
    },
  },
);
