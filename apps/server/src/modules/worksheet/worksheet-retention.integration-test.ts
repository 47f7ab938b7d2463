import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worksheetRetentionDays } from '@brainboost/domain/worksheet/worksheet-retention';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';
import { textPdf } from './sample-worksheets.test-helpers.js';

const strong = 'violet-harbour-kettle-42';
const dayMs = 86_400_000;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe.each(dbKinds)('worksheet retention on %s', (kind) => {
  let t: TestApp;
  let uploadsDir: string;
  let cookie: string;
  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'bb-worksheet-retention-'));
    t = await createTestApp(kind, { UPLOADS_DIR: uploadsDir });
    const userId = (
      await t.app.accounts.createAccount({
        email: 'retention.worksheet@example.org',
        name: 'Kept',
        password: strong,
        accessType: 'student',
      })
    ).id;
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: userId, status: 'active', plan_type: 'basic', current_period_end: new Date(Date.now() + 30 * dayMs) })
      .execute();
    cookie = await signInCookie(t.app, 'retention.worksheet@example.org', strong);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it(`deletes worksheets ${worksheetRetentionDays} days after upload, with their problems, jobs and files, and keeps newer ones`, async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/worksheets',
        remoteAddress: freshIp(),
        headers: { origin: testOrigin, cookie, 'content-type': 'application/pdf' },
        payload: textPdf([[`1) ${i} + 2`, `2) ${i} * 4`]]),
      });
      expect(res.statusCode).toBe(202);
      ids.push(res.json().id);
    }
    await t.app.worksheets.idle();
    const now = new Date();
    const [old, justExpired, recent] = ids as [string, string, string];
    const ageBy = async (id: string, days: number) =>
      t.db
        .updateTable('worksheets')
        .set({ created_at: new Date(now.getTime() - days * dayMs) })
        .where('id', '=', id)
        .execute();
    await ageBy(old, worksheetRetentionDays + 10);
    await ageBy(justExpired, worksheetRetentionDays + 0.01);
    await ageBy(recent, worksheetRetentionDays - 0.01);
    const keys = Object.fromEntries(
      (await t.db.selectFrom('worksheets').select(['id', 'storage_key']).execute()).map((r) => [r.id, r.storage_key]),
    );
    expect((await filesUnder(uploadsDir)).sort()).toEqual(Object.values(keys).sort());

    expect(await t.app.worksheets.purgeExpired(now)).toBe(2);
    // Their files were queued with the rows' deletion and go with the queue's drain, as the hourly job runs it.
    expect((await t.db.selectFrom('worksheet_file_deletions').select('storage_key').execute()).map((r) => r.storage_key).sort()).toEqual(
      [keys[old], keys[justExpired]].sort(),
    );
    expect(await t.app.worksheets.deleteQueuedFiles()).toEqual({ deleted: 2, failed: 0 });
    expect(await filesUnder(uploadsDir)).toEqual([keys[recent]]);
    expect((await t.db.selectFrom('worksheets').select('id').execute()).map((r) => r.id)).toEqual([recent]);
    expect(new Set((await t.db.selectFrom('worksheet_problems').select('worksheet_id').execute()).map((r) => r.worksheet_id))).toEqual(
      new Set([recent]),
    );
    expect(new Set((await t.db.selectFrom('worksheet_jobs').select('worksheet_id').execute()).map((r) => r.worksheet_id))).toEqual(
      new Set([recent]),
    );
    const gone = await t.app.inject({ method: 'GET', url: `/api/worksheets/${old}`, remoteAddress: freshIp(), headers: { cookie } });
    expect(gone.statusCode).toBe(404);
    // The month's count stays: a purged worksheet does not give its upload back.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/worksheets/usage', remoteAddress: freshIp(), headers: { cookie } })).json().used,
    ).toBe(3);

    // A second run (another server, the next hour) finds nothing more to delete.
    expect(await t.app.worksheets.purgeExpired(now)).toBe(0);
    expect(await t.app.worksheets.deleteQueuedFiles()).toEqual({ deleted: 0, failed: 0 });
  }, 60_000);
});
