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

const serverDir = 'apps/server/src';
const serverModules = readdirSync(`${serverDir}/modules`);

/**
 * A server module reaches another only through its service, errors and types; a module's
 * composition (`*.module.ts`) is app.ts's alone. plugins/ and db/ import no module (db/schema.ts
 * composes the `*.tables.ts` declarations), and maths/ is pure: no module, plugin, provider or db.
 */
const serverZones = [
  ...serverModules.map((module) => ({
    target: `./${serverDir}/modules/${module}`,
    from: `./${serverDir}/modules/*/**`,
    except: [
      `**/${serverDir}/modules/${module}/**`,
      `**/${serverDir}/modules/*/*.service.ts`,
      `**/${serverDir}/modules/*/*.errors.ts`,
      `**/${serverDir}/modules/*/*.types.ts`,
    ],
    message: "Import another module's *.service.ts, *.errors.ts or *.types.ts only; compose modules in app.ts.",
  })),
  {
    target: `./${serverDir}/plugins`,
    from: `./${serverDir}/modules`,
    message: 'plugins/ must not import modules: inject what they need in app.ts.',
  },
  { target: `./${serverDir}/db/!(schema).ts`, from: `./${serverDir}/modules`, message: 'db/ must not import modules.' },
  {
    target: `./${serverDir}/db/schema.ts`,
    from: `./${serverDir}/modules/**`,
    except: [`**/${serverDir}/modules/*/*.tables.ts`],
    message: "db/schema.ts composes the modules' *.tables.ts only.",
  },
  {
    target: `./${serverDir}/maths`,
    from: [`./${serverDir}/modules`, `./${serverDir}/plugins`, `./${serverDir}/providers`, `./${serverDir}/db`],
    message: 'maths/ is pure: no module, plugin, provider or database.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
        }),
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
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Tests may reach into any module to arrange their data; the zones hold for the code they test.
    files: [`${serverDir}/**/*.ts`],
    ignores: ['**/*.test.ts', '**/*.integration-test.ts', '**/*test-helpers.ts', `${serverDir}/test/**`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
