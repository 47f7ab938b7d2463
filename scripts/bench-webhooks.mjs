// Webhook processing throughput and latency: replays signed sandbox events (10% of them twice)
// over HTTP into the built server on PostgreSQL (a fresh database, dropped afterwards) and checks
// that every event was applied exactly once and each subscription ended in its newest state.
// Needs BENCH_DATABASE_URL or TEST_DATABASE_URL (an admin URL that may create databases).
//   node scripts/bench-webhooks.mjs [events=10000] [concurrency=50]   (BENCH_POOL_SIZE sets the pool, default the server's)
import { mkdirSync, writeFileSync } from 'node:fs';
import { createBenchDatabase } from './bench-database.mjs';

const total = Number(process.argv[2] ?? 10_000);
const concurrency = Number(process.argv[3] ?? 50);
const database = await createBenchDatabase();
const secret = 'bench-webhook-secret-0123456789abcdef';
Object.assign(process.env, {
  ...database.serverEnv,
  APP_ENV: 'test',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '100000000',
  SANDBOX_WEBHOOK_SECRET: secret,
});

const { buildApp } = await import('../apps/server/dist/app.js');
const { loadConfig } = await import('../apps/server/dist/config.js');
const { signSandboxPayload } = await import('../apps/server/dist/providers/payments/sandbox/sandbox-signature.js');
const app = await buildApp(loadConfig());
let result;
try {
  // Customers are inserted directly: password hashing is not what is measured here.
  const customers = 100;
  const users = Array.from({ length: customers }, (_, i) => ({
    id: crypto.randomUUID(),
    name: `Bench ${i}`,
    email: `bench${i}@bench.example`,
    emailVerified: true,
    createdAt: new Date(),
    updatedAt: new Date(),
  }));
  await app.db.insertInto('user').values(users).execute();
  const start = Date.parse('2026-01-01T00:00:00Z');
  const events = Array.from({ length: total }, (_, k) => {
    const user = users[k % customers];
    return JSON.stringify({
      id: `evt_bench_${k}`,
      type: 'subscription.updated',
      created: new Date(start + k * 1000).toISOString(),
      data: {
        id: `sub_bench_${k % customers}`,
        customer_ref: user.id,
        client_reference: null,
        price_id: k % 3 === 0 ? 'premium_monthly' : 'basic_monthly',
        status: 'active',
        current_period_start: new Date(start).toISOString(),
        current_period_end: new Date(start + 30 * 86_400_000).toISOString(),
        trial_end: null,
        cancel_at_period_end: k % 2 === 0,
      },
    });
  });
  const duplicates = Array.from({ length: Math.round(total / 10) }, (_, i) => events[(i * 7919) % total]);
  const deliveries = [...events, ...duplicates];
  // Shuffled, so events of one subscription arrive out of order and duplicates race originals.
  for (let i = deliveries.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [deliveries[i], deliveries[j]] = [deliveries[j], deliveries[i]];
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const endpoint = `http://127.0.0.1:${app.server.address().port}/api/billing/webhooks/sandbox`;
  const latencies = [];
  const outcomes = { applied: 0, ignored: 0, duplicate: 0, failed: 0 };
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < deliveries.length) {
        const body = deliveries[next++];
        const t0 = performance.now();
        const res = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'sandbox-signature': signSandboxPayload(secret, body) },
          body,
        });
        latencies.push(performance.now() - t0);
        if (res.status !== 200) outcomes.failed += 1;
        else outcomes[(await res.json()).outcome] += 1;
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  const stored = Number(
    (
      await app.db
        .selectFrom('billing_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  // Each subscription must hold the state of its newest event, whatever the arrival order.
  const rows = await app.db
    .selectFrom('billing_subscriptions')
    .select(['provider_subscription_id', 'state_at', 'cancel_at_period_end'])
    .execute();
  const wrongFinalState = rows.filter((row) => {
    const i = Number(row.provider_subscription_id.split('_').pop());
    const newest = Math.floor((total - 1 - i) / customers) * customers + i;
    return new Date(row.state_at).getTime() !== start + newest * 1000 || row.cancel_at_period_end !== (newest % 2 === 0);
  }).length;
  const uniqueDelivered = new Set(deliveries).size;
  result = {
    events: total,
    deliveries: deliveries.length,
    concurrency,
    seconds: Number(seconds.toFixed(2)),
    perSecond: Math.round(deliveries.length / seconds),
    p50Ms: Number(pct(50).toFixed(1)),
    p99Ms: Number(pct(99).toFixed(1)),
    outcomes,
    storedEvents: stored,
    doubleApplied: outcomes.applied + outcomes.ignored - uniqueDelivered,
    wrongFinalState,
  };
} finally {
  await app.close();
  await database.drop();
}
console.log(JSON.stringify(result, null, 2));
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/webhooks.json', JSON.stringify(result, null, 2));
const ok =
  result.doubleApplied === 0 && result.storedEvents === result.events && result.outcomes.failed === 0 && result.wrongFinalState === 0;
process.exit(ok ? 0 : 1);
