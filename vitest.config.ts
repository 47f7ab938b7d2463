import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const domainSrc = fileURLToPath(new URL('./packages/domain/src/', import.meta.url));
const alias = [{ find: /^@brainboost\/domain\/(.*)$/, replacement: `${domainSrc}$1.ts` }];

export default defineConfig({
  test: {
    // Two workers on CI's two cores: integration files mostly wait on PostgreSQL, so a second worker
    // cut a 10-file sample from 118 s to 88 s (decision 0080). Locally vitest picks cores − 1.
    maxWorkers: process.env.CI ? 2 : undefined,
    reporters: process.env.VITEST_JSON ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]] : ['default'],
    projects: [
      { resolve: { alias }, test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node', isolate: false } },
      // The test runner's own helpers (what CI prints when something fails).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*.integration-test.ts'],
          environment: 'node',
          globalSetup: ['./apps/server/src/test/postgres-template.global-setup.ts'],
          // Files share a worker's imported modules instead of importing the server again for each
          // file: importing was 60 % of the project's time (decision 0080). No test mocks modules.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test-setup.ts'],
        },
      },
    ],
  },
});
