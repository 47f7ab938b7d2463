import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';

/**
 * pg's `Query` as its code is: the constructor also takes the callback, and `name` may be set before
 * the query is submitted. Neither is in its types.
 */
type NamedQuery = pg.Query & { name?: string };
const Query = pg.Query as unknown as new (
  text: string,
  values: unknown[],
  callback: (error: Error | null, result: pg.QueryResult) => void,
) => NamedQuery;

/** At most this many distinct statements are kept prepared; later ones run unnamed, as before. */
export const preparedStatementLimit = 500;

/**
 * The pool Kysely talks to, with every parameterised statement sent as a named prepared statement:
 * PostgreSQL parses and plans it once per connection instead of on every call (decision 0059).
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
  // One wrapper per connection for as long as it lives: Kysely keys its own state for a connection
  // by the object it is given, so a new one each time cost a new entry every request.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const query = (statement: string | PostgresCursor<unknown>, parameters: unknown[] = []) => {
      if (typeof statement !== 'string') return client.query(statement as never);
      const name = parameters.length === 0 ? undefined : nameFor(statement);
      if (name === undefined) return client.query(statement, parameters);
      // A query object rather than a config: pg copies a config's every property on every call.
      // With the one wrapper, 20 µs of CPU a query instead of 24–28 (decision 0059).
      return new Promise<pg.QueryResult>((resolve, reject) => {
        const named = new Query(statement, parameters, (error, result) => (error ? reject(error) : resolve(result)));
        named.name = name;
        client.query(named);
      });
    };
    return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
  };
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (wrapper === undefined) wrappers.set(client, (wrapper = wrap(client)));
      return wrapper;
    },
    end: () => pool.end(),
  };
}
