import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { internalEmail } from '@brainboost/domain/accounts/reserved-email';
import { oggOpusOf, wavOf, webmOf } from '../../test/audio-samples.js';
import { startFakeTranscriptionServer, type FakeTranscriptionServer } from '../../test/fake-transcription-server.js';
import { createUser, strongPassword } from '../../test/sign-in-helpers.js';
import { cookieOf, createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

/** Every file under `dir`, so a test can show a request left nothing behind. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Rows in every table, by table: a transcription must change none of them. */
async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = await sql<{
    name: string;
  }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
    t.db,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    // Sessions and rate-limit windows move with every request, whatever it does.
    if (/session|rate_limit/.test(name)) continue;
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(name)}`.execute(t.db);
    counts[name] = Number(rows[0]!.n);
  }
  return counts;
}

describe.each(dbKinds)('speech to text through the API on %s', (kind) => {
  let t: TestApp;
  let fake: FakeTranscriptionServer;
  let dataDir: string;
  let cookie: string;
  let childCookie: string;
  beforeAll(async () => {
    fake = await startFakeTranscriptionServer();
    dataDir = await mkdtemp(path.join(tmpdir(), 'bb-stt-'));
    t = await createTestApp(kind, { STT_ENGINE: 'openai', STT_BASE_URL: fake.url, STT_TIMEOUT_MS: '1000', DATA_DIR: dataDir });
    await createUser(t.app, t.db, { email: 'speaker@example.org' });
    cookie = await signInCookie(t.app, 'speaker@example.org', strongPassword);
    const childEmail = internalEmail('child', 'stt-child');
    await createUser(t.app, t.db, { email: childEmail, username: 'quiet_fox_7' });
    const childSignIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/username',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin },
      payload: { username: 'quiet_fox_7', password: strongPassword },
    });
    expect(childSignIn.statusCode, childSignIn.body).toBe(200);
    childCookie = cookieOf(childSignIn);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.reply({ text: 'hola' });
  });

  const transcribe = (body: Buffer, { lang = 'es', headers = { cookie } }: { lang?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/speech/transcribe?lang=${lang}`,
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, 'content-type': 'application/octet-stream', ...headers },
      payload: body,
    });

  it('returns the text of a WAV, a WebM and an Ogg utterance, naming the container found in the bytes', async () => {
    for (const [audio, type] of [
      [wavOf(1), 'audio/wav'],
      [webmOf(2), 'audio/webm'],
      [oggOpusOf(2), 'audio/ogg'],
    ] as const) {
      const res = await transcribe(audio, { headers: { cookie, 'content-type': 'audio/mpeg' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ text: 'hola' });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(fake.requests.at(-1)?.file).toMatchObject({ type, bytes: audio.length });
      expect(fake.requests.at(-1)?.fields.language).toBe('es');
    }
  });

  it('is for signed-in users only', async () => {
    const res = await transcribe(wavOf(1), { headers: {} });
    expect(res.statusCode).toBe(401);
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a child whose parent has not turned voice on, before any audio is read', async () => {
    const res = await transcribe(wavOf(1), { headers: { cookie: childCookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('VOICE_PARENT_PERMISSION_REQUIRED');
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    ['silence', () => wavOf(2, { amplitude: 0 }), 422, 'AUDIO_EMPTY', 'No speech was heard. Speak closer to the microphone and try again.'],
    ['a WAV with no samples', () => wavOf(0), 422, 'AUDIO_EMPTY', 'No speech was heard. Speak closer to the microphone and try again.'],
    ['an empty body', () => Buffer.alloc(0), 422, 'AUDIO_EMPTY', 'No speech was heard. Speak closer to the microphone and try again.'],
    [
      '31 seconds of WAV',
      () => wavOf(31, { rate: 8000 }),
      422,
      'AUDIO_TOO_LONG',
      'That recording is longer than 30 seconds. Say one sentence at a time.',
    ],
    [
      '31 seconds of WebM',
      () => webmOf(31),
      422,
      'AUDIO_TOO_LONG',
      'That recording is longer than 30 seconds. Say one sentence at a time.',
    ],
    [
      'an MP3',
      () => Buffer.concat([Buffer.from('ID3'), Buffer.alloc(2000, 7)]),
      415,
      'AUDIO_UNSUPPORTED',
      'That audio format can’t be used. Record again in this browser, or use another browser.',
    ],
    ['more than 2 MB', () => wavOf(70), 413, 'AUDIO_TOO_LARGE', 'That recording is too large (2 MB at most). Say one sentence at a time.'],
  ])('refuses %s with a clear error, and sends nothing on', async (_name, audio, status, code, message) => {
    const res = await transcribe(audio());
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error).toMatchObject({ code, message });
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a language it does not recognise', async () => {
    const res = await transcribe(wavOf(1), { lang: 'de' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('lang');
  });

  it('says "Error processing audio." when the engine fails or takes too long, and recognition is unavailable when it is misconfigured', async () => {
    fake.reply({ status: 500 });
    let res = await transcribe(wavOf(1));
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatchObject({
      code: 'AUDIO_PROCESSING_FAILED',
      message: 'Error processing audio. Try again in a moment, or type your answer instead.',
    });
    fake.reply({ hang: true });
    res = await transcribe(wavOf(1));
    expect(res.statusCode).toBe(502);
    fake.reply({ status: 401 });
    res = await transcribe(wavOf(1));
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('RECOGNITION_UNAVAILABLE');
  });

  it('says what was wrong in the caller’s language', async () => {
    const res = await transcribe(wavOf(2, { amplitude: 0 }), { headers: { cookie, 'accept-language': 'yue' } });
    expect(res.json().error.message).not.toMatch(/[A-Za-z]{4}/);
  });

  it('keeps nothing: no file under DATA_DIR and no row in the database changes', async () => {
    const filesBefore = await filesUnder(dataDir);
    const rowsBefore = await rowCounts(t);
    expect((await transcribe(wavOf(1))).statusCode).toBe(200);
    fake.reply({ status: 500 });
    expect((await transcribe(webmOf(1))).statusCode).toBe(502);
    expect(await filesUnder(dataDir)).toEqual(filesBefore);
    expect(await rowCounts(t)).toEqual(rowsBefore);
  });

  it('limits each account, and a failed transcription does not count', async () => {
    await createUser(t.app, t.db, { email: 'chatty@example.org' });
    const chatty = { cookie: await signInCookie(t.app, 'chatty@example.org', strongPassword) };
    fake.reply({ status: 500 });
    for (let i = 0; i < 25; i++) expect((await transcribe(wavOf(0.2), { headers: chatty })).statusCode).toBe(502);
    fake.reply({ text: 'ok' });
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push((await transcribe(wavOf(0.2), { headers: chatty })).statusCode);
    expect(answers.filter((s) => s === 200)).toHaveLength(20);
    expect(answers.at(-1)).toBe(429);
  });

  it('tells the browser what it may offer', async () => {
    const adult = await t.app.inject({ method: 'GET', url: '/api/speech/status', headers: { cookie } });
    expect(adult.json()).toEqual({ recognition: 'server', synthesis: 'espeak', voice: 'allowed' });
    const child = await t.app.inject({ method: 'GET', url: '/api/speech/status', headers: { cookie: childCookie } });
    expect(child.json()).toMatchObject({ voice: 'parent-permission' });
    expect((await t.app.inject({ method: 'GET', url: '/api/speech/status' })).statusCode).toBe(401);
  });
});

describe.each(dbKinds)('speech to text with no engine configured on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await createUser(t.app, t.db, { email: 'quiet@example.org' });
    cookie = await signInCookie(t.app, 'quiet@example.org', strongPassword);
  }, 120_000);
  afterAll(() => t?.close());

  it('says recognition is unavailable, and the status says none', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/speech/transcribe?lang=en',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, cookie, 'content-type': 'audio/wav' },
      payload: wavOf(1),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('RECOGNITION_UNAVAILABLE');
    const status = await t.app.inject({ method: 'GET', url: '/api/speech/status', headers: { cookie } });
    expect(status.json().recognition).toBe('none');
  });
});
