import { describe, expect, it } from 'vitest';
import { failedTests } from './failed-tests.mjs';

describe('failed tests list', () => {
  it('names each failed vitest and Playwright test with its file, and nothing that passed', () => {
    const vitest = {
      testResults: [
        {
          name: '/repo/apps/server/src/a.test.ts',
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            { status: 'failed', fullName: 'a › counts once', failureMessages: ['AssertionError: expected 2 to be 1\n    at x'] },
          ],
        },
      ],
    };
    const playwright = {
      suites: [
        {
          file: 'tutor.e2e.ts',
          specs: [{ title: 'asks', file: 'tutor.e2e.ts', tests: [{ status: 'expected' }] }],
          suites: [{ title: 'inner', specs: [{ title: 'hints', file: 'tutor.e2e.ts', tests: [{ status: 'unexpected' }] }] }],
        },
      ],
    };
    expect(failedTests(vitest, playwright, '/repo')).toEqual([
      'apps/server/src/a.test.ts › a › counts once: AssertionError: expected 2 to be 1',
      'tutor.e2e.ts › hints',
    ]);
    expect(failedTests(null, null)).toEqual([]);
  });
});
