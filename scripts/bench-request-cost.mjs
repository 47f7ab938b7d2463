// CPU time one request costs the server process (and PostgreSQL), for /healthz and GET /api/me, on a
// fresh PostgreSQL database. Unlike throughput, CPU seconds spent per request barely move when other
// work shares the machine, so this tells whether a change made a request cheaper.
//   node scripts/bench-request-cost.mjs [requests=20000] [connections=10]
// Needs a build (npm run build) and BENCH_DATABASE_URL or TEST_DATABASE_URL; Linux (/proc).
import { readFileSync, readdirSync } from 'node:fs';
import autocannon from 'autocannon';
import { createBenchDatabase } from './bench-database.mjs';
import { startServer } from './serve-for-bench.mjs';

const requests = Number(process.argv[2] ?? 20_000);
const connections = Number(process.argv[3] ?? 10);
const ticksPerSecond = 100; // USER_HZ on Linux

/** utime + stime of a process, in seconds (fields 14 and 15 of /proc/<pid>/stat). */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return 0; // the process ended between listing and reading
  }
}

/** CPU seconds of every PostgreSQL backend process (they come and go with the pool, so all of them). */
function postgresSeconds() {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let comm = '';
    try {
      comm = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (comm.startsWith('postgres')) total += cpuSeconds(entry);
  }
  return total;
}

const database = await createBenchDatabase();
const env = { DATABASE_URL: database.url, DATABASE_POOL_SIZE: '10', APP_ENV: 'test', RATE_LIMIT_MAX: '100000000', LOG_LEVEL: 'silent' };
const account = { email: 'bench@bench.example', name: 'Bench Mark', password: 'lantern-orchard-violet-73', accessType: 'student' };
{
  Object.assign(process.env, env);
  const { buildApp } = await import('../apps/server/dist/app.js');
  const { loadConfig } = await import('../apps/server/dist/config.js');
  const app = await buildApp(loadConfig());
  await app.accounts.createAccount(account);
  await app.close();
}
await database.analyze();
// The server itself logs as in production (a line per request), so that cost is counted.
const server = await startServer({ env: { ...env, LOG_LEVEL: 'info' } });
const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: server.url },
  body: JSON.stringify({ email: account.email, password: account.password }),
});
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
if (!signIn.ok || !cookie) throw new Error(`sign-in failed: ${signIn.status}`);

const load = (path, headers, amount) =>
  new Promise((resolve, reject) => {
    let bad = 0;
    autocannon(
      { url: server.url, amount, connections, requests: [{ path, headers, onResponse: (status) => status !== 200 && (bad += 1) }] },
      (err) => (err ? reject(err) : resolve(bad)),
    );
  });

const results = [];
try {
  for (const [title, path, headers] of [
    ['GET /healthz', '/healthz', {}],
    ['GET /api/me', '/api/me', { cookie }],
  ]) {
    await load(path, headers, 2_000); // warm-up: JIT, pool, caches
    const [serverBefore, pgBefore] = [cpuSeconds(server.pid), postgresSeconds()];
    const bad = await load(path, headers, requests);
    const [serverAfter, pgAfter] = [cpuSeconds(server.pid), postgresSeconds()];
    if (bad) throw new Error(`${title}: ${bad} answers were not 200`);
    const row = {
      title,
      requests,
      serverUsPerRequest: Math.round(((serverAfter - serverBefore) * 1e6) / requests),
      postgresUsPerRequest: Math.round(((pgAfter - pgBefore) * 1e6) / requests),
    };
    results.push(row);
    console.log(
      `${title}: server ${row.serverUsPerRequest} µs CPU a request, PostgreSQL ${row.postgresUsPerRequest} µs (${requests} requests, ${connections} connections)`,
    );
  }
} finally {
  await server.stop();
  await database.drop();
}
