import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema.js';
import { pgliteListener, postgresListener, registerListener } from './notifications.js';
import { preparedStatementPool } from './prepared-statements.js';

export type Db = Kysely<Database>;

export type DatabaseTarget = { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string | null };

/** Opens the database: PostgreSQL when a URL is given, else embedded PGlite (in memory when dataDir is null). */
export async function openDatabase(target: DatabaseTarget): Promise<Db> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize });
    // An idle connection the server closes (a restart, a dropped database) is removed from the pool
    // and replaced on demand; unhandled, its error would end the process.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`));
    // A connection lost while lent out fails its query (answered 503) and is dropped on release; the
    // same loss is also emitted on the connection itself, where unhandled it would end the process.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedStatementPool(pool) }) });
    registerListener(db, postgresListener(target.url));
    return db;
  }
  let client: PGlite;
  if (target.dataDir) {
    const dir = path.resolve(target.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  registerListener(db, pgliteListener(client));
  return db;
}
