/**
 * Flags the Node.js process that runs the server must be started with: unlike those in v8-flags.ts,
 * V8 reads them only when it creates the heap. `npm start`, `npm run serve` and the benchmarks pass
 * them; main.ts warns when they are missing.
 *
 * A 64 MB young generation instead of 16 MB: with 200 requests in flight a 16 MB one filled every
 * 20 ms or so, and each collection spent about 4 ms copying the objects of requests still running,
 * then promoted them, which filled the old generation and brought full collections. Decision 0059
 * has the measurements.
 */
export const serverNodeFlags = ['--max-semi-space-size=64'] as const;

/** The flags the server needs but was started without (the process's own `execArgv`). */
export const missingNodeFlags = (execArgv: readonly string[]) => serverNodeFlags.filter((flag) => !execArgv.includes(flag));
