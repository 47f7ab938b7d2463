import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const featuresDir = 'apps/web/src/features';
const features = readdirSync(featuresDir);

/** Features never import each other or the app layer; the app composes them. */
const featureZones = features.flatMap((feature) => [
  {
    target: `./${featuresDir}/${feature}`,
    from: `./${featuresDir}`,
    except: [`./${feature}`],
    message: 'Features must not import each other: compose them in apps/web/src/app.',
  },
  { target: `./${featuresDir}/${feature}`, from: './apps/web/src/app', message: 'Features must not import the app layer.' },
]);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            { target: './packages/domain/src', from: './apps', message: 'packages/domain imports nothing but zod.' },
            { target: './apps/web/src', from: './apps/server', message: 'The web app must not import server code.' },
            {
              target: './apps/server/src/maths',
              from: ['./apps/server/src/providers', './apps/server/src/modules', './apps/server/src/plugins', './apps/server/src/db'],
              message: 'The maths engine is pure: it imports no provider, module, plugin or database code.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)index(\\.[jt]sx?)?$', message: 'No barrel files: import the file you mean.' }] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
