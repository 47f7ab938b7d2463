import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { preparedStatementPool } from './prepared-statements.js';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('prepared statements on PostgreSQL', () => {
  let db: Kysely<Record<string, never>> | null = null;
  afterEach(async () => {
    await db?.destroy();
    db = null;
  });
  // One connection, so what the test asks PostgreSQL about is the connection that ran the statements.
  const open = (limit?: number) =>
    (db = new Kysely({
      dialect: new PostgresDialect({ pool: preparedStatementPool(new pg.Pool({ connectionString: url, max: 1 }), limit) }),
    }));
  const prepared = async (kysely: Kysely<Record<string, never>>) =>
    (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements order by name`.execute(kysely)).rows;
  const oidOf = (kysely: Kysely<Record<string, never>>, name: string) =>
    sql<{ oid: number }>`select oid::int from pg_database where datname = ${name}`.execute(kysely);

  it('prepares a statement with parameters once per connection and answers from it every time', async () => {
    const kysely = open();
    const first = await oidOf(kysely, 'template1');
    const again = await oidOf(kysely, 'template1');
    const other = await oidOf(kysely, 'template0');
    expect(first.rows).toEqual(again.rows);
    expect(first.rows[0]!.oid).not.toBe(other.rows[0]!.oid);
    expect(await prepared(kysely)).toEqual([{ name: 'bb_0', statement: 'select oid::int from pg_database where datname = $1' }]);
  });

  it('runs statements without parameters unnamed, so a text with several statements still works', async () => {
    const kysely = open();
    await sql.raw('create temporary table prepared_check (n int); insert into prepared_check values (1), (2)').execute(kysely);
    expect((await sql<{ n: number }>`select count(*)::int as n from prepared_check`.execute(kysely)).rows).toEqual([{ n: 2 }]);
    expect(await prepared(kysely)).toEqual([]);
  });

  it('keeps at most the limit of distinct statements prepared; later ones still answer, unnamed', async () => {
    const kysely = open(1);
    await oidOf(kysely, 'template1');
    const unnamed = await sql<{ n: number }>`select ${41}::int + 1 as n`.execute(kysely);
    expect(unnamed.rows).toEqual([{ n: 42 }]);
    expect((await prepared(kysely)).map((p) => p.name)).toEqual(['bb_0']);
  });

  it('gives Kysely the same client for the same connection every time, so it keeps one state per connection', async () => {
    const pool = preparedStatementPool(new pg.Pool({ connectionString: url, max: 1 }));
    try {
      const first = await pool.connect();
      first.release();
      const again = await pool.connect();
      again.release();
      expect(again).toBe(first);
    } finally {
      await pool.end();
    }
  });

  it('a prepared statement that fails leaves the connection and the statement usable', async () => {
    const kysely = open();
    const divide = (by: number) => sql<{ q: number }>`select 10 / ${by}::int as q`.execute(kysely);
    await expect(divide(0)).rejects.toThrow(/division by zero/);
    expect((await divide(5)).rows).toEqual([{ q: 2 }]);
    await expect(kysely.transaction().execute(async (trx) => sql`select 10 / ${0}::int`.execute(trx))).rejects.toThrow(/division by zero/);
    expect((await divide(2)).rows).toEqual([{ q: 5 }]);
  });
});
