// A fresh PostgreSQL database for one benchmark run, dropped afterwards. Needs BENCH_DATABASE_URL
// or TEST_DATABASE_URL: an admin connection that may create databases.
import pg from 'pg';

export async function createBenchDatabase() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL admin URL.');
    process.exit(2);
  }
  const name = `bb_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /**
     * The server's settings for this database: its URL, and the pool size only when
     * BENCH_POOL_SIZE gives one, so the server otherwise runs with its own default (decision 0059).
     */
    serverEnv: {
      DATABASE_URL: url.toString(),
      ...(process.env.BENCH_POOL_SIZE && { DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE }),
    },
    /**
     * Gathers the planner's statistics, as autovacuum keeps them on a database in use. Call it once
     * the benchmark's rows are in: a table of a handful of rows never reaches autovacuum's threshold,
     * and without statistics PostgreSQL plans for hundreds of rows (hash joins and sorts where an
     * index lookup does), which measured the admin user list at three times its PostgreSQL cost.
     */
    async analyze() {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await client.query('analyze');
      } finally {
        await client.end();
      }
    },
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
