// Every GET route of the API that takes no path parameter, under open-loop load on PostgreSQL: the
// budget is a p99 under 50 ms at 300 requests a second offered over 200 connections, for every
// user-facing GET route (decision 0059; figures in docs/benchmarks.md). Open loop, because users don't
// wait for each other's answers: each request's latency counts from when it was due. Runs the
// built server on a fresh database (dropped afterwards) with a student, a teacher and an admin, each
// route called as the role it is for (/api/admin… admin, /api/teacher… teacher, else student). A
// required query parameter with a list of allowed values gets the first; a route the role can't
// call so (a plan it lacks, a query parameter without such a list, an event stream) is listed as
// skipped with its status, not measured. Needs BENCH_DATABASE_URL or TEST_DATABASE_URL and a build
// (npm run build). Writes .bench/api.json.
//
// Every route is measured in each of BENCH_RUNS rounds (default 3), one pass over all routes a
// round, so a slow minute of the machine falls on one run of many routes rather than on every run
// of one. A route's verdict is the median of its runs' p99s; every run's figures are printed and
// saved (decision 0059).
//   node scripts/bench-api.mjs [seconds=5] [connections=200]   (BENCH_RATE requests a second offered, default 300;
//   BENCH_POOL_SIZE sets the server's pool, default its own; BENCH_ONLY=text[,text…] measures the paths containing any of them;
//   BENCH_WARMUP seconds of unmeasured load first at the same rate, default 3; BENCH_RUNS=1 for one quick pass)
import { mkdirSync, writeFileSync } from 'node:fs';
import { createBenchDatabase } from './bench-database.mjs';
import { median } from './median.mjs';
import { openLoopLoad } from './open-loop-load.mjs';
import { startServer } from './serve-for-bench.mjs';

const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 200);
const warmUpSeconds = Number(process.env.BENCH_WARMUP ?? 3);
const rate = Number(process.env.BENCH_RATE ?? 300);
const budgetMs = 50;
const rounds = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const database = await createBenchDatabase();
const env = { ...database.serverEnv, APP_ENV: 'test', RATE_LIMIT_MAX: '100000000' };
const password = 'lantern-orchard-violet-73';
const roles = ['student', 'teacher', 'admin'];
{
  Object.assign(process.env, env, { LOG_LEVEL: 'silent' });
  const { buildApp } = await import('../apps/server/dist/app.js');
  const { loadConfig } = await import('../apps/server/dist/config.js');
  const app = await buildApp(loadConfig());
  for (const role of roles)
    await app.accounts.createAccount({ email: `${role}@bench.example`, name: `Bench ${role}`, password, accessType: role });
  await app.close();
}
await database.analyze();

const server = await startServer({ env });
const origin = server.url;
const measured = [];
const skipped = [];
try {
  const cookies = {};
  for (const role of roles) {
    const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: `${role}@bench.example`, password }),
    });
    if (!signIn.ok) throw new Error(`sign-in of the ${role} failed: ${signIn.status}`);
    cookies[role] = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }
  const { paths } = await (await fetch(`${origin}/api/docs/json`)).json();
  const routes = Object.keys(paths).filter(
    (path) =>
      paths[path].get &&
      !path.includes('{') &&
      !path.startsWith('/api/dev/') &&
      (!process.env.BENCH_ONLY || process.env.BENCH_ONLY.split(',').some((text) => path.includes(text))),
  );
  for (const route of routes) {
    // A required query parameter with a list of allowed values gets the first of them.
    const required = (paths[route].get.parameters ?? []).filter((p) => p.in === 'query' && p.required);
    const query = required.every((p) => p.schema?.enum)
      ? required.map((p) => `${p.name}=${encodeURIComponent(p.schema.enum[0])}`).join('&')
      : null;
    const path = query ? `${route}?${query}` : route;
    const role = route.startsWith('/api/admin') ? 'admin' : route.startsWith('/api/teacher') ? 'teacher' : 'student';
    const headers = { cookie: cookies[role] };
    const probe = await fetch(origin + path, { headers });
    const type = probe.headers.get('content-type') ?? '';
    await probe.body?.cancel();
    if (!probe.ok || type.startsWith('text/event-stream')) skipped.push({ path, role, status: probe.status, type });
    else measured.push({ path, role, headers, runs: [] });
  }
  for (let round = 1; round <= rounds; round++) {
    for (const route of measured) {
      const { path, role, headers } = route;
      if (warmUpSeconds > 0) await openLoopLoad({ url: origin, path, headers, connections, rate, seconds: warmUpSeconds });
      const run = await openLoopLoad({ url: origin, path, headers, connections, rate, seconds });
      route.runs.push(run);
      const { p50, p90, p99 } = run.latencyMs;
      console.log(
        `round ${round}/${rounds} ${p99 < budgetMs ? 'under' : 'OVER '} ${path} (${role}): ${run.requestsPerSecond} of ${rate} req/s, p50 ${p50} ms, p90 ${p90} ms, p99 ${p99} ms; answers ${JSON.stringify(run.statuses)}`,
      );
    }
  }
} finally {
  await server.stop();
  await database.drop();
}
const medianOf = (runs, p) => median(runs.map((r) => r.latencyMs[p]));
const results = measured.map(({ path, role, runs }) => ({
  path,
  role,
  p50MedianMs: medianOf(runs, 'p50'),
  p90MedianMs: medianOf(runs, 'p90'),
  p99MedianMs: medianOf(runs, 'p99'),
  runs,
}));
for (const r of results) {
  const p99s = r.runs.map((run) => run.latencyMs.p99);
  console.log(
    `${r.p99MedianMs < budgetMs ? 'under' : 'OVER '} ${r.path} (${r.role}): p50 ${r.p50MedianMs} ms, p90 ${r.p90MedianMs} ms, p99 ${r.p99MedianMs} ms (median of ${p99s.join(' / ')}); ${median(r.runs.map((run) => run.requestsPerSecond))} of ${rate} req/s`,
  );
}
for (const s of skipped)
  console.log(`skipped ${s.path} (${s.role}): answers ${s.status}${s.type.startsWith('text/event-stream') ? ', an event stream' : ''}`);
const over = results.filter((r) => r.p99MedianMs >= budgetMs);
const runsOver = results.flatMap((r) => r.runs).filter((run) => run.latencyMs.p99 >= budgetMs).length;
console.log(
  `${results.length - over.length} of ${results.length} routes under ${budgetMs} ms p99 (median of ${rounds} run${rounds === 1 ? '' : 's'}) at ${rate} requests a second over ${connections} connections` +
    `${over.length ? `; over: ${over.map((r) => r.path).join(', ')}` : ''}; ${runsOver} of ${results.length * rounds} runs over`,
);
mkdirSync('.bench', { recursive: true });
writeFileSync(
  '.bench/api.json',
  JSON.stringify({ at: new Date().toISOString(), rate, connections, seconds, rounds, results, skipped }, null, 2),
);
