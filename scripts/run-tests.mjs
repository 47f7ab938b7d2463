// Runs every suite (unit + integration with vitest, journeys with Playwright), even after a failure,
// then prints one line with the totals: "N passed, N failed". Exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { failedTests } from './failed-tests.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'brainboost-tests-'));
const run = (command, args, env) => spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const vitestFile = path.join(dir, 'vitest.json');
const vitestStatus = run('npx', ['vitest', 'run'], { VITEST_JSON: vitestFile });
const vitest = readJson(vitestFile);

const playwrightFile = path.join(dir, 'playwright.json');
const playwrightStatus = run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON: playwrightFile });
const playwright = readJson(playwrightFile);

let passed = 0;
let failed = 0;
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
if (vitestStatus !== 0 && (!vitest || vitest.numFailedTests === 0)) failed += 1; // crashed or a file failed to load
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
}
if (playwrightStatus !== 0 && (!playwright || playwright.stats.unexpected === 0)) failed += 1;

// The names of what failed, just above the totals: CI shows only the end of the output.
const failedLines = failedTests(vitest, playwright);
if (failedLines.length > 0) console.log(`\nFailed:\n${failedLines.map((line) => `  ${line}`).join('\n')}`);

console.log(
  `\nvitest: ${vitest ? `${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed` : 'no report'}; playwright: ${playwright ? `${playwright.stats.expected} passed, ${playwright.stats.unexpected} failed, ${playwright.stats.flaky} flaky` : 'no report'}`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || vitestStatus !== 0 || playwrightStatus !== 0 ? 1 : 0);
