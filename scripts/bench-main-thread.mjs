// Main-thread tasks of a page load, from a Chromium trace: which tasks run after the first
// contentful paint and how long, and the Total Blocking Time they would make on Lighthouse's
// simulated phone (each task x4, the part over 50 ms). Steadier than Lighthouse's own score, so
// it shows what a change does to blocking time. Needs a build (npm run build).
// Usage: node scripts/bench-main-thread.mjs [/path] [--runs=N] [--returning] [--list]
//   --returning: a visitor who has finished the welcome dialog; --list: print each task.
import { chromium } from '@playwright/test';
import { startServer } from './serve-for-bench.mjs';

const args = process.argv.slice(2);
const path = args.find((a) => a.startsWith('/')) ?? '/';
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
const returning = args.includes('--returning');
const list = args.includes('--list');
const cpuSlowdown = 4;
const longTaskMs = 50;
const detail = [
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'V8.CompileCode',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'FireIdleCallback',
];

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const results = [];
try {
  for (let run = 0; run < runs; run++) {
    // Lighthouse's phone: 412 x 823 CSS pixels at 1.75.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    if (returning) await context.addInitScript(() => localStorage.setItem('onboardingComplete', 'true'));
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink.user_timing', 'loading'],
    });
    await page.goto(server.url + path, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8'));
    await context.close();

    const fcpEvent = traceEvents.find((e) => e.name === 'firstContentfulPaint');
    const navigation =
      traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ??
      traceEvents.find((e) => e.name === 'navigationStart');
    if (!fcpEvent || !navigation) throw new Error(`${path}: no first contentful paint in the trace`);
    const onMain = (e) => e.pid === fcpEvent.pid && e.tid === fcpEvent.tid;
    const fcp = (fcpEvent.ts - navigation.ts) / 1000;
    let tbt = 0;
    const lines = [];
    for (const task of traceEvents.filter((e) => onMain(e) && e.name === 'RunTask' && e.dur > 3000)) {
      const start = (task.ts - navigation.ts) / 1000;
      const ms = task.dur / 1000;
      const blocking = start >= fcp ? Math.max(0, cpuSlowdown * ms - longTaskMs) : 0;
      tbt += blocking;
      if (!list || ms < 8) continue;
      const parts = {};
      for (const e of traceEvents) {
        if (!onMain(e) || !e.dur || !detail.includes(e.name) || e.ts < task.ts || e.ts >= task.ts + task.dur) continue;
        const url = (e.args?.data?.url ?? '').split('/').pop();
        const key = url ? `${e.name} ${url}` : e.name;
        parts[key] = (parts[key] ?? 0) + e.dur / 1000;
      }
      const top = Object.entries(parts)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([k, v]) => `${k} ${v.toFixed(1)}`);
      lines.push(
        `  ${start >= fcp ? 'after ' : 'before'} FCP  at ${start.toFixed(0).padStart(5)} ms  ${ms.toFixed(1).padStart(6)} ms  blocking ${blocking.toFixed(0).padStart(4)}  ${top.join(' | ')}`,
      );
    }
    console.log(`run ${run + 1}: first contentful paint ${fcp.toFixed(0)} ms, estimated TBT ${tbt.toFixed(0)} ms`);
    for (const line of lines) console.log(line);
    results.push(tbt);
  }
} finally {
  await browser.close();
  await server.stop();
}
const sorted = [...results].sort((a, b) => a - b);
console.log(
  `${path}${returning ? ' (returning visitor)' : ''}: estimated TBT median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms over ${runs} runs (${results.map((r) => r.toFixed(0)).join(', ')})`,
);
