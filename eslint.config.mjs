// ESLint flat config. Besides the recommended rules it enforces the package boundaries of
// DESIGN.md: core imports no React and no other package; loader imports nothing at run time
// (types only from core); nothing reaches into another package's src/; no import cycles at run
// time in packages/*/src (import-x/no-cycle; `import type` does not count).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const noSrcReach = {
  group: ['**/packages/*/src/**', '@inkflow/*/src/**', '../../*/src/**', '../../../*/src/**'],
  message: "Import another package through its package.json exports, never its src/.",
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'storybook-static/**', 'data/**', 'packages/server/drizzle/**', '!.storybook'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly', URL: 'readonly',
        URLSearchParams: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', fetch: 'readonly',
        location: 'readonly', navigator: 'readonly', HTMLElement: 'readonly', CustomEvent: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [noSrcReach] }],
    },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A cycle makes module initialisation order matter (undefined imports at load time) and
    // blurs which module owns what. The TypeScript resolver maps './x.js' to x.ts and
    // '@inkflow/*' to the workspace packages' src/ (their package.json exports).
    files: ['packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      // The files whose imports the rule follows (its default is JavaScript only).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['packages/core/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noSrcReach,
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'preact', 'preact/*', '@preact/*', 'react-i18next', 'zustand/react'], message: 'core is framework-free: no React.' },
            { group: ['@inkflow/*', '!@inkflow/core', '!@inkflow/core/*'], message: 'core depends on no other Inkflow package.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/loader/src/**'],
    ignores: ['packages/loader/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noSrcReach,
            { group: ['@inkflow/ui', '@inkflow/embed', '@inkflow/app', '@inkflow/server'], message: 'The loader depends only on the protocol of core.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/src/**', 'packages/embed/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noSrcReach,
            { group: ['react-dom', 'react-dom/*'], message: 'ui and embed run on preact/compat too: no react-dom.' },
            { group: ['@inkflow/app', '@inkflow/server'], message: 'ui/embed sit below app and server.' },
          ],
        },
      ],
    },
  },
);
