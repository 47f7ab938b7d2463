import type { ActivityEvent } from '@brainboost/domain/achievements/achievements';
import type { Db } from '../../db/database.js';
import { createActivityRepository } from './activity.repository.js';
import type { ActivityEventInput, DbOrTransaction } from './activity.types.js';

/**
 * The owner of `activity_events`: what learners did, recorded by any area (a focus session, a
 * check-in, a logged day) and read by achievements. Other modules go through this service.
 */
export function createActivityService({ db }: { db: Db }) {
  const repository = createActivityRepository();
  return {
    /** Records an event once per (user, kind, source), in the given transaction so it stands or falls with its cause. */
    record: (executor: DbOrTransaction, event: ActivityEventInput) => repository.insert(executor, event),
    /** The learner's events, oldest first. */
    async eventsOf(userId: string, executor: DbOrTransaction = db): Promise<ActivityEvent[]> {
      return (await repository.listKindsAndTimes(executor, userId)).map((row) => ({
        kind: row.kind,
        occurredAt: new Date(row.occurred_at),
      }));
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
