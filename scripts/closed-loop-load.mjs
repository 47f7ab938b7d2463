// Closed-loop load with autocannon: every connection sends its next request the moment it has an
// answer. A run starts with an unmeasured warm-up of `warmUpSeconds` on the same connections: the
// first seconds of a fresh process measure the JIT compiler and the connections opening at once (a
// listening socket accepts one connection per event-loop turn, decision 0059), not the steady state
// a running server is in; the whole run's p99 and slowest answer, opening included, come back beside
// the measured ones. Status codes are counted over the whole run so refusals can't pass for successes.
//
// Each run's load generator is a process of its own, started with the server's Node.js flags
// (launch-flags.ts), so its garbage collector pauses no more than the server's do (decision 0059):
// autocannon times an answer when it reads it, so every pause of the load generator is added to
// the latency of the answers waiting for it. In the benchmark's own process, which also seeded the
// database with the whole app loaded, its young-generation collections took up to 16 ms.
import { fork } from 'node:child_process';
import { serverNodeFlags } from '../apps/server/dist/launch-flags.js';

/**
 * @param {string} title
 * @param {{ url: string, seconds: number, warmUpSeconds: number, connections: number, request: object }} options
 *   request: an autocannon request (path, method, headers, body): plain data, sent to the generator's process
 */
export const closedLoopRun = (title, options) =>
  new Promise((resolve, reject) => {
    const generator = fork(new URL('./closed-loop-generator.mjs', import.meta.url), { execArgv: [...serverNodeFlags] });
    let answer = null;
    generator.once('message', (message) => (answer = message));
    generator.once('error', reject);
    generator.once('exit', (code) => {
      if (answer?.result) resolve(answer.result);
      else reject(new Error(answer?.error ?? `${title}: the load generator exited with ${code}`));
    });
    generator.send({ title, options });
  });
