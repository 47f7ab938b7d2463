import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Clock } from '../clock.js';
import { signSandboxPayload, sandboxSignatureHeader } from './sandbox-signature.js';
import type { SandboxWireEvent } from './sandbox-wire.js';

export const sandboxId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

/** Posts a signed body to our webhook endpoint; resolves to the HTTP status. */
export type Deliver = (rawBody: string, headers: Record<string, string>) => Promise<number>;

/**
 * The sandbox's event outbox: events are stored first and delivered after, with retries (a
 * crash between our receiving and applying an event loses nothing: the sandbox delivers again).
 */
export function createSandboxEmitter(db: Db, clock: Clock, secret: () => Promise<string>, deliver: Deliver) {
  let last = 0;
  /** Provider time of a new event: the clock, made strictly increasing so events order. */
  const eventTime = () => {
    last = Math.max(clock.now().getTime(), last + 1);
    return new Date(last);
  };
  return {
    async emit(type: SandboxWireEvent['type'], data: Record<string, unknown>, deliverAfter: Date = clock.now()) {
      const event: SandboxWireEvent = { id: sandboxId('evt'), type, created: eventTime().toISOString(), data };
      await db
        .insertInto('sandbox_events')
        .values({ id: event.id, body: JSON.stringify(event), deliver_after: deliverAfter })
        .execute();
      return event;
    },
    /** Delivers every due event in emission order; a failed delivery is retried later with backoff. */
    async deliverDue(): Promise<number> {
      let delivered = 0;
      for (;;) {
        const now = clock.now();
        const claimed = await db.transaction().execute(async (trx) => {
          const rows = await trx
            .selectFrom('sandbox_events')
            .select(['id', 'body', 'attempts'])
            .where('delivered_at', 'is', null)
            .where('deliver_after', '<=', now)
            .orderBy('seq')
            .limit(20)
            .forUpdate()
            .skipLocked()
            .execute();
          if (rows.length) {
            await trx
              .updateTable('sandbox_events')
              .set({ deliver_after: new Date(now.getTime() + 60_000), attempts: sql`attempts + 1` })
              .where(
                'id',
                'in',
                rows.map((r) => r.id),
              )
              .execute();
          }
          return rows;
        });
        if (!claimed.length) return delivered;
        for (const row of claimed) {
          const status = await deliver(row.body, {
            'content-type': 'application/json',
            [sandboxSignatureHeader]: signSandboxPayload(await secret(), row.body),
          }).catch(() => 0);
          if (status >= 200 && status < 300) {
            await db.updateTable('sandbox_events').set({ delivered_at: new Date() }).where('id', '=', row.id).execute();
            delivered += 1;
          } else {
            const backoffMs = Math.min(2 ** row.attempts * 1000, 3_600_000);
            await db
              .updateTable('sandbox_events')
              .set({ deliver_after: new Date(now.getTime() + backoffMs) })
              .where('id', '=', row.id)
              .execute();
            return delivered;
          }
        }
      }
    },
  };
}
export type SandboxEmitter = ReturnType<typeof createSandboxEmitter>;
