// The load generator of scripts/closed-loop-load.mjs, in a process of its own: receives one run's
// title and options over IPC, sends back the summary (or the error's message) and exits.
import autocannon from 'autocannon';

const closedLoopRun = (title, { url, seconds, warmUpSeconds, connections, request }) =>
  new Promise((resolve, reject) => {
    const statuses = {};
    const onResponse = (status) => (statuses[status] = (statuses[status] ?? 0) + 1);
    const latencies = [];
    let measuring = false;
    let measuredFrom = 0;
    let measuredTo = 0;
    const instance = autocannon(
      { url, duration: warmUpSeconds + seconds, connections, requests: [{ ...request, onResponse }] },
      (err, result) => {
        if (err) return reject(err);
        try {
          resolve(summarise({ title, result, statuses, latencies, measuredSeconds: (measuredTo - measuredFrom) / 1000 }));
        } catch (summaryError) {
          reject(summaryError);
        }
      },
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
  if (latencies.length === 0)
    throw new Error(`${title}: no successful answer after the warm-up (answers ${JSON.stringify(statuses)}, errors ${result.errors})`);
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

// The benchmark that forked this process is gone (or has its answer): stop loading the server.
process.once('disconnect', () => process.exit());

process.once('message', async ({ title, options }) => {
  let answer;
  try {
    answer = { result: await closedLoopRun(title, options) };
  } catch (err) {
    answer = { error: err instanceof Error ? err.message : String(err) };
  }
  process.send(answer, () => process.disconnect());
});
