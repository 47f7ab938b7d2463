// Sign-in and GET /api/me throughput and latency with autocannon against the built server on
// PostgreSQL (a fresh database, dropped afterwards). Needs BENCH_DATABASE_URL or TEST_DATABASE_URL
// (an admin connection that may create databases). The server logs as in production: level info, a
// line per request, to a file (scripts/serve-for-bench.mjs). Writes .bench/auth.json.
//   node scripts/bench-auth.mjs [seconds=15] [connections=200]   (each closed-loop run starts with an
//   unmeasured warm-up of BENCH_WARMUP seconds on the same connections, default 3; BENCH_ONLY=healthz|me|sign-in for one;
//   BENCH_RATES=300,600 sets the open-loop runs of /api/me: that many requests a second in total over
//   the same connections, latency counted from when each was due; default 300,600)
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { createBenchDatabase } from './bench-database.mjs';
import { openLoopLoad } from './open-loop-load.mjs';
import { startServer } from './serve-for-bench.mjs';

const seconds = Number(process.argv[2] ?? 15);
const connections = Number(process.argv[3] ?? 200);
/** BENCH_ONLY=healthz|me|sign-in runs one of the three. */
const only = process.env.BENCH_ONLY;
const database = await createBenchDatabase();
const env = { DATABASE_URL: database.url, DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE ?? '20', APP_ENV: 'test', RATE_LIMIT_MAX: '100000000' };

const account = { email: 'bench@bench.example', name: 'Bench Mark', password: 'lantern-orchard-violet-73', accessType: 'student' };
{
  Object.assign(process.env, env, { LOG_LEVEL: 'silent' });
  const { buildApp } = await import('../apps/server/dist/app.js');
  const { loadConfig } = await import('../apps/server/dist/config.js');
  const app = await buildApp(loadConfig());
  await app.accounts.createAccount(account);
  await app.close();
}

const server = await startServer({ env });
const origin = server.url;
const signIn = await fetch(`${origin}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ email: account.email, password: account.password }) });
const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
if (!signIn.ok || !cookie) throw new Error(`sign-in failed: ${signIn.status}`);

const warmUpSeconds = Number(process.env.BENCH_WARMUP ?? 3);
/**
 * A closed-loop run of one request: an unmeasured warm-up of BENCH_WARMUP seconds (default 3), then
 * `seconds` measured, on the same connections. The first seconds of a fresh process measure the JIT
 * compiler and 200 connections opening at once (a listening socket accepts one connection per
 * event-loop turn, decision 0035), not the steady state a running server is in; the whole run's p99
 * and slowest answer, opening included, are reported beside the measured ones. Status codes are
 * counted over the whole run so refusals can't pass for successes.
 */
const run = (title, { connections: conns = connections, ...request }) =>
  new Promise((resolve, reject) => {
    const statuses = {};
    const onResponse = (status) => (statuses[status] = (statuses[status] ?? 0) + 1);
    const latencies = [];
    let measuring = false;
    let measuredFrom = 0;
    let measuredTo = 0;
    const instance = autocannon({ url: origin, duration: warmUpSeconds + seconds, connections: conns, requests: [{ ...request, onResponse }] }, (err, result) =>
      err ? reject(err) : resolve({ title, result, statuses, latencies, measuredSeconds: (measuredTo - measuredFrom) / 1000 }),
    );
    const startMeasuring = () => {
      measuring = true;
      measuredFrom = performance.now();
    };
    if (warmUpSeconds > 0) setTimeout(startMeasuring, warmUpSeconds * 1000);
    else startMeasuring();
    instance.on('response', (_client, status, _bytes, milliseconds) => {
      if (!measuring) return;
      measuredTo = performance.now();
      if (status >= 200 && status < 300) latencies.push(milliseconds);
    });
  });
const percentile = (sorted, p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] * 10) / 10;
const summarise = ({ title, result, statuses, latencies, measuredSeconds }) => {
  if (latencies.length === 0) throw new Error(`${title}: no successful answer after the warm-up (answers ${JSON.stringify(statuses)}, errors ${result.errors})`);
  const sorted = Float64Array.from(latencies).sort();
  return {
    title,
    connections: result.connections,
    seconds: Math.round(measuredSeconds * 100) / 100,
    requestsPerSecond: Math.round(sorted.length / measuredSeconds),
    latencyMs: { p50: percentile(sorted, 0.5), p90: percentile(sorted, 0.9), p99: percentile(sorted, 0.99), max: percentile(sorted, 1) },
    wholeRunWithOpeningMs: { seconds: result.duration, p99: result.latency.p99, max: result.latency.max },
    statuses,
    errors: result.errors,
  };
};

const results = [];
// The server and the database go away however the runs end.
try {
  // The floor: the same server and hooks with no database work, to tell framework cost from query cost.
  if (!only || only === 'healthz') results.push(summarise(await run('GET /healthz (no database)', { path: '/healthz' })));
  if (!only || only === 'me') results.push(summarise(await run('GET /api/me (session cookie)', { path: '/api/me', headers: { cookie } })));
  // Open loop: the same connections, but together sending a fixed number of requests a second, as
  // users do, rather than each firing again the instant it has an answer (scripts/open-loop-load.mjs).
  for (const rate of (process.env.BENCH_RATES ?? '300,600').split(',').filter(Boolean).map(Number)) {
    if (only && only !== 'me') continue;
    const measured = await openLoopLoad({ url: origin, path: '/api/me', headers: { cookie }, connections, rate, seconds });
    results.push({ title: `GET /api/me (session cookie), open loop at ${rate} req/s offered`, ...measured, errors: 0 });
  }
  // Sign-in is bound by Argon2id on purpose; fewer connections keep the queue from hiding the per-request cost.
  if (!only || only === 'sign-in') results.push(
    summarise(
      await run('POST /api/auth/sign-in/email (Argon2id verify)', {
        connections: Math.min(connections, 20),
        path: '/api/auth/sign-in/email',
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: account.email, password: account.password }),
      }),
    ),
  );
} finally {
  await server.stop();
  await database.drop();
}

for (const r of results) {
  const opening = r.wholeRunWithOpeningMs ? ` (whole run with the warm-up and connections opening: p99 ${r.wholeRunWithOpeningMs.p99} ms, slowest ${r.wholeRunWithOpeningMs.max} ms)` : '';
  console.log(`${r.title}: ${r.requestsPerSecond} req/s at ${r.connections} connections over ${r.seconds}s; latency p50 ${r.latencyMs.p50} ms, p90 ${r.latencyMs.p90} ms, p99 ${r.latencyMs.p99} ms${opening}; answers ${JSON.stringify(r.statuses)}, errors ${r.errors}`);
}
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/auth.json', JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
