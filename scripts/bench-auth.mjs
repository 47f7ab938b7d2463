// Sign-in and GET /api/me throughput and latency with autocannon against the built server on
// PostgreSQL (a fresh database, dropped afterwards). Needs BENCH_DATABASE_URL or TEST_DATABASE_URL
// (an admin connection that may create databases). The server logs as in production: level info, a
// line per request, to a file (scripts/serve-for-bench.mjs). Writes .bench/auth.json.
//   node scripts/bench-auth.mjs [seconds=15] [connections=200]   (each closed-loop run starts with an
//   unmeasured warm-up of BENCH_WARMUP seconds on the same connections, default 3; BENCH_ONLY=healthz|me|sign-in for one;
//   BENCH_POOL_SIZE sets the server's pool, default its own; BENCH_RATES=300,600 sets the open-loop runs of /api/me: that many requests a second in total over
//   the same connections, latency counted from when each was due; default 300,600)
import { mkdirSync, writeFileSync } from 'node:fs';
import { createBenchDatabase } from './bench-database.mjs';
import { closedLoopRun } from './closed-loop-load.mjs';
import { openLoopLoad } from './open-loop-load.mjs';
import { startServer } from './serve-for-bench.mjs';

const seconds = Number(process.argv[2] ?? 15);
const connections = Number(process.argv[3] ?? 200);
/** BENCH_ONLY=healthz|me|sign-in runs one of the three. */
const only = process.env.BENCH_ONLY;
const database = await createBenchDatabase();
const env = { ...database.serverEnv, APP_ENV: 'test', RATE_LIMIT_MAX: '100000000' };

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
const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify({ email: account.email, password: account.password }),
});
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
if (!signIn.ok || !cookie) throw new Error(`sign-in failed: ${signIn.status}`);

const warmUpSeconds = Number(process.env.BENCH_WARMUP ?? 3);
const run = (title, { connections: conns = connections, ...request }) =>
  closedLoopRun(title, { url: origin, seconds, warmUpSeconds, connections: conns, request });

const results = [];
// The server and the database go away however the runs end.
try {
  // The floor: the same server and hooks with no database work, to tell framework cost from query cost.
  if (!only || only === 'healthz') results.push(await run('GET /healthz (no database)', { path: '/healthz' }));
  if (!only || only === 'me') results.push(await run('GET /api/me (session cookie)', { path: '/api/me', headers: { cookie } }));
  // Open loop: the same connections, but together sending a fixed number of requests a second, as
  // users do, rather than each firing again the instant it has an answer (scripts/open-loop-load.mjs).
  for (const rate of (process.env.BENCH_RATES ?? '300,600').split(',').filter(Boolean).map(Number)) {
    if (only && only !== 'me') continue;
    const measured = await openLoopLoad({ url: origin, path: '/api/me', headers: { cookie }, connections, rate, seconds });
    results.push({ title: `GET /api/me (session cookie), open loop at ${rate} req/s offered`, ...measured, errors: 0 });
  }
  // Sign-in is bound by Argon2id on purpose; fewer connections keep the queue from hiding the per-request cost.
  if (!only || only === 'sign-in')
    results.push(
      await run('POST /api/auth/sign-in/email (Argon2id verify)', {
        connections: Math.min(connections, 20),
        path: '/api/auth/sign-in/email',
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: account.email, password: account.password }),
      }),
    );
} finally {
  await server.stop();
  await database.drop();
}

// The cost chosen for Argon2id and what one hash takes here, alone: the floor of every sign-in, sign-up and password change.
if (!only || only === 'sign-in') {
  const { argon2Options, hashPassword } = await import('../apps/server/dist/modules/accounts/argon2-password.js');
  const times = [];
  for (let i = 0; i < 21; i++) {
    const started = performance.now();
    await hashPassword(account.password);
    times.push(performance.now() - started);
  }
  const median = times.slice(1).sort((a, b) => a - b)[10];
  console.log(
    `Argon2id hash (${argon2Options.memoryCost} KiB memory, ${argon2Options.timeCost} iterations, ${argon2Options.parallelism} lane): ${median.toFixed(1)} ms (median of 20, one at a time)`,
  );
}
for (const r of results) {
  const opening = r.wholeRunWithOpeningMs
    ? ` (whole run with the warm-up and connections opening: p99 ${r.wholeRunWithOpeningMs.p99} ms, slowest ${r.wholeRunWithOpeningMs.max} ms)`
    : '';
  console.log(
    `${r.title}: ${r.requestsPerSecond} req/s at ${r.connections} connections over ${r.seconds}s; latency p50 ${r.latencyMs.p50} ms, p90 ${r.latencyMs.p90} ms, p99 ${r.latencyMs.p99} ms${opening}; answers ${JSON.stringify(r.statuses)}, errors ${r.errors}`,
  );
}
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/auth.json', JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
