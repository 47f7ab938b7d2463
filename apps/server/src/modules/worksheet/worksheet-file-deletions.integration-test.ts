import { randomUUID } from 'node:crypto';
import { access, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { prepareDatabase } from '../../prepare-database.js';
import { createLocalDiskStorage } from '../../providers/storage/local-disk-storage.js';
import type { FileStorage } from '../../providers/storage/storage.port.js';
import {
  createReopenableTestDb,
  createTestApp,
  createTestDb,
  dbKinds,
  freshIp,
  signInCookie,
  testOrigin,
  type TestApp,
} from '../../test/test-app.js';
import { createWorksheetFileDeletions } from './worksheet-file-deletions.js';
import { textPdf } from './sample-worksheets.test-helpers.js';

const strong = 'violet-harbour-kettle-42';
const silent = { warn: () => {} };

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** Local disk storage whose deletes can be made to fail, as a file store that is down would. */
function failableStorage(root: string) {
  const disk = createLocalDiskStorage(root);
  const state = { failDeletes: false };
  const storage: FileStorage = {
    ...disk,
    async delete(key) {
      if (state.failDeletes) throw new Error('storage unavailable');
      await disk.delete(key);
    },
  };
  return { storage, state };
}

describe.each(dbKinds)('worksheet file deletions on %s', (kind) => {
  let t: TestApp;
  let uploadsDir: string;
  let failable: ReturnType<typeof failableStorage>;
  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'bb-worksheet-deletions-'));
    failable = failableStorage(uploadsDir);
    t = await createTestApp(kind, { UPLOADS_DIR: uploadsDir }, { storage: failable.storage });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  async function learner(email: string) {
    const id = (await t.app.accounts.createAccount({ email, name: 'Learner', password: strong, accessType: 'student' })).id;
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: id, status: 'active', plan_type: 'basic', current_period_end: new Date(Date.now() + 30 * 86_400_000) })
      .execute();
    return { id, cookie: await signInCookie(t.app, email, strong) };
  }
  async function upload(cookie: string, i: number): Promise<{ id: string; key: string }> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/worksheets',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, cookie, 'content-type': 'application/pdf' },
      payload: textPdf([[`1) ${i} + 2`]]),
    });
    expect(res.statusCode).toBe(202);
    const id: string = res.json().id;
    const row = await t.db.selectFrom('worksheets').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow();
    return { id, key: row.storage_key };
  }
  const queued = async () =>
    (await t.db.selectFrom('worksheet_file_deletions').selectAll().orderBy('storage_key').execute()).map((r) => ({
      key: r.storage_key,
      attempts: r.attempts,
      error: r.last_error,
    }));

  it('deleting an account queues its worksheet files in the same transaction; the drain leaves none in storage', async () => {
    const { cookie } = await learner('leaving.worksheets@example.org');
    const stays = await learner('staying.worksheets@example.org');
    const uploads = [await upload(cookie, 1), await upload(cookie, 2)];
    const kept = await upload(stays.cookie, 3);
    await t.app.worksheets.idle();
    expect(await filesUnder(uploadsDir)).toEqual([...uploads.map((u) => u.key), kept.key].sort());

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, cookie },
      payload: { currentPassword: strong, confirmation: 'DELETE' },
    });
    expect(res.statusCode).toBe(200);
    expect(
      await t.db
        .selectFrom('worksheets')
        .select('id')
        .where(
          'id',
          'in',
          uploads.map((u) => u.id),
        )
        .execute(),
    ).toEqual([]);
    expect(await queued()).toEqual(
      uploads.map((u) => ({ key: u.key, attempts: 0, error: null })).sort((a, b) => a.key.localeCompare(b.key)),
    );

    expect(await t.app.worksheets.deleteQueuedFiles()).toEqual({ deleted: 2, failed: 0 });
    expect(await filesUnder(uploadsDir)).toEqual([kept.key]);
    expect(await queued()).toEqual([]);
    // Any other way the rows go (an admin's SQL, a child's expiry) is caught by the same trigger.
    await t.db.deleteFrom('user').where('id', '=', stays.id).execute();
    expect(await t.app.worksheets.deleteQueuedFiles()).toEqual({ deleted: 1, failed: 0 });
    expect(await filesUnder(uploadsDir)).toEqual([]);
  }, 90_000);

  it("the learner's own delete removes the file before answering", async () => {
    const { cookie } = await learner('own.delete@example.org');
    const sheet = await upload(cookie, 4);
    await t.app.worksheets.idle();
    expect(await filesUnder(uploadsDir)).toEqual([sheet.key]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/worksheets/${sheet.id}`,
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(await filesUnder(uploadsDir)).toEqual([]);
    expect(await queued()).toEqual([]);
  }, 60_000);

  it('a file storage refuses to delete stays queued, with why, and a later run deletes it; a missing file counts as deleted', async () => {
    const { cookie } = await learner('storage.down@example.org');
    const sheet = await upload(cookie, 5);
    await t.app.worksheets.idle();
    failable.state.failDeletes = true;
    try {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/worksheets/${sheet.id}`,
        remoteAddress: freshIp(),
        headers: { origin: testOrigin, cookie },
      });
      expect(res.statusCode).toBe(204);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/worksheets/${sheet.id}`, remoteAddress: freshIp(), headers: { cookie } }))
          .statusCode,
      ).toBe(404);
      expect(await filesUnder(uploadsDir)).toEqual([sheet.key]);
      expect(await queued()).toEqual([{ key: sheet.key, attempts: 1, error: 'storage unavailable' }]);
      expect(await t.app.worksheets.deleteQueuedFiles()).toEqual({ deleted: 0, failed: 1 });
      expect(await queued()).toEqual([{ key: sheet.key, attempts: 2, error: 'storage unavailable' }]);
    } finally {
      failable.state.failDeletes = false;
    }
    const missing = `worksheets/${randomUUID()}`;
    await t.db.insertInto('worksheet_file_deletions').values({ storage_key: missing }).execute();
    expect(await t.app.worksheets.deleteQueuedFiles()).toEqual({ deleted: 2, failed: 0 });
    expect(await filesUnder(uploadsDir)).toEqual([]);
    expect(await queued()).toEqual([]);
  }, 60_000);
});

/**
 * Two servers draining one queue at once: each key is locked by one of them, so each file is
 * deleted once. On PostgreSQL each has its own pool (as two processes would); PGlite's one
 * connection is shared, so there the second waits for the first's batch.
 */
describe.each(dbKinds)('worksheet file deletions by two servers on %s', (kind) => {
  const dbs: Db[] = [];
  let drop: () => Promise<void>;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bb-worksheet-deletions-two-'));
    if (kind === 'postgres') {
      const reopenable = await createReopenableTestDb(kind);
      drop = reopenable.drop;
      dbs.push(await reopenable.open(), await reopenable.open());
    } else {
      const shared = await createTestDb(kind);
      drop = shared.drop;
      dbs.push(shared.db, shared.db);
    }
    await prepareDatabase(dbs[0]!);
  }, 120_000);
  afterAll(async () => {
    for (const db of new Set(dbs)) await db.destroy();
    await drop?.();
    await rm(dir, { recursive: true, force: true });
  });

  it('deletes each of 250 queued files exactly once', async () => {
    const disk = createLocalDiskStorage(dir);
    const keys = Array.from({ length: 250 }, () => `worksheets/${randomUUID()}`);
    for (const key of keys) await disk.put(key, new Uint8Array([1, 2, 3]), 'application/pdf');
    await dbs[0]!
      .insertInto('worksheet_file_deletions')
      .values(keys.map((storage_key) => ({ storage_key })))
      .execute();
    const calls: string[][] = [[], []];
    const servers = dbs.map((db, i) =>
      createWorksheetFileDeletions({
        db,
        log: silent,
        storage: {
          async delete(key) {
            calls[i]!.push(key);
            await new Promise((resolve) => setTimeout(resolve, 2));
            await disk.delete(key);
          },
        },
      }),
    );
    const results = await Promise.all(servers.map((s) => s.drain()));
    expect(results[0]!.deleted + results[1]!.deleted).toBe(250);
    const all = [...calls[0]!, ...calls[1]!];
    expect(all.length).toBe(250);
    expect(new Set(all)).toEqual(new Set(keys));
    expect(await filesUnder(dir)).toEqual([]);
    expect(await dbs[0]!.selectFrom('worksheet_file_deletions').select('storage_key').execute()).toEqual([]);
    await expect(access(path.join(dir, keys[0]!))).rejects.toThrow();
  }, 60_000);
});
