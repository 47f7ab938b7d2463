// Web budgets: gzipped initial JS of `/` (budget 150 KB) and Lighthouse (mobile, default throttling)
// performance and accessibility on the given paths (default `/`). Needs a build (npm run build).
// One Lighthouse run varies by several points on this machine, so each path runs BENCH_RUNS times
// (default 5, as Lighthouse's own guidance suggests) and the budget is judged on the median run.
// Usage: [BENCH_RUNS=5] node scripts/bench-web.mjs [/path ...]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { initialJsOfHome } from './initial-js.mjs';
import { median } from './median.mjs';
import { startServer } from './serve-for-bench.mjs';

const dist = 'apps/web/dist';
if (!existsSync(`${dist}/.vite/manifest.json`)) {
  console.error('No web build found: run npm run build first.');
  process.exit(1);
}
const budgetKb = 150;
const initial = initialJsOfHome(dist);
const initialKb = initial.gzipBytes / 1024;
console.log(`initial JS of /: ${initialKb.toFixed(1)} KB gzipped in ${initial.files.length} files (budget ${budgetKb} KB)`);

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
let failed = initialKb > budgetKb;
try {
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
  for (const p of paths) {
    // A first visit each time (Lighthouse starts from empty storage), so the welcome dialog is part of what is measured.
    const results = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(
        `${server.url}${p}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        },
        {
          extends: 'lighthouse:default',
          settings: { onlyCategories: ['performance', 'accessibility'] },
        },
      );
      if (result.lhr.runtimeError) console.log(`lighthouse ${p}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      results.push(result.lhr);
    }
    const perfOf = (lhr) => Math.round(lhr.categories.performance.score * 100);
    const scores = results.map(perfOf);
    const perf = median(scores);
    const medianRun = results.find((lhr) => perfOf(lhr) === perf);
    const { audits } = medianRun;
    mkdirSync('.bench', { recursive: true });
    writeFileSync(`.bench/lighthouse${p.replaceAll('/', '_') || '_'}.json`, JSON.stringify(medianRun));
    const a11y = Math.min(...results.map((lhr) => Math.round(lhr.categories.accessibility.score * 100)));
    console.log(
      `lighthouse ${p}: performance ${perf} (median of ${runs}: ${scores.join(', ')}), accessibility ${a11y} ` +
        `(median run: FCP ${audits['first-contentful-paint'].displayValue}, LCP ${audits['largest-contentful-paint'].displayValue}, TBT ${audits['total-blocking-time'].displayValue}, CLS ${audits['cumulative-layout-shift'].displayValue})`,
    );
    if (perf < 95 || a11y < 100) failed = true; // a run without a score counts as 0
  }
} finally {
  await chrome.kill();
  await server.stop();
}
process.exit(failed ? 1 : 0);
