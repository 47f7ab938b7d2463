// Latency of the builtin (offline) tutor: every question of the evaluation set, several rounds,
// in one process as the server runs it. Needs `npm run build` first.
// Usage: node scripts/bench-tutor.mjs [rounds=3]
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createBuiltinTutor } from '../apps/server/dist/providers/llm/builtin/builtin-tutor.js';

const rounds = Number(process.argv[2] ?? 3);
const { problems } = JSON.parse(
  readFileSync(new URL('../apps/server/src/providers/llm/builtin/evaluation/maths-eval.json', import.meta.url), 'utf8'),
);
const tutor = createBuiltinTutor();

const coldStart = performance.now();
await tutor.answer({ question: 'Solve 2x + 5 = 11', gradeBand: 'middle' });
const cold = performance.now() - coldStart;

const times = [];
const byTopic = new Map();
for (let round = 0; round < rounds; round++) {
  for (const p of problems) {
    const start = performance.now();
    await tutor.answer({ question: p.question, gradeBand: p.band, locale: p.locale });
    const ms = performance.now() - start;
    times.push(ms);
    byTopic.set(p.topic, [...(byTopic.get(p.topic) ?? []), ms]);
  }
}
const pct = (list, q) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))];
const f = (ms) => `${ms.toFixed(1)} ms`;
console.log(
  `builtin tutor, ${times.length} answers (${problems.length} questions × ${rounds}), first answer incl. engine start ${f(cold)}`,
);
console.log(`all: p50 ${f(pct(times, 0.5))}  p99 ${f(pct(times, 0.99))}  max ${f(Math.max(...times))}`);
for (const [topic, list] of byTopic)
  console.log(`  ${topic.padEnd(11)} p50 ${f(pct(list, 0.5)).padStart(9)}  p99 ${f(pct(list, 0.99)).padStart(9)}`);
