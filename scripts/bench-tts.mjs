// Text-to-speech time per phrase through GET /api/speech/tts, for each of the seven voices: cold
// (synthesised by espeak-ng, the worker already running), cached in memory, and cached on disk
// only (after a restart). The built server on a fresh PGlite folder, called with app.inject as a
// signed-in learner. Needs `npm run build` first. Usage: node scripts/bench-tts.mjs [rounds=3]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/dist/app.js';
import { loadConfig } from '../apps/server/dist/config.js';

const rounds = Number(process.argv[2] ?? 3);
const phrases = {
  en: 'Where is the library, please?',
  es: '¿Dónde está la biblioteca, por favor?',
  fr: 'Où est la bibliothèque, s’il te plaît ?',
  it: 'Dov’è la biblioteca, per favore?',
  ja: '図書館はどこですか。',
  zh: '请问，图书馆在哪里？',
  yue: '唔該，圖書館喺邊度？',
};
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-tts-'));
const origin = 'http://127.0.0.1:3000';
const config = () => loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, PUBLIC_URL: origin });
const account = { email: 'bench.tts@example.org', password: 'harbour-cello-meadow-47' };

async function signedIn(app) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin }, payload: account });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode}`);
  return [res.headers['set-cookie']]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function timed(app, cookie, lang, text, speed) {
  const query = new URLSearchParams({ lang, text, speed });
  const started = performance.now();
  const res = await app.inject({ method: 'GET', url: `/api/speech/tts?${query}`, headers: { cookie } });
  const ms = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`${lang}: ${res.statusCode} ${res.body}`);
  return { ms, cache: res.headers['x-tts-cache'] };
}

const f = (ms) => `${ms.toFixed(1)} ms`.padStart(9);
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
let app = await buildApp(config());
await app.accounts.createAccount({ ...account, name: 'Bench', accessType: 'student' });
let cookie = await signedIn(app);
let started = performance.now();
await timed(app, cookie, 'en', 'Warming up.', 'normal');
console.log(`worker start and first phrase: ${f(performance.now() - started)}`);
started = performance.now();
await timed(app, cookie, 'ja', '準備します。', 'normal');
console.log(`first Japanese phrase (kuromoji's dictionary loads): ${f(performance.now() - started)}`);

const results = Object.fromEntries(Object.keys(phrases).map((lang) => [lang, { cold: [], memory: [], disk: [] }]));
for (let round = 0; round < rounds; round++) {
  for (const [lang, text] of Object.entries(phrases)) {
    // Each round a new phrase (the round number read out), so cold is really cold.
    const phrase = `${text} ${round + 1}`;
    const cold = await timed(app, cookie, lang, phrase, 'normal');
    const memory = await timed(app, cookie, lang, phrase, 'normal');
    if (cold.cache !== 'miss' || memory.cache !== 'hit') throw new Error(`${lang}: cache ${cold.cache}/${memory.cache}`);
    results[lang].cold.push(cold.ms);
    results[lang].memory.push(memory.ms);
  }
}
await app.close();
app = await buildApp(config());
cookie = await signedIn(app);
for (let round = 0; round < rounds; round++) {
  for (const [lang, text] of Object.entries(phrases)) {
    const disk = await timed(app, cookie, lang, `${text} ${round + 1}`, 'normal');
    if (disk.cache !== 'hit') throw new Error(`${lang}: not served from disk after a restart`);
    results[lang].disk.push(disk.ms);
  }
}
await app.close();
rmSync(dataDir, { recursive: true, force: true });

console.log(`medians of ${rounds} phrases per voice:      cold   memory     disk`);
for (const [lang, r] of Object.entries(results))
  console.log(`  ${lang.padEnd(4)}${f(median(r.cold))}${f(median(r.memory))}${f(median(r.disk))}`);
