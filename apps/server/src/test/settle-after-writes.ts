import type { KyselyPlugin, QueryId } from 'kysely';
import type { Db } from '../db/database.js';
import { listenerOf, registerListener } from '../db/notifications.js';

/**
 * The same database for a test that writes to it directly and then calls the server: each write
 * resolves only once the server's listener has the change notifications it caused, as a request
 * that wrote does (decision 0030). Otherwise a test could read what the server still remembers.
 */
export function settlingAfterWrites(db: Db): Db {
  const listener = listenerOf(db);
  const writes = new WeakSet<QueryId>();
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      if (node.kind !== 'SelectQueryNode') writes.add(queryId);
      return node;
    },
    async transformResult({ result, queryId }) {
      if (writes.has(queryId)) await listener.sync();
      return result;
    },
  };
  const settling = db.withPlugin(plugin);
  registerListener(settling, listener);
  return settling;
}
