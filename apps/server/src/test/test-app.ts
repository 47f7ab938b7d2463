import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../app.js';
import { testConfig } from '../config.js';
import { openDatabase, type Db } from '../db/database.js';
import { settlingAfterWrites } from './settle-after-writes.js';

export type DbKind = 'pglite' | 'postgres';

/**
 * Integration tests run on PGlite, the default database, or on PostgreSQL alone when TEST_DATABASE_URL
 * is set (CI): the query code is the same for both, and running every test twice doubled CI's time.
 */
export const dbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ['postgres'] : ['pglite'];

/**
 * PGlite always, and PostgreSQL too when TEST_DATABASE_URL is set, so CI still runs the default
 * database where it differs (decision 0058). Only for these: the migrations and the platform's
 * health and error shapes (platform), queries compiled once and transactions on PGlite's single
 * connection (compiled-query, billing-webhooks), notifications that clear the access cache
 * (access-cache), a database reopened after a restart or a shutdown mid-job (worksheet-jobs),
 * and the knowledge hub's search and batched inserts (knowledge-hub).
 */
export const dbKindsWithPglite: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type TestDb = { db: Db; drop: () => Promise<void> };

/**
 * A fresh PostgreSQL database from TEST_DATABASE_URL's server: its URL, and how to drop it. Empty, or
 * with `migrated` a copy of the run's migrated template (postgres-template.global-setup.ts).
 */
export async function createPostgresDatabase({ migrated = false } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `bb_test_${randomBytes(6).toString('hex')}`;
  const template = migrated ? inject('postgresTemplate') : null;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A new database: in-memory PGlite, or a fresh PostgreSQL database dropped afterwards. Empty, or with
 * `migrated` already at the current schema where that is cheaper (a copy of PostgreSQL's template).
 */
export async function createTestDb(kind: DbKind, { migrated = false } = {}): Promise<TestDb> {
  if (kind === 'pglite') return { db: await openDatabase({ kind: 'pglite', dataDir: null }), drop: async () => {} };
  const { url, drop } = await createPostgresDatabase({ migrated });
  return { db: settlingAfterWrites(await openDatabase({ kind: 'postgres', url, poolSize: 5 })), drop };
}

/**
 * One database that can be opened again after a server using it closed (a restart): PGlite on
 * disk in a temporary folder, or a fresh PostgreSQL database. `open` may be called again once
 * the previous server has closed (PGlite), or at any time (PostgreSQL: one pool each).
 */
export async function createReopenableTestDb(kind: DbKind): Promise<{ open: () => Promise<Db>; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'bb-pglite-'));
    return { open: () => openDatabase({ kind: 'pglite', dataDir: dir }), drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const { url, drop } = await createPostgresDatabase();
  return { open: async () => settlingAfterWrites(await openDatabase({ kind: 'postgres', url, poolSize: 5 })), drop };
}

export type TestApp = { app: FastifyInstance; db: Db; close: () => Promise<void> };

/** The whole server on a fresh database, to call with app.inject. */
export async function createTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'db'> = {},
): Promise<TestApp> {
  const testDb = await createTestDb(kind, { migrated: true });
  const app = await buildApp(testConfig(env), { ...options, db: testDb.db });
  return {
    app,
    db: testDb.db,
    close: async () => {
      await app.close();
      await testDb.drop();
    },
  };
}

let address = 0;
/** A distinct client address per call, so rate limits of one test don't leak into another. */
export function freshIp(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

/** The Origin header the test config trusts (sign-in and writes are refused from other origins). */
export const testOrigin = 'http://localhost:3000';

/** The `cookie` header a browser would send back after this response. */
export function cookieOf(res: { headers: Record<string, unknown> }): string {
  const raw = ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);
  return raw.map((c) => c.split(';')[0]).join('; ');
}

/** Signs in with email and password; returns the session cookie (throws if sign-in fails). */
export async function signInCookie(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: freshIp(),
    headers: { origin: testOrigin },
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return cookieOf(res);
}
