// Cold start to ready (process spawn until /readyz answers 200) on a new PGlite data folder,
// which creates and migrates the database, and on an existing one. Five runs each; prints medians.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './serve-for-bench.mjs';

const runs = Number(process.argv[2] ?? 5);
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0], median: s[Math.floor(s.length / 2)], max: s[s.length - 1] };
};
const fmt = ({ min, median, max }) => `median ${Math.round(median)} ms (min ${Math.round(min)}, max ${Math.round(max)})`;

const fresh = [];
const existing = [];
const existingDir = mkdtempSync(path.join(tmpdir(), 'brainboost-start-'));
(await (await startServer({ dataDir: existingDir })).stop)();
for (let i = 0; i < runs; i++) {
  const dir = mkdtempSync(path.join(tmpdir(), 'brainboost-start-'));
  const a = await startServer({ dataDir: dir });
  fresh.push(a.ready);
  await a.stop();
  rmSync(dir, { recursive: true, force: true });
  const b = await startServer({ dataDir: existingDir });
  existing.push(b.ready);
  await b.stop();
}
rmSync(existingDir, { recursive: true, force: true });
console.log(`cold start to ready, new PGlite data folder:      ${fmt(stats(fresh))}`);
console.log(`cold start to ready, existing PGlite data folder: ${fmt(stats(existing))}`);
