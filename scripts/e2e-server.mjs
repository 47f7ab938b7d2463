// Starts the built server for Playwright on a fresh PGlite data folder, with the accounts the
// journeys sign in with, and the first-admin set-up token written to a file the tests read.
import { rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const e2eAccounts = [
  { email: 'student@e2e.example', name: 'Sam Student', password: 'maple-river-lantern-81', accessType: 'student' },
  { email: 'teacher@e2e.example', name: 'Taylor Teacher', password: 'granite-meadow-violin-17', accessType: 'teacher' },
  { email: 'settings@e2e.example', name: 'Sky Settings', password: 'harbour-quartz-pepper-52', accessType: 'student' },
  { email: 'leaver@e2e.example', name: 'Lee Leaver', password: 'orchid-saddle-comet-39', accessType: 'student' },
  { email: 'admin@e2e.example', name: 'Avery Admin', password: 'copper-orchid-tundra-63', accessType: 'admin' },
  { email: 'two-tabs@e2e.example', name: 'Toni Tabs', password: 'lagoon-pepper-violin-64', accessType: 'student' },
  // Students the admin journeys change (role, beta access), so other journeys' students stay as they are.
  { email: 'riley@e2e.example', name: 'Riley Rivers', password: 'saffron-glacier-piano-28', accessType: 'student' },
  { email: 'vip@e2e.example', name: 'Vic Beta', password: 'walnut-comet-harbor-45', accessType: 'student' },
  { email: 'applicant@e2e.example', name: 'Alex Applicant', password: 'quartz-lagoon-meadow-39', accessType: 'student' },
  // Journeys that change sign-in settings (two-step verification) or sign in by code use their own accounts.
  { email: 'mfa@e2e.example', name: 'Morgan Factor', password: 'copper-lantern-orchard-58', accessType: 'student' },
  { email: 'code@e2e.example', name: 'Casey Code', password: 'willow-harbour-pepper-33', accessType: 'student' },
  // Wellbeing journeys (focus timer, mood check-ins, sleep log), each on its own account.
  { email: 'focus@e2e.example', name: 'Frankie Focus', password: 'meadow-lantern-pebble-71', accessType: 'student' },
  { email: 'mood@e2e.example', name: 'Morgan Mood', password: 'harbour-thistle-violin-26', accessType: 'student' },
  { email: 'sleep@e2e.example', name: 'Sasha Sleep', password: 'quartz-willow-ember-84', accessType: 'student' },
  { email: 'achiever@e2e.example', name: 'Ari Achiever', password: 'lantern-cobalt-meadow-57', accessType: 'student' },
  // Billing journeys: each buys or fails to buy with its own account.
  { email: 'buyer@e2e.example', name: 'Pat Buyer', password: 'lilac-harbour-summit-64', accessType: 'student' },
  { email: 'declined@e2e.example', name: 'Dee Clined', password: 'maple-canyon-violet-27', accessType: 'student' },
  { email: 'slowpay@e2e.example', name: 'Sol Waite', password: 'cobalt-prairie-ember-91', accessType: 'student' },
  // Guest checkout (pays signed out, then claims), family plan (owner buys, invites the kid) and card update.
  { email: 'guestbuyer@e2e.example', name: 'Gale Guest', password: 'tundra-violet-harbour-35', accessType: 'student' },
  { email: 'familyowner@e2e.example', name: 'Fran Family', password: 'orchard-comet-lantern-48', accessType: 'student' },
  { email: 'familykid@e2e.example', name: 'Kit Family', password: 'pebble-saffron-glacier-19', accessType: 'student' },
  // Donations (a monthly donor who stops) and the social-proof buyer.
  { email: 'donor@e2e.example', name: 'Dot Donor', password: 'meadow-copper-lantern-44', accessType: 'student' },
  { email: 'express@e2e.example', name: 'Ezra Express', password: 'lantern-quartz-meadow-71', accessType: 'student' },
  { email: 'expressnew@e2e.example', name: 'Nell New', password: 'comet-harbour-tulip-36', accessType: 'student' },
  { email: 'proofbuyer@e2e.example', name: 'Prue Buyer', password: 'harbour-tulip-quartz-58', accessType: 'student' },
  { email: 'cardholder@e2e.example', name: 'Cary Card', password: 'harbour-walnut-quartz-62', accessType: 'student' },
  // Receipts: pays once, then finds the receipt email and downloads the PDF.
  { email: 'receipts@e2e.example', name: 'Rae Receipt', password: 'tulip-granite-harbour-73', accessType: 'student' },
  // Tutor journeys: a free learner who uses up the daily questions, and one on ultimate (full solutions).
  { email: 'tutor.free@e2e.example', name: 'Frankie Free', password: 'lemon-canyon-violet-27', accessType: 'student' },
  { email: 'tutor.ultimate@e2e.example', name: 'Uma Ultimate', password: 'cedar-puzzle-harbor-64', accessType: 'student' },
  // Diagrams journey: a free learner of its own (plots and figures count as questions).
  { email: 'plotter@e2e.example', name: 'Pia Plotter', password: 'meadow-prism-walrus-38', accessType: 'student' },
  // Personalization journeys: a Premium learner whose tutor history is seeded by the journey, and a free learner (upgrade path).
  { email: 'insights@e2e.example', name: 'Ines Insight', password: 'harbour-fennel-quasar-52', accessType: 'student', plan: 'premium' },
  { email: 'insights.free@e2e.example', name: 'Ivo Free', password: 'lagoon-thistle-copper-19', accessType: 'student' },
  // Brain-training journeys: a Basic subscriber (every task unlocked) and a free learner (today's tasks only).
  { email: 'trainer@e2e.example', name: 'Toni Trainer', password: 'cobalt-fern-lighthouse-26', accessType: 'student', plan: 'basic' },
  { email: 'freetrainer@e2e.example', name: 'Frankie Free', password: 'amber-tulip-glacier-71', accessType: 'student' },
  { email: 'progress@e2e.example', name: 'Pat Progress', password: 'juniper-comet-harbour-64', accessType: 'student', plan: 'basic' },
  // Memory drills: loci, spaced recall and percentiles (Basic), and a programme session's level (Premium).
  { email: 'memory@e2e.example', name: 'Mel Memory', password: 'saffron-delta-beacon-39', accessType: 'student', plan: 'basic' },
  { email: 'drillprog@e2e.example', name: 'Dru Programme', password: 'walnut-aurora-kestrel-52', accessType: 'student', plan: 'premium' },
  // Dashboard and programme journeys: a Premium learner who enrols, and a free learner who sees the upgrade path.
  { email: 'programmes@e2e.example', name: 'Priya Programme', password: 'tidal-orchid-compass-48', accessType: 'student', plan: 'premium' },
  { email: 'dashfree@e2e.example', name: 'Dana Free', password: 'velvet-acorn-harbour-35', accessType: 'student' },
  // Knowledge-hub answers and streamed answers (its own learner, so the tutor journeys' histories stay as they expect).
  { email: 'hub@e2e.example', name: 'Hana Hub', password: 'fennel-tidal-lantern-38', accessType: 'student' },
  // Read aloud: a learner who listens to articles (text-to-speech with the offline engine).
  { email: 'listener@e2e.example', name: 'Lou Listener', password: 'harbour-cello-meadow-47', accessType: 'student' },
  // Worksheet solver journey: a Basic subscriber (worksheet_help, 30 uploads a month).
  { email: 'worksheet@e2e.example', name: 'Wren Worksheet', password: 'maple-quartz-lantern-53', accessType: 'student', plan: 'basic' },
  // Plan builder and add-ons: one builds a plan with extras, one on Basic adds an add-on on its own.
  { email: 'builder@e2e.example', name: 'Bo Builder', password: 'granite-harbour-tulip-83', accessType: 'student' },
  { email: 'addons@e2e.example', name: 'Addy Addon', password: 'meadow-quartz-falcon-46', accessType: 'student', plan: 'basic' },
  // Teacher–student link: a teacher who makes a class code, a student who joins it and asks the tutor.
  { email: 'classteacher@e2e.example', name: 'Cleo Class', password: 'harbour-violin-maple-47', accessType: 'teacher' },
  { email: 'classstudent@e2e.example', name: 'Jamie Joiner', password: 'tulip-comet-granite-58', accessType: 'student' },
  // Languages hub journeys (issue 29): a new learner who takes the Mandarin placement, a free learner who meets
  // "Unlock with Premium", and one who completes a lesson and searches the word list.
  { email: 'langhub@e2e.example', name: 'Lin Hub', password: 'bamboo-harbour-lantern-62', accessType: 'student' },
  { email: 'langfree@e2e.example', name: 'Lou Free', password: 'saffron-tide-compass-37', accessType: 'student' },
  { email: 'langwords@e2e.example', name: 'Wen Words', password: 'orchid-pebble-meridian-45', accessType: 'student' },
  // Language lesson and review journey: a new free learner (the first unit of every course is free).
  { email: 'linguist@e2e.example', name: 'Lin Guist', password: 'pagoda-lantern-meadow-47', accessType: 'student' },
  // Voice chat journey: a Premium learner who talks with a language partner (a local fake model answers).
  { email: 'voicechat@e2e.example', name: 'Val Voice', password: 'lantern-harbour-quokka-58', accessType: 'student', plan: 'premium' },
  // Tone practice journey: a free learner whose microphone is a generated WAV (the pitch chart after recording).
  { email: 'tonal@e2e.example', name: 'Tao Tonal', password: 'lantern-cedar-ripple-62', accessType: 'student' },
  // Voice translator journeys (issue 30): an Ultimate learner who translates with the offline engine (Apertium), and a
  // free learner who meets the upgrade path.
  { email: 'translator@e2e.example', name: 'Tru Translator', password: 'fjord-lantern-pepper-58', accessType: 'student', plan: 'ultimate' },
  { email: 'translatorfree@e2e.example', name: 'Fay Free', password: 'quill-harbour-mosaic-41', accessType: 'student' },
  // Speech input journey: a learner whose microphone is a WAV of espeak-ng speaking, checked by the local fake transcription server.
  { email: 'speaker@e2e.example', name: 'Sol Speaker', password: 'harbour-ember-violin-36', accessType: 'student' },
  // The same microphone through the translator's conversation mode (Ultimate) and a voice-chat turn (Premium).
  {
    email: 'micinterpreter@e2e.example',
    name: 'Mia Interpreter',
    password: 'cobalt-lantern-fjord-27',
    accessType: 'student',
    plan: 'ultimate',
  },
  { email: 'micchat@e2e.example', name: 'Max Chat', password: 'harbour-quill-meadow-64', accessType: 'student', plan: 'premium' },
  // Curriculum journeys (issue 31): a Premium learner who practises and takes tests, and a free learner who meets the locks.
  { email: 'curriculum@e2e.example', name: 'Cory Curriculum', password: 'quartz-meadow-falcon-73', accessType: 'student', plan: 'premium' },
  { email: 'curriculumfree@e2e.example', name: 'Fran Free', password: 'ember-lagoon-thistle-18', accessType: 'student' },
];

const dataDir = path.join(tmpdir(), `brainboost-e2e-${process.pid}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.HOST = '127.0.0.1';
// Links in emails point where the browser is (127.0.0.1), so cookies set at sign-up reach the verification link.
process.env.PUBLIC_URL ??= `http://127.0.0.1:${process.env.PORT ?? 3100}`;
process.env.LOG_LEVEL ??= 'warn';
// Every new subscription is passed on (the page itself shows at most one toast per 30 s).
process.env.SOCIAL_PROOF_GAP_MS ??= '0';
// Not production: journeys read sent emails and texts from the development mailbox (/api/dev/mailbox),
// and sign in many times from one address (the per-IP limits are covered by integration tests).
process.env.APP_ENV ??= 'test';
process.env.SETUP_TOKEN_FILE ??= path.join(tmpdir(), `brainboost-e2e-setup-token-${process.env.PORT ?? 3100}`);
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

// Speech to text: a local OpenAI-compatible /v1/audio/transcriptions server. It answers what the
// journey last told it to (/e2e/transcription) and keeps what each upload was (type, size), never the audio.
const transcription = { reply: '', uploads: [] };
const transcriptionServer = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', async () => {
    const form = await new Request('http://fake/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: Buffer.concat(chunks),
    })
      .formData()
      .catch(() => null);
    const file = form?.get('file');
    transcription.uploads.push({
      type: typeof file === 'object' && file ? file.type : null,
      bytes: typeof file === 'object' && file ? file.size : 0,
      language: form?.get('language') ?? null,
    });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: transcription.reply }));
  });
});
await new Promise((resolve) => transcriptionServer.listen(0, '127.0.0.1', resolve));
process.env.STT_ENGINE ??= 'openai';
process.env.STT_BASE_URL ??= `http://127.0.0.1:${transcriptionServer.address().port}/v1`;

const { buildApp } = await import('../apps/server/dist/app.js');
const { startFakeModel } = await import('./e2e-fake-model.mjs');
const fakeModel = await startFakeModel();
const { sql } = await import('kysely');
const { loadConfig } = await import('../apps/server/dist/config.js');
const config = loadConfig();
const app = await buildApp(config, {
  // Voice chat talks to a local fake model; the tutor and role-plays stay on the built-in engine.
  voiceChatModel: { LLM_BASE_URL: fakeModel.url, LLM_MODEL: 'e2e', LLM_TIMEOUT_MS: 30_000, LLM_API_KEY: undefined },
  // Test-only, and only in this script (never in the server build): journeys read the newest
  // message sent to an address from the outbox, as a person would read their email or phone.
  extraRoutes: (server) => {
    server.get('/e2e/outbox', { config: { access: 'public' }, schema: { hide: true } }, async (request) => {
      const to = String(request.query.to ?? '');
      return (
        (await server.db
          .selectFrom('outbox_messages')
          .select(['subject', 'body'])
          .where('recipient', '=', to)
          .orderBy('created_at', 'desc')
          .limit(1)
          .executeTakeFirst()) ?? null
      );
    });
    server.post('/e2e/transcription', { config: { access: 'public' }, schema: { hide: true } }, async (request) => {
      transcription.reply = String(request.body?.reply ?? '');
      transcription.uploads = [];
      return { ok: true };
    });
    server.get('/e2e/transcription', { config: { access: 'public' }, schema: { hide: true } }, async () => transcription.uploads);
    // "The next day" for ONE learner: their language history (attempts, answers, cards met, the
    // review log their cards' due dates are replayed from) moves a day back. The shared clock
    // stays where it is, so other journeys running at the same time are not moved.
    server.post('/e2e/languages/day-back', { config: { access: 'public' }, schema: { hide: true } }, async (request) => {
      const email = String(request.query.email ?? '');
      const user = await server.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      const back = (column) => sql`${sql.ref(column)} - interval '1 day'`;
      const attempts = server.db.selectFrom('language_attempts').select('id').where('user_id', '=', user.id);
      await server.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('language_attempts')
          .set({ started_at: back('started_at'), completed_at: back('completed_at') })
          .where('user_id', '=', user.id)
          .execute();
        await trx
          .updateTable('language_answers')
          .set({ answered_at: back('answered_at') })
          .where('attempt_id', 'in', attempts)
          .execute();
        await trx
          .updateTable('language_cards')
          .set({ met_at: back('met_at') })
          .where('user_id', '=', user.id)
          .execute();
        await trx
          .updateTable('language_reviews')
          .set({ reviewed_at: back('reviewed_at') })
          .where('user_id', '=', user.id)
          .execute();
        await trx
          .updateTable('language_placements')
          .set({ taken_at: back('taken_at') })
          .where('user_id', '=', user.id)
          .execute();
      });
      return { moved: true };
    });
  },
});
for (const account of e2eAccounts) await app.accounts.createAccount(account);
const tutorUltimate = await app.db
  .selectFrom('user')
  .select('id')
  .where('email', '=', 'tutor.ultimate@e2e.example')
  .executeTakeFirstOrThrow();
await app.db
  .insertInto('subscriptions')
  .values({
    user_id: tutorUltimate.id,
    status: 'active',
    plan_type: 'ultimate',
    current_period_end: new Date(Date.now() + 30 * 86_400_000),
  })
  .execute();
for (const account of e2eAccounts.filter((a) => a.plan)) {
  const user = await app.db.selectFrom('user').select('id').where('email', '=', account.email).executeTakeFirstOrThrow();
  await app.db
    .insertInto('subscriptions')
    .values({ user_id: user.id, status: 'active', plan_type: account.plan, current_period_end: new Date(Date.now() + 30 * 86_400_000) })
    .execute();
}
await app.listen({ host: config.HOST, port: config.PORT });
const setupLink = await app.setup.issueToken();
if (setupLink?.status === 'issued') writeFileSync(process.env.SETUP_TOKEN_FILE, setupLink.token, { mode: 0o600 });
const stop = () =>
  app
    .close()
    .then(() => transcriptionServer.close())
    .finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
