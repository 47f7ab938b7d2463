// Closed-loop load with autocannon: every connection sends its next request the moment it has an
// answer. A run starts with an unmeasured warm-up of `warmUpSeconds` on the same connections: the
// first seconds of a fresh process measure the JIT compiler and the connections opening at once (a
// listening socket accepts one connection per event-loop turn, decision 0035), not the steady state
// a running server is in; the whole run's p99 and slowest answer, opening included, come back beside
// the measured ones. Status codes are counted over the whole run so refusals can't pass for successes.
import autocannon from 'autocannon';

/**
 * @param {string} title
 * @param {{ url: string, seconds: number, warmUpSeconds: number, connections: number, request: object }} options
 *   request: an autocannon request (path, method, headers, body)
 */
export const closedLoopRun = (title, { url, seconds, warmUpSeconds, connections, request }) =>
  new Promise((resolve, reject) => {
    const statuses = {};
    const onResponse = (status) => (statuses[status] = (statuses[status] ?? 0) + 1);
    const latencies = [];
    let measuring = false;
    let measuredFrom = 0;
    let measuredTo = 0;
    const instance = autocannon({ url, duration: warmUpSeconds + seconds, connections, requests: [{ ...request, onResponse }] }, (err, result) =>
      err ? reject(err) : resolve(summarise({ title, result, statuses, latencies, measuredSeconds: (measuredTo - measuredFrom) / 1000 })),
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

function summarise({ title, result, statuses, latencies, measuredSeconds }) {
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
}
