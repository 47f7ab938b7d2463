import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** At most this many distinct statements are kept prepared; later ones run unnamed, as before. */
export const preparedStatementLimit = 500;

/**
 * The pool Kysely talks to, with every parameterised statement sent as a named prepared statement:
 * PostgreSQL parses and plans it once per connection instead of on every call (decision 0037).
 * The name comes from the statement text, so one text always has one name, whichever connection
 * runs it; node-postgres prepares it on a connection the first time that connection sees it.
 *
 * Left unnamed: statements without parameters (they go through the simple protocol, which allows
 * several statements in one text, as migrations use) and any text beyond the first
 * `preparedStatementLimit`, so statements built with a varying number of values can't grow the
 * server's or PostgreSQL's memory without bound.
 */
export function preparedStatementPool(pool: pg.Pool, limit = preparedStatementLimit): PostgresPool {
  const names = new Map<string, string>();
  const nameFor = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < limit) {
      name = `bb_${names.size.toString(36)}`;
      names.set(text, name);
    }
    return name;
  };
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      const query = (statement: string | PostgresCursor<unknown>, parameters: unknown[] = []) => {
        if (typeof statement !== 'string') return client.query(statement as never);
        if (parameters.length === 0) return client.query(statement, parameters);
        return client.query({ name: nameFor(statement), text: statement, values: parameters });
      };
      return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
    },
    end: () => pool.end(),
  };
}
