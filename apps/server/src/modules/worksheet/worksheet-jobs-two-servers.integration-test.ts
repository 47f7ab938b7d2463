import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { WorksheetsTable } from './worksheet.tables.js';
import { createReopenableTestDb, createTestDb, dbKinds, freshIp, signInCookie, testOrigin } from '../../test/test-app.js';
import { textPdf } from './sample-worksheets.test-helpers.js';

const strong = 'violet-harbour-kettle-42';
const email = 'two.servers@example.org';
const worksheets = 12;

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Two servers on one database, both polling for worksheet jobs: each job runs once. On
 * PostgreSQL each server has its own connection pool (as two processes would); PGlite is one
 * embedded database, so there the two servers share its one connection.
 */
describe.each(dbKinds)('worksheet jobs on two servers sharing one database on %s', (kind) => {
  const servers: FastifyInstance[] = [];
  let drop: () => Promise<void>;
  let uploadsDir: string;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'bb-worksheet-two-'));
    let open: () => Promise<Db>;
    if (kind === 'postgres') {
      ({ open, drop } = await createReopenableTestDb(kind));
    } else {
      const shared = await createTestDb(kind);
      ({ drop } = shared);
      open = async () => shared.db;
    }
    // One after the other: the first migrates the database.
    for (let i = 0; i < 2; i++) servers.push(await buildApp(testConfig({ UPLOADS_DIR: uploadsDir }), { db: await open() }));
  }, 120_000);
  afterAll(async () => {
    // Both stop taking jobs before either closes (on PGlite the first close closes the shared database).
    await Promise.all(servers.map((server) => server.worksheets.stopJobs()));
    for (const server of servers.reverse()) await server.close();
    await drop?.();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('reads and solves every worksheet once, whichever server claims each job', async () => {
    const [a, b] = servers as [FastifyInstance, FastifyInstance];
    const userId = (await a.accounts.createAccount({ email, name: 'Two', password: strong, accessType: 'student' })).id;
    await a.db
      .insertInto('subscriptions')
      .values({ user_id: userId, status: 'active', plan_type: 'ultimate', current_period_end: new Date(Date.now() + 30 * 86_400_000) })
      .execute();
    const cookie = await signInCookie(a, email, strong);

    // Many uploads at once, all due together: both servers' workers go for them.
    const rows: Insertable<WorksheetsTable>[] = [];
    for (let i = 0; i < worksheets; i++) {
      const key = `worksheets/${randomUUID()}`;
      await a.storage.put(key, textPdf([[`Sheet ${i}`, `1) ${i} + 1`, `2) ${i} * 3`, `3) Solve x + ${i} = ${i + 5}`]]), 'application/pdf');
      rows.push({
        user_id: userId,
        storage_key: key,
        media_type: 'application/pdf',
        byte_size: 1,
        pages: 1,
        language: 'eng',
        grade_band: 'middle' as const,
        stage: 'reading' as const,
        progress_total: 1,
      });
    }
    await a.db.transaction().execute(async (trx) => {
      const ids = await trx.insertInto('worksheets').values(rows).returning('id').execute();
      await trx
        .insertInto('worksheet_jobs')
        .values(ids.map(({ id }) => ({ worksheet_id: id, kind: 'read' as const })))
        .execute();
    });
    const openJobs = async () =>
      Number(
        (
          await a.db
            .selectFrom('worksheet_jobs')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('finished_at', 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    await waitFor('every worksheet to be read', async () => (await openJobs()) === 0);

    const listed: { id: string; stage: string }[] = (
      await a.inject({ method: 'GET', url: '/api/worksheets', remoteAddress: freshIp(), headers: { cookie } })
    ).json().worksheets;
    expect(listed).toHaveLength(worksheets);
    expect(listed.every((w) => w.stage === 'ready')).toBe(true);
    const problems = await a.db.selectFrom('worksheet_problems').select(['worksheet_id']).execute();
    expect(problems).toHaveLength(worksheets * 3);

    // Solving all of each, asked half through each server.
    for (const [i, w] of listed.entries()) {
      const res = await (i % 2 ? a : b).inject({
        method: 'POST',
        url: `/api/worksheets/${w.id}/solve`,
        remoteAddress: freshIp(),
        headers: { origin: testOrigin, cookie },
        payload: {},
      });
      expect(res.statusCode).toBe(202);
    }
    await waitFor('every worksheet to be solved', async () => (await openJobs()) === 0);
    for (const w of listed) {
      const solved = (
        await b.inject({ method: 'GET', url: `/api/worksheets/${w.id}`, remoteAddress: freshIp(), headers: { cookie } })
      ).json();
      expect(solved.problems.map((p: { status: string }) => p.status)).toEqual(['solved', 'solved', 'solved']);
      // Asked once each: three questions and three answers in the worksheet's conversation.
      expect(
        (
          await a.inject({
            method: 'GET',
            url: `/api/tutor/conversations/${solved.conversationId}`,
            remoteAddress: freshIp(),
            headers: { cookie },
          })
        ).json().messages,
      ).toHaveLength(6);
    }

    // Every job was claimed exactly once (each claim counts an attempt).
    const jobs = await a.db.selectFrom('worksheet_jobs').select(['kind', 'attempts', 'leased_by', 'finished_at']).execute();
    expect(jobs).toHaveLength(worksheets * 2);
    expect(jobs.every((j) => j.attempts === 1 && j.finished_at !== null)).toBe(true);
    const byServer = new Map<string | null, number>();
    for (const job of jobs) byServer.set(job.leased_by, (byServer.get(job.leased_by) ?? 0) + 1);
    expect([...byServer.keys()].every((server) => server !== null)).toBe(true);
    console.log(`two-server worksheet jobs on ${kind}: ${[...byServer.values()].join(' and ')} of ${jobs.length} jobs per server`);
  }, 120_000);
});
