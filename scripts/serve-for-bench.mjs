// Starts the built server on a free port with its own data folder; resolves once /readyz answers.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverNodeFlags } from '../apps/server/dist/launch-flags.js';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Spawns the server as it runs in production: with the Node.js flags `npm start` passes
 * (launch-flags.ts), log level `info` unless `env` says otherwise, one log line per request, written
 * to `server.log` in the data folder (as a process manager would collect it), not to this terminal.
 * `ready` is the milliseconds from spawn until /readyz said ready.
 */
export async function startServer({ dataDir = mkdtempSync(path.join(tmpdir(), 'brainboost-bench-')), env = {}, nodeArgs = [] } = {}) {
  const port = await freePort();
  const started = performance.now();
  const log = openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, [...serverNodeFlags, ...nodeArgs, 'apps/server/dist/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', log, 'inherit'],
  });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const ready = performance.now() - started;
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { url, ready, dataDir, stop, pid: child.pid };
}
