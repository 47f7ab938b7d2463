import { sql, type Generated, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, dbKindsWithPglite, type TestDb } from '../test/test-app.js';
import { compiledOnce } from './compiled-query.js';

type ProbeDb = { feedback: { type: string; text: string; user_id: string; created_at: Generated<Date> } };

describe.each(dbKindsWithPglite)('queries compiled once on %s', (kind) => {
  let test: TestDb;
  const t = { db: null as unknown as Kysely<ProbeDb> };
  beforeAll(async () => {
    test = await createTestDb(kind);
    t.db = test.db as unknown as Kysely<ProbeDb>;
    await sql`create table feedback (type text not null, text text not null, user_id text not null, created_at timestamptz not null default now())`.execute(
      t.db,
    );
    await t.db
      .insertInto('feedback')
      .values([
        { type: 'issue', text: 'one', user_id: 'u1', created_at: new Date('2026-01-01T00:00:00Z') },
        { type: 'suggestion', text: 'two', user_id: 'u1', created_at: new Date('2026-01-02T00:00:00Z') },
        { type: 'issue', text: 'three', user_id: 'u2', created_at: new Date('2026-01-03T00:00:00Z') },
      ])
      .execute();
  });
  afterAll(() => test?.drop());

  it('builds the query once and runs it with each call’s values, an argument used twice and constants kept', async () => {
    let builds = 0;
    const texts = compiledOnce(t.db, (userId: string, after: Date) => {
      builds += 1;
      return t.db
        .selectFrom('feedback')
        .select('text')
        .where('user_id', '=', userId)
        .where('created_at', '>', after)
        .where('type', 'in', ['issue', 'suggestion'])
        .where((eb) => eb.or([eb('user_id', '=', userId), eb('text', '=', 'never')]))
        .orderBy('created_at');
    });
    expect(await texts('u1', new Date('2025-12-31T00:00:00Z'))).toEqual([{ text: 'one' }, { text: 'two' }]);
    expect(await texts('u1', new Date('2026-01-01T12:00:00Z'))).toEqual([{ text: 'two' }]);
    expect(await texts('u2', new Date('2025-12-31T00:00:00Z'))).toEqual([{ text: 'three' }]);
    expect(await texts('nobody', new Date('2025-12-31T00:00:00Z'))).toEqual([]);
    expect(builds).toBe(1);
  });

  it('refuses, on the first call, an argument that is not a parameter of the SQL', async () => {
    const asText = compiledOnce(t.db, (userId: string) =>
      t.db
        .selectFrom('feedback')
        .select('text')
        .where(sql.raw<boolean>(`user_id = '${userId}'`)),
    );
    await expect(asText('u1')).rejects.toThrow(/argument 0 is not a parameter of the SQL/);
    const leftOut = compiledOnce(t.db, (_userId: string, text: string) =>
      t.db.selectFrom('feedback').select('text').where('text', '=', text),
    );
    await expect(leftOut('u1', 'one')).rejects.toThrow(/argument 0 is not a parameter/);
  });

  it('runs inside a transaction it is given and sees that transaction’s rows', async () => {
    const seen = await t.db.transaction().execute(async (trx) => {
      await trx.insertInto('feedback').values({ type: 'issue', text: 'uncommitted', user_id: 'u3' }).execute();
      return compiledOnce(trx, (userId: string) => trx.selectFrom('feedback').select('text').where('user_id', '=', userId))('u3');
    });
    expect(seen).toEqual([{ text: 'uncommitted' }]);
  });
});
