import { createHmac } from 'node:crypto';
import { createServer, connect, type Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openDatabase, type Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { pgliteListener, registerListener } from '../db/notifications.js';
import { createPostgresDatabase, freshIp } from '../test/test-app.js';

// Security issue, item 14: with the database gone, every API route answered 500.

const authSecret = 'service-unavailable-test-secret-0123456789';
const config = () => testConfig({ AUTH_SECRET: authSecret });
/** A well-signed cookie for a session the server has never seen, so it must ask the database. */
const unknownSession = `brainboost.session_token=${encodeURIComponent(`unknown-session.${createHmac('sha256', authSecret).update('unknown-session').digest('base64')}`)}`;

/** Routes that each reach the database a different way: a public read, a form write, sign-in, a session lookup. */
async function expectUnavailable(app: FastifyInstance) {
  const calls = [
    app.inject({ url: '/api/setup', headers: { 'accept-language': 'fr' } }),
    app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: freshIp(),
      payload: { name: 'Jordan Lee', email: 'jordan@school.example', topic: 'schools', message: 'A demo for our grade 6 classes, please.' },
    }),
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: freshIp(),
      headers: { origin: 'http://localhost:3000' },
      payload: { email: 'ada@school.example', password: 'lantern-orchid-42-river' },
    }),
    app.inject({ url: '/api/me', headers: { cookie: unknownSession } }),
  ];
  const [setup, ...others] = await Promise.all(calls);
  for (const res of [setup!, ...others]) {
    expect(res.statusCode, `${res.statusCode} ${res.body}`).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().error.code).toBe('UNAVAILABLE');
  }
  expect(setup!.json().error.message).toBe('Le service est momentanément indisponible. Réessaie dans un instant.');
  const ready = await app.inject('/readyz');
  expect([ready.statusCode, ready.headers['retry-after']]).toEqual([503, '5']);
  // What needs no database still answers.
  expect((await app.inject('/api/public-config')).statusCode).toBe(200);
}

describe('database unavailable on PGlite', () => {
  let app: FastifyInstance;
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    const db: Db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
    registerListener(db, pgliteListener(client));
    app = await buildApp(config(), { db });
  });
  // Closing the app closes the database again, which PGlite refuses: it was closed on purpose.
  afterAll(() => app?.close().catch(() => undefined));

  it('answers 503 with Retry-After and a translated error once the database is closed', async () => {
    expect((await app.inject('/api/setup')).statusCode).toBe(200);
    await client.close();
    await expectUnavailable(app);
  });
});

/** A TCP relay to PostgreSQL that can be cut and restored, as a database restart or a network fault would. */
async function createRelay(target: URL) {
  const sockets = new Set<Socket>();
  const server = createServer((incoming) => {
    const outgoing = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    incoming.pipe(outgoing).pipe(incoming);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
  const port = await listen(0);
  return {
    port,
    cut: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: () => listen(port),
  };
}

describe.runIf(process.env.TEST_DATABASE_URL)('database unavailable on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let relay: Awaited<ReturnType<typeof createRelay>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    relay = await createRelay(new URL(database.url));
    const viaRelay = new URL(database.url);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    app = await buildApp(config(), { db: await openDatabase({ kind: 'postgres', url: viaRelay.toString(), poolSize: 3 }) });
  });
  afterAll(async () => {
    await app?.close();
    await relay?.cut();
    await database?.drop();
  });

  it('answers 503 while PostgreSQL is unreachable, and serves again once it is back', async () => {
    expect((await app.inject('/api/setup')).statusCode).toBe(200);

    await relay.cut();
    await expectUnavailable(app);

    await relay.restore();
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    expect((await app.inject('/api/setup')).json()).toEqual({ needed: true });
    expect((await app.inject({ url: '/api/me', headers: { cookie: unknownSession } })).statusCode).toBe(401);
  });
});
