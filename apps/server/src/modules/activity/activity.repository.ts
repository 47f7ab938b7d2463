import type { ActivityEventInput, DbOrTransaction } from './activity.types.js';

export function createActivityRepository() {
  return {
    /** Stores an event; one already stored for the same (user, kind, source) is left as it is. */
    async insert(executor: DbOrTransaction, event: ActivityEventInput) {
      await executor
        .insertInto('activity_events')
        .values({
          user_id: event.userId,
          kind: event.kind,
          source_id: event.sourceId,
          ...(event.occurredAt ? { occurred_at: event.occurredAt } : {}),
        })
        .onConflict((oc) => oc.columns(['user_id', 'kind', 'source_id']).doNothing())
        .execute();
    },
    /** The learner's events, oldest first. */
    listKindsAndTimes(executor: DbOrTransaction, userId: string) {
      return executor
        .selectFrom('activity_events')
        .select(['kind', 'occurred_at'])
        .where('user_id', '=', userId)
        .orderBy('occurred_at')
        .execute();
    },
  };
}
