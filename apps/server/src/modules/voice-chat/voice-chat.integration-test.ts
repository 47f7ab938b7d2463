import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeServerMessage } from '@brainboost/domain/schemas/realtime';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { openDatabase, type Db } from '../../db/database.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai-server.js';
import { settlingAfterWrites } from '../../test/settle-after-writes.js';
import { cookieOf, createPostgresDatabase, dbKinds, freshIp, signInCookie, testOrigin, type DbKind } from '../../test/test-app.js';
import { validCourse, writeCourses } from '../languages/course-content.test-helpers.js';

const strong = 'violet-harbour-kettle-42';
const contentDir = writeCourses({ es: validCourse('es') });
const spanishPartner = { course: 'es', scenario: 'es-beginner-1' } as const;
/** Server A pings often, so a silent socket is dropped within a test. */
const heartbeatMs = 100;

/** Two app servers on one database, as behind a load balancer: PostgreSQL with a pool each, or one PGlite shared in a process. */
async function twoServers(kind: DbKind, env: Record<string, string>) {
  const options = { languageContentDir: contentDir };
  if (kind === 'pglite') {
    const db = await openDatabase({ kind: 'pglite', dataDir: null });
    const a = await buildApp(testConfig(env), { ...options, db, realtimeHeartbeatMs: heartbeatMs });
    const b = await buildApp(testConfig(env), { ...options, db });
    // Each server's close ends the database; the shared one is ended by the last.
    return { a, b, dbOf: () => db, close: async () => Promise.allSettled([b.close(), a.close()]).then(() => {}) };
  }
  const { url, drop } = await createPostgresDatabase({ migrated: true });
  const open = async () => settlingAfterWrites(await openDatabase({ kind: 'postgres', url, poolSize: 3 }));
  const dbA: Db = await open();
  const a = await buildApp(testConfig(env), { ...options, db: dbA, realtimeHeartbeatMs: heartbeatMs });
  const b = await buildApp(testConfig(env), { ...options, db: await open() });
  return {
    a,
    b,
    dbOf: () => dbA,
    close: async () => {
      await Promise.allSettled([a.close(), b.close()]);
      await drop();
    },
  };
}

type Client = Awaited<ReturnType<FastifyInstance['injectWS']>>;

/**
 * A realtime socket and every message it received; `next` waits for the first matching one. It
 * answers the server's pings as a browser does, unless `silent` (injected sockets do not by themselves).
 */
async function connect(app: FastifyInstance, headers: Record<string, string>, { silent = false } = {}) {
  const received: RealtimeServerMessage[] = [];
  const waiting = new Set<() => void>();
  const socket: Client = await app.injectWS(
    '/api/realtime',
    { headers },
    {
      onInit: (ws) => {
        ws.on('message', (data: Buffer) => {
          received.push(JSON.parse(data.toString()) as RealtimeServerMessage);
          for (const wake of waiting) wake();
        });
        if (!silent) ws.on('ping', (data: Buffer) => ws.pong(data));
      },
    },
  );
  const closed = new Promise<number>((resolve) => socket.on('close', (code: number) => resolve(code)));
  async function next<T extends RealtimeServerMessage>(match: (m: RealtimeServerMessage) => m is T, timeoutMs = 5000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching message; received ${JSON.stringify(received)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiting.delete(wake);
          resolve();
        };
        waiting.add(wake);
        setTimeout(wake, 50);
      });
    }
  }
  await next((m): m is RealtimeServerMessage => m.type === 'ready');
  return { socket, received, next, closed };
}

const ofTurn =
  <K extends RealtimeServerMessage['type']>(type: K, turnId: string) =>
  (m: RealtimeServerMessage): m is Extract<RealtimeServerMessage, { type: K }> =>
    m.type === type && 'turnId' in m && m.turnId === turnId;

describe.each(dbKinds)('realtime voice chat across two servers on %s', (kind) => {
  let fake: FakeOpenAi;
  let servers: Awaited<ReturnType<typeof twoServers>>;
  let learner = 0;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    servers = await twoServers(kind, { LLM_BASE_URL: fake.url, LLM_MODEL: 'tiny', LLM_TIMEOUT_MS: '5000' });
  });
  afterAll(async () => {
    await servers?.close();
    await fake?.close();
  });

  /** A learner of their own on `plan`, signed in on server A (the cookie works on both). */
  async function signedIn(plan: 'premium' | null = 'premium', email = `voice.${++learner}@example.org`) {
    const { a } = servers;
    const user = await a.accounts.createAccount({ email, name: 'Voice Learner', password: strong, accessType: 'student' });
    if (plan)
      await servers
        .dbOf()
        .insertInto('subscriptions')
        .values({ user_id: user.id, status: 'active', plan_type: plan, current_period_end: new Date(Date.now() + 30 * 86_400_000) })
        .execute();
    return { userId: user.id, cookie: await signInCookie(a, email, strong) };
  }
  /** A nine-year-old signed up with their parent's consent, on a premium plan. */
  async function childCookie() {
    const post = (url: string, payload: object) =>
      servers.a.inject({ method: 'POST', url, remoteAddress: freshIp(), headers: { origin: testOrigin }, payload });
    const parentEmail = `voice.parent.${++learner}@example.org`;
    const username = `Comet_${learner}`;
    const password = 'purple-otter-rocket-12';
    await post('/api/signup', { birthYear: new Date().getUTCFullYear() - 9, birthMonth: 1, username, password, parentEmail });
    const mail = await servers
      .dbOf()
      .selectFrom('outbox_messages')
      .select('body')
      .where('recipient', '=', parentEmail)
      .executeTakeFirstOrThrow();
    const token = new URL(/https?:\/\/\S+/.exec(mail.body)![0]).searchParams.get('token')!;
    expect((await post('/api/consent/approve', { token, name: 'Comet Parent', password: strong })).statusCode).toBe(200);
    const signedIn = await post('/api/auth/sign-in/username', { username, password });
    const child = await servers
      .dbOf()
      .selectFrom('user')
      .select('id')
      .where('username', '=', username.toLowerCase())
      .executeTakeFirstOrThrow();
    await servers
      .dbOf()
      .insertInto('subscriptions')
      .values({ user_id: child.id, status: 'active', plan_type: 'premium', current_period_end: new Date(Date.now() + 30 * 86_400_000) })
      .execute();
    return cookieOf(signedIn);
  }
  const headersOf = (cookie: string) => ({ cookie, origin: testOrigin, 'accept-language': 'en' });
  const postTurn = (app: FastifyInstance, cookie: string, text: string, partner: object = spanishPartner) =>
    app.inject({
      method: 'POST',
      remoteAddress: freshIp(),
      url: '/api/voice-chat/turns',
      headers: headersOf(cookie),
      payload: { sessionId: randomUUID(), partner, text },
    });

  it('streams a reply generated on server B to the socket held by server A', async () => {
    const { cookie } = await signedIn();
    const client = await connect(servers.a, headersOf(cookie));
    fake.reply({ chunks: ['¡Hola! ', '¿Qué ', 'quieres?'] });
    const res = await postTurn(servers.b, cookie, 'Hola, ¿qué tal?');
    expect(res.statusCode, res.body).toBe(202);
    const { turnId } = res.json();
    const done = await client.next(ofTurn('voice-chat.done', turnId));
    expect(done.text).toBe('¡Hola! ¿Qué quieres?');
    const deltas = client.received.filter(ofTurn('voice-chat.delta', turnId));
    expect(deltas.map((d) => d.text)).toEqual(['¡Hola! ', '¿Qué quieres?']);
    expect(deltas.map((d) => d.seq)).toEqual([0, 1]);
    // The partner is the unit's role-play partner, told the scenario; the learner's words come last.
    const sent = fake.requests.at(-1)!.body.messages;
    expect(sent[0]!.content).toContain('Meeting a classmate');
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'Hola, ¿qué tal?' });
    client.socket.terminate();
  });

  it('stops a turn generating on server B when the cancel is posted to server A', async () => {
    const { cookie } = await signedIn();
    const client = await connect(servers.a, headersOf(cookie));
    // The model writes one sentence, then stalls until the call is aborted.
    fake.reply({ chunks: ['Uno. ', 'dos'], thenHang: true });
    const { turnId } = (await postTurn(servers.b, cookie, 'Cuenta conmigo')).json();
    await client.next(ofTurn('voice-chat.delta', turnId));
    const started = Date.now();
    const cancel = await servers.a.inject({ method: 'POST', url: `/api/voice-chat/turns/${turnId}/cancel`, headers: headersOf(cookie) });
    expect(cancel.statusCode).toBe(204);
    const ended = await client.next(ofTurn('voice-chat.error', turnId));
    expect(ended.code).toBe('VOICE_CHAT_CANCELLED');
    // Well before the model's 5 s timeout: the call was aborted, not timed out.
    expect(Date.now() - started).toBeLessThan(2000);
    expect(client.received.some(ofTurn('voice-chat.done', turnId))).toBe(false);
    client.socket.terminate();
  });

  it("leaves another learner's turn alone when they try to cancel it", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const client = await connect(servers.a, headersOf(owner.cookie));
    fake.reply({ chunks: ['Uno. ', 'dos. ', 'tres.'], delayMs: 150 });
    const { turnId } = (await postTurn(servers.b, owner.cookie, 'Cuenta')).json();
    await client.next(ofTurn('voice-chat.delta', turnId));
    await servers.a.inject({ method: 'POST', url: `/api/voice-chat/turns/${turnId}/cancel`, headers: headersOf(other.cookie) });
    expect((await client.next(ofTurn('voice-chat.done', turnId))).text).toBe('Uno. dos. tres.');
    client.socket.terminate();
  });

  it("delivers events only to the learner's own sockets, on every server", async () => {
    const me = await signedIn();
    const someoneElse = await signedIn();
    const onA = await connect(servers.a, headersOf(me.cookie));
    const onB = await connect(servers.b, headersOf(me.cookie));
    const theirs = await connect(servers.a, headersOf(someoneElse.cookie));
    fake.reply({ chunks: ['Vale.'] });
    const { turnId } = (await postTurn(servers.a, me.cookie, 'Hola')).json();
    await onA.next(ofTurn('voice-chat.done', turnId));
    await onB.next(ofTurn('voice-chat.done', turnId));
    expect(theirs.received.filter((m) => m.type !== 'ready')).toEqual([]);
    for (const c of [onA, onB, theirs]) c.socket.terminate();
  });

  it('carries a reply longer than a NOTIFY payload in parts', async () => {
    const { cookie } = await signedIn();
    const client = await connect(servers.b, headersOf(cookie));
    // 3000 four-byte characters in one sentence: 12 000 bytes, over PostgreSQL's 8000-byte limit.
    const long = '𝄞'.repeat(3000);
    fake.reply({ chunks: [long] });
    const { turnId } = (await postTurn(servers.a, cookie, 'Canta')).json();
    expect((await client.next(ofTurn('voice-chat.done', turnId))).text).toBe(long);
    client.socket.terminate();
  });

  it('screens the reply: a flagged piece is never sent, the turn ends, and the exchange is kept for the parent or teacher', async () => {
    const { cookie } = await signedIn();
    const client = await connect(servers.a, headersOf(cookie));
    fake.reply({ chunks: ['¡Hola! ', 'Dime: my address is 12 Elm Street. ', 'Adiós.'] });
    const { turnId } = (await postTurn(servers.b, cookie, 'Hola')).json();
    const ended = await client.next(ofTurn('voice-chat.error', turnId));
    expect(ended.code).toBe('VOICE_CHAT_FLAGGED');
    expect(client.received.filter(ofTurn('voice-chat.delta', turnId)).map((d) => d.text)).toEqual(['¡Hola! ']);
    const conversations = (await servers.a.inject({ url: '/api/tutor/conversations', headers: { cookie } })).json().conversations;
    expect(conversations).toMatchObject([{ flaggedCount: 1, title: expect.stringContaining('Meeting a classmate') }]);

    // The learner's own unsafe words are refused before any model sees them.
    const asked = fake.requests.length;
    const own = await postTurn(servers.b, cookie, 'Mi número: 555-123-4567');
    expect(own.statusCode).toBe(422);
    expect(own.json().error.code).toBe('VOICE_CHAT_FLAGGED');
    expect(fake.requests).toHaveLength(asked);
    client.socket.terminate();
  });

  it('ends the turn with a clear error when the model fails', async () => {
    const { cookie } = await signedIn();
    const client = await connect(servers.a, headersOf(cookie));
    fake.reply({ status: 500 });
    const { turnId } = (await postTurn(servers.b, cookie, 'Hola')).json();
    const ended = await client.next(ofTurn('voice-chat.error', turnId));
    expect(ended).toMatchObject({ code: 'VOICE_CHAT_PARTNER_UNAVAILABLE', message: expect.stringMatching(/\S/) });
    client.socket.terminate();
  });

  it('talks with the tutor in the interface language', async () => {
    const { cookie } = await signedIn();
    const client = await connect(servers.a, { ...headersOf(cookie), 'accept-language': 'fr' });
    fake.reply({ chunks: ['Bonne question. ', 'Que sais-tu déjà ?'] });
    const res = await servers.b.inject({
      method: 'POST',
      url: '/api/voice-chat/turns',
      headers: { ...headersOf(cookie), 'accept-language': 'fr' },
      payload: { sessionId: randomUUID(), partner: 'tutor', text: 'Pourquoi le ciel est bleu ?' },
    });
    const { turnId } = res.json();
    expect((await client.next(ofTurn('voice-chat.done', turnId))).text).toBe('Bonne question. Que sais-tu déjà ?');
    expect(fake.requests.at(-1)!.body.messages[0]!.content).toContain('Answer in French');
    client.socket.terminate();
  });

  it('refuses bad input, free plans, unknown partners and children without their parent’s permission', async () => {
    const { cookie } = await signedIn();
    const empty = await postTurn(servers.a, cookie, '   ');
    expect(empty.statusCode).toBe(400);
    const unknown = await postTurn(servers.a, cookie, 'Hola', { course: 'es', scenario: 'es-advanced-9' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('VOICE_CHAT_PARTNER_NOT_FOUND');

    const free = await signedIn(null);
    expect((await postTurn(servers.a, free.cookie, 'Hola')).json().error.code).toBe('FEATURE_REQUIRED');

    const refused = await postTurn(servers.b, await childCookie(), 'Hola');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('voice.parentPermissionRequired');
  });

  it('opens the socket only for a signed-in user from our own origin', async () => {
    const { cookie } = await signedIn();
    await expect(servers.a.injectWS('/api/realtime', { headers: { origin: testOrigin } })).rejects.toThrow('401');
    await expect(servers.a.injectWS('/api/realtime', { headers: { cookie, origin: 'https://evil.example' } })).rejects.toThrow('403');
    await expect(servers.a.injectWS('/api/realtime', { headers: { cookie } })).rejects.toThrow('403');
  });

  it('answers client pings, and drops a silent socket after two missed pings while a live one stays', async () => {
    const { cookie } = await signedIn();
    const live = await connect(servers.a, headersOf(cookie));
    live.socket.send(JSON.stringify({ type: 'ping', id: 'p1' }));
    await live.next((m): m is RealtimeServerMessage => m.type === 'pong' && m.id === 'p1');
    // A live socket outlasts several heartbeats.
    await new Promise((resolve) => setTimeout(resolve, 5 * heartbeatMs));
    const started = Date.now();
    const silent = await connect(servers.a, headersOf(cookie), { silent: true });
    await silent.closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * heartbeatMs);
    expect(live.socket.readyState).toBe(live.socket.OPEN);
    live.socket.terminate();
  });

  it('closes a socket that floods it or sends what it does not understand', async () => {
    const { cookie } = await signedIn();
    const flood = await connect(servers.a, headersOf(cookie));
    for (let i = 0; i < 30; i++) flood.socket.send(JSON.stringify({ type: 'ping', id: `p${i}` }));
    expect(await flood.closed).toBe(1008);
    const odd = await connect(servers.a, headersOf(cookie));
    odd.socket.send('{"type":"subscribe","channel":"everyone"}');
    expect(await odd.closed).toBe(1008);
    const big = await connect(servers.a, headersOf(cookie));
    big.socket.send(JSON.stringify({ type: 'ping', id: 'x'.repeat(10_000) }));
    expect(await big.closed).toBe(1009);
  });

  it('measures the time from posting a turn to its first delta on the socket (fake model)', async () => {
    const { cookie } = await signedIn();
    const client = await connect(servers.a, headersOf(cookie));
    fake.reply({ chunks: ['Vale. ', 'Bien.'] });
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const { turnId } = (await postTurn(servers.b, cookie, `Hola ${i}`)).json();
      await client.next(ofTurn('voice-chat.delta', turnId));
      times.push(performance.now() - started);
      await client.next(ofTurn('voice-chat.done', turnId));
    }
    times.sort((x, y) => x - y);
    const median = (times[9]! + times[10]!) / 2;
    console.info(`voice chat, POST to first delta on the socket (${kind}, fake model): median of 20 ${median.toFixed(1)} ms`);
    expect(times).toHaveLength(20);
    client.socket.terminate();
  });
});

describe('voice chat without a configured model (pglite)', () => {
  let servers: Awaited<ReturnType<typeof twoServers>>;
  beforeAll(async () => {
    servers = await twoServers('pglite', {});
  });
  afterAll(async () => servers?.close());

  it('says the built-in tutor answers, refuses language partners, and never fakes a reply', async () => {
    const email = 'voice.offline@example.org';
    const user = await servers.a.accounts.createAccount({ email, name: 'Offline', password: strong, accessType: 'student' });
    await servers
      .dbOf()
      .insertInto('subscriptions')
      .values({ user_id: user.id, status: 'active', plan_type: 'premium', current_period_end: new Date(Date.now() + 30 * 86_400_000) })
      .execute();
    const cookie = await signInCookie(servers.a, email, strong);
    const headers = { cookie, origin: testOrigin, 'accept-language': 'en' };
    const options = (await servers.a.inject({ url: '/api/voice-chat/options', headers })).json();
    expect(options).toMatchObject({ engine: 'builtin', tutorLanguage: 'en', courses: [{ id: 'es', speechLanguage: 'es' }] });

    const partner = await servers.a.inject({
      method: 'POST',
      url: '/api/voice-chat/turns',
      headers,
      payload: { sessionId: randomUUID(), partner: spanishPartner, text: 'Hola' },
    });
    expect(partner.statusCode).toBe(503);
    expect(partner.json().error.code).toBe('VOICE_CHAT_MODEL_REQUIRED');

    // A worked solution is for the tutor page: the built-in engine says so rather than reading out symbols.
    const client = await connect(servers.b, headers);
    const res = await servers.a.inject({
      method: 'POST',
      url: '/api/voice-chat/turns',
      headers,
      payload: { sessionId: randomUUID(), partner: 'tutor', text: 'Solve 2x + 3 = 7' },
    });
    const { turnId } = res.json();
    const ended = await client.next(ofTurn('voice-chat.error', turnId));
    expect(ended.code).toBe('VOICE_CHAT_BUILTIN_NO_ANSWER');
    expect(client.received.some(ofTurn('voice-chat.delta', turnId))).toBe(false);
    client.socket.terminate();
  });
});
