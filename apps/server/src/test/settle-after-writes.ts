import type { KyselyPlugin, QueryId, TransactionBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Db } from '../db/database.js';
import { listenerOf, registerListener, type Listener } from '../db/notifications.js';

/**
 * The same database for a test that writes to it directly, or runs a job of the server's that
 * writes, and then calls the server: each write outside a transaction, and each transaction,
 * resolves only once the server's listener has the change notifications it caused — as a request
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
  // Notifications of a transaction arrive once it commits, after its last query: settle then too.
  const wrapped = new Proxy(settling, {
    get(target, property) {
      if (property === 'transaction') return () => settlingTransaction(target.transaction(), listener);
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  registerListener(wrapped, listener);
  return wrapped;
}

/** A transaction builder whose `execute` settles after the commit (its setters keep doing so). */
function settlingTransaction(builder: TransactionBuilder<Database>, listener: Listener): TransactionBuilder<Database> {
  return new Proxy(builder, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      if (property === 'execute') {
        return async (...args: Parameters<TransactionBuilder<Database>['execute']>) => {
          const result = await target.execute(...args);
          await listener.sync();
          return result;
        };
      }
      return (...args: unknown[]) => {
        const next = (value as (...a: unknown[]) => unknown).apply(target, args);
        return next && typeof next === 'object' && 'execute' in next
          ? settlingTransaction(next as TransactionBuilder<Database>, listener)
          : next;
      };
    },
  });
}
