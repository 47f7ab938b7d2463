import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { quotaMonth } from '@brainboost/domain/worksheet/worksheet-quota';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { createLocalDiskStorage } from '../../providers/storage/local-disk-storage.js';
import { createReopenableTestDb, dbKindsWithPglite, freshIp, signInCookie, testOrigin } from '../../test/test-app.js';
import { textPdf } from './sample-worksheets.test-helpers.js';

const strong = 'violet-harbour-kettle-42';
const email = 'jobs.worksheet@example.org';
const sheet = textPdf([['Homework', '1) 12 * 4', '2) Solve 3x - 1 = 8', '3) 9 - 4']]);

const call = (app: FastifyInstance, cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, remoteAddress: freshIp(), headers: { origin: testOrigin, cookie }, ...(payload ? { payload } : {}) });

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A worksheet row as an upload leaves it (the file already stored under `key`). */
async function insertWorksheet(db: Db, userId: string, key: string, stage: 'reading' | 'solving' = 'reading', byteSize = sheet.length) {
  const row = await db
    .insertInto('worksheets')
    .values({
      user_id: userId,
      storage_key: key,
      media_type: 'application/pdf',
      byte_size: byteSize,
      pages: 1,
      language: 'eng',
      grade_band: 'middle',
      stage,
      progress_total: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The job a server held when it stopped: claimed `attempts` times, its lease run out a minute ago (or, with `leaseMs`, still running). */
async function leaveJob(db: Db, worksheetId: string, kind: 'read' | 'solve', attempts: number, leaseMs = -60_000) {
  await db
    .insertInto('worksheet_jobs')
    .values({
      worksheet_id: worksheetId,
      kind,
      attempts,
      lease_token: randomUUID(),
      leased_by: 'stopped-server',
      lease_until: new Date(Date.now() + leaseMs),
    })
    .execute();
}

const jobsOf = (db: Db, worksheetId: string) =>
  db.selectFrom('worksheet_jobs').selectAll().where('worksheet_id', '=', worksheetId).orderBy('created_at').execute();

describe.each(dbKindsWithPglite)('worksheet jobs across a server restart on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createReopenableTestDb>>;
  let uploadsDir: string;
  let server: FastifyInstance | null = null;
  let userId: string;

  const start = async () => (server = await buildApp(testConfig({ UPLOADS_DIR: uploadsDir }), { db: await database.open() }));
  const stop = async () => {
    await server?.close();
    server = null;
  };
  /** Changes the database while no server runs (one PGlite folder opens once at a time). */
  async function offline<T>(change: (db: Db) => Promise<T>): Promise<T> {
    const db = await database.open();
    try {
      return await change(db);
    } finally {
      await db.destroy();
    }
  }

  beforeAll(async () => {
    database = await createReopenableTestDb(kind);
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'bb-worksheet-jobs-'));
    const app = await start();
    userId = (await app.accounts.createAccount({ email, name: 'Jobs', password: strong, accessType: 'student' })).id;
    await app.db
      .insertInto('subscriptions')
      .values({ user_id: userId, status: 'active', plan_type: 'ultimate', current_period_end: new Date(Date.now() + 30 * 86_400_000) })
      .execute();
    await stop();
  }, 120_000);
  afterEach(stop);
  afterAll(async () => {
    await stop();
    await database?.drop();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('a server that starts reads an upload whose server stopped mid-read, from the stored file; a job another server still holds is left alone', async () => {
    const storage = createLocalDiskStorage(uploadsDir);
    const [orphanKey, heldKey] = [`worksheets/${randomUUID()}`, `worksheets/${randomUUID()}`];
    await storage.put(orphanKey, sheet, 'application/pdf');
    await storage.put(heldKey, sheet, 'application/pdf');
    const [orphan, held] = await offline(async (db) => {
      const ids = [await insertWorksheet(db, userId, orphanKey), await insertWorksheet(db, userId, heldKey)] as const;
      await leaveJob(db, ids[0], 'read', 1);
      await leaveJob(db, ids[1], 'read', 1, 5 * 60_000);
      return ids;
    });

    const app = await start();
    await app.worksheets.idle();
    const cookie = await signInCookie(app, email, strong);
    const read = (await call(app, cookie, 'GET', `/api/worksheets/${orphan}`)).json();
    expect(read).toMatchObject({ stage: 'ready', readMethod: 'text-layer', progress: { done: 1, total: 1 } });
    expect(read.problems.map((p: { text: string }) => p.text)).toEqual(['12 * 4', 'Solve 3x - 1 = 8', '9 - 4']);
    const [job] = await jobsOf(app.db, orphan);
    expect(job).toMatchObject({ kind: 'read', attempts: 2, lease_until: null });
    expect(job!.finished_at).not.toBeNull();
    expect(job!.leased_by).not.toBe('stopped-server');

    expect((await call(app, cookie, 'GET', `/api/worksheets/${held}`)).json()).toMatchObject({ stage: 'reading', problems: [] });
    expect(await jobsOf(app.db, held)).toMatchObject([{ attempts: 1, leased_by: 'stopped-server', finished_at: null }]);
    expect((await call(app, cookie, 'GET', `/api/worksheets/usage`)).json().used).toBe(0);
    await app.db.deleteFrom('worksheets').where('id', '=', held).execute();
  }, 60_000);

  it('a server that starts goes on solving where a stopped one left off: answers found are kept, the rest are solved once', async () => {
    let app = await start();
    let cookie = await signInCookie(app, email, strong);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/worksheets',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, cookie, 'content-type': 'application/pdf' },
      payload: sheet,
    });
    expect(uploaded.statusCode).toBe(202);
    const id: string = uploaded.json().id;
    await app.worksheets.idle();
    const problems: { id: string }[] = (await call(app, cookie, 'GET', `/api/worksheets/${id}`)).json().problems;
    expect((await call(app, cookie, 'POST', `/api/worksheets/${id}/solve`, { problemIds: [problems[0]!.id] })).statusCode).toBe(202);
    await app.worksheets.idle();
    const first = (await call(app, cookie, 'GET', `/api/worksheets/${id}`)).json().problems[0];
    expect(first).toMatchObject({ status: 'solved', answer: { answer: { value: '48' } } });
    await stop();

    // The server solving all three stopped after storing the first answer.
    await offline(async (db) => {
      await db.updateTable('worksheet_problems').set({ status: 'queued' }).where('id', 'in', [problems[1]!.id, problems[2]!.id]).execute();
      await db.updateTable('worksheets').set({ stage: 'solving', progress_done: 1, progress_total: 3 }).where('id', '=', id).execute();
      await leaveJob(db, id, 'solve', 1);
    });

    app = await start();
    await app.worksheets.idle();
    cookie = await signInCookie(app, email, strong);
    const solved = (await call(app, cookie, 'GET', `/api/worksheets/${id}`)).json();
    expect(solved).toMatchObject({ stage: 'ready', progress: { done: 3, total: 3 } });
    expect(solved.problems[0]).toEqual(first);
    expect(solved.problems.slice(1)).toMatchObject([
      { status: 'solved', answer: { answer: { value: 'x=3' } } },
      { status: 'solved', answer: { answer: { value: '5' } } },
    ]);
    // Each problem was asked once: a question and its answer each in the worksheet's conversation.
    expect((await call(app, cookie, 'GET', `/api/tutor/conversations/${solved.conversationId}`)).json().messages).toHaveLength(6);
    expect((await jobsOf(app.db, id)).map((j) => [j.kind, j.attempts, j.finished_at !== null])).toEqual([
      ['read', 1, true],
      ['solve', 1, true],
      ['solve', 2, true],
    ]);
  }, 90_000);

  it('after three attempts the worksheet fails with the usual message and the upload no longer counts this month', async () => {
    const { month } = quotaMonth(new Date());
    const storage = createLocalDiskStorage(uploadsDir);
    const storedKey = `worksheets/${randomUUID()}`;
    await storage.put(storedKey, sheet, 'application/pdf');
    const [crashed, unreadable] = await offline(async (db) => {
      await db
        .insertInto('worksheet_monthly_usage')
        .values({ user_id: userId, month, uploads: 5 })
        .onConflict((oc) => oc.columns(['user_id', 'month']).doUpdateSet({ uploads: 5 }))
        .execute();
      // Its third attempt's server stopped too.
      const crashedId = await insertWorksheet(db, userId, storedKey);
      await leaveJob(db, crashedId, 'read', 3);
      // Its file is gone: every attempt fails (and is tried again a little later).
      const unreadableId = await insertWorksheet(db, userId, `worksheets/${randomUUID()}`);
      await db.insertInto('worksheet_jobs').values({ worksheet_id: unreadableId, kind: 'read' }).execute();
      return [crashedId, unreadableId];
    });

    const app = await start();
    const cookie = await signInCookie(app, email, strong);
    const stageOf = async (id: string) => (await call(app, cookie, 'GET', `/api/worksheets/${id}`)).json();
    await waitFor(
      'both worksheets to fail',
      async () => (await stageOf(crashed)).stage === 'failed' && (await stageOf(unreadable)).stage === 'failed',
    );
    for (const id of [crashed, unreadable])
      expect(await stageOf(id)).toMatchObject({ stage: 'failed', failure: 'worksheet.readFailed', problems: [] });
    expect(await jobsOf(app.db, crashed)).toMatchObject([{ attempts: 4, last_error: 'attempts used up' }]);
    expect(await jobsOf(app.db, unreadable)).toMatchObject([{ attempts: 3 }]);
    expect((await jobsOf(app.db, unreadable))[0]!.finished_at).not.toBeNull();
    expect((await call(app, cookie, 'GET', '/api/worksheets/usage')).json().used).toBe(3);
  }, 60_000);

  it('a stored PDF with a huge page (uploaded before the page limits) fails at once with its own message, while other requests stay fast', async () => {
    const { month } = quotaMonth(new Date());
    const tall = textPdf([['']], [375, 14_400]);
    const key = `worksheets/${randomUUID()}`;
    await createLocalDiskStorage(uploadsDir).put(key, tall, 'application/pdf');
    const id = await offline(async (db) => {
      await db
        .insertInto('worksheet_monthly_usage')
        .values({ user_id: userId, month, uploads: 1 })
        .onConflict((oc) => oc.columns(['user_id', 'month']).doUpdateSet({ uploads: 1 }))
        .execute();
      const worksheetId = await insertWorksheet(db, userId, key, 'reading', tall.length);
      await db.insertInto('worksheet_jobs').values({ worksheet_id: worksheetId, kind: 'read' }).execute();
      return worksheetId;
    });

    const app = await start();
    const cookie = await signInCookie(app, email, strong);
    const started = performance.now();
    let slowest = 0;
    await waitFor('the worksheet to fail', async () => {
      const sent = performance.now();
      const { stage } = (await call(app, cookie, 'GET', `/api/worksheets/${id}`)).json();
      slowest = Math.max(slowest, performance.now() - sent);
      return stage === 'failed';
    });
    console.info(
      `stored huge-page PDF failed in ${((performance.now() - started) / 1000).toFixed(2)} s; slowest other request meanwhile ${slowest.toFixed(0)} ms`,
    );
    expect(slowest).toBeLessThan(1000);
    const failed = (await call(app, cookie, 'GET', `/api/worksheets/${id}`)).json();
    expect(failed).toMatchObject({ stage: 'failed', failure: 'worksheet.pageTooLarge', problems: [] });
    // One attempt, not three: another would refuse the same file again.
    expect(await jobsOf(app.db, id)).toMatchObject([{ attempts: 1, last_error: 'WORKSHEET_PAGE_TOO_LARGE' }]);
    expect((await call(app, cookie, 'GET', '/api/worksheets/usage')).json().used).toBe(0);
    await app.db.deleteFrom('worksheets').where('id', '=', id).execute();
  }, 60_000);

  it('a server shutting down mid-read leaves the job for the next server, without counting it as an attempt', async () => {
    let app = await start();
    let cookie = await signInCookie(app, email, strong);
    const pages = Array.from({ length: 10 }, (_, i) => [`Page ${i + 1}`, `1) ${i} + 1`, `2) ${i} * 2`]);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/worksheets',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, cookie, 'content-type': 'application/pdf' },
      payload: textPdf(pages),
    });
    const id: string = uploaded.json().id;
    await stop();
    const [left] = await offline((db) => jobsOf(db, id));
    // Shutdown began while the job was claimed or reading: it was given back, not finished.
    expect(left).toMatchObject({ finished_at: null, lease_token: null, attempts: 0 });

    app = await start();
    await app.worksheets.idle();
    cookie = await signInCookie(app, email, strong);
    expect((await call(app, cookie, 'GET', `/api/worksheets/${id}`)).json()).toMatchObject({
      stage: 'ready',
      progress: { done: 10, total: 10 },
    });
    expect(await jobsOf(app.db, id)).toMatchObject([{ attempts: 1 }]);
  }, 60_000);
});
