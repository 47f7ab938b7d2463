import path from 'node:path';

/**
 * One line per failed test from vitest's JSON report and Playwright's: file, name and the first
 * line of the error. Printed above the totals, as CI shows only the end of the output.
 */
export function failedTests(vitest, playwright, cwd = process.cwd()) {
  const lines = (vitest?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${path.relative(cwd, file.name)} › ${test.fullName}: ${(test.failureMessages?.[0] ?? '').split('\n')[0]}`),
  );
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) if (test.status === 'unexpected') lines.push(`${spec.file ?? file} › ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of playwright?.suites ?? []) walk(suite, suite.file);
  return lines.map((line) => line.slice(0, 400));
}
