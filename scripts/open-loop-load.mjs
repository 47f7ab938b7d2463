// Open-loop load: a fixed number of requests a second spread evenly over a set of open keep-alive
// connections, each request's latency counted from the moment it was due (not from when a free
// connection let it go), so a slow server can't hide its queue (no coordinated omission).
// autocannon's overallRate sends in bursts each tick, which is not the load users make.
import http from 'node:http';

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);

/**
 * @param {{ url: string, path: string, headers?: Record<string,string>, connections: number, rate: number, seconds: number }} options
 */
export async function openLoopLoad({ url, path, headers = {}, connections, rate, seconds }) {
  const { hostname, port } = new URL(url);
  // FIFO hands each request the connection idle longest, so all of them carry traffic.
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, scheduling: 'fifo' });
  const send = (dueAt) =>
    new Promise((resolve) => {
      const request = http.request({ agent, hostname, port, path, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - dueAt }));
      });
      request.on('error', (err) => resolve({ status: `error ${err.code ?? err.message}`, ms: performance.now() - dueAt }));
      request.end();
    });

  // Open every connection first (one request on each at once), then measure.
  await Promise.all(Array.from({ length: connections }, () => send(performance.now())));

  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const start = performance.now();
  const pending = [];
  let sent = 0;
  await new Promise((done) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) pending.push(send(start + sent++ * interval));
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
      else done();
    };
    tick();
  });
  const answers = await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();

  const statuses = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    connections,
    offeredRate: rate,
    seconds: round(elapsed),
    requestsPerSecond: Math.round(answers.length / elapsed),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p90: round(percentile(sorted, 90)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1)),
    },
    statuses,
  };
}
