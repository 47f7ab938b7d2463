import type { FocusHistory, FocusSession } from '@brainboost/domain/schemas/focus';
import type { Db } from '../../db/database.js';
import { focusErrors } from './focus.errors.js';
import type { RecordActivity } from '../activity/activity.types.js';
import { createFocusRepository } from './focus.repository.js';
import { iso } from '../../iso-time.js';

const toSession = (r: { id: string; started_at: Date | string; ended_at: Date | string; work_minutes: number }): FocusSession => ({
  id: r.id,
  startedAt: iso(r.started_at),
  endedAt: iso(r.ended_at),
  workMinutes: r.work_minutes,
});

/** How far a client's clock may run ahead of ours before a session "ended in the future". */
const clockSkewMs = 5 * 60_000;
/** Sessions older than this are refused: the timer queues unsaved ones for days, not months. */
const maxAgeMs = 30 * 86_400_000;

/** `recordActivity` records a completed session as an activity event (and the badges it earns) with it. */
export function createFocusService({ db, recordActivity }: { db: Db; recordActivity: RecordActivity }) {
  const repository = createFocusRepository(db, recordActivity);
  return {
    /** Stores a completed work phase once; the same `clientId` again answers with the first one. */
    async save(userId: string, input: { clientId: string; startedAt: string; endedAt: string; workMinutes: number }, now = new Date()) {
      const endedAt = new Date(input.endedAt);
      if (endedAt.getTime() > now.getTime() + clockSkewMs || endedAt.getTime() < now.getTime() - maxAgeMs) {
        throw focusErrors.timeInvalid();
      }
      const { row, created } = await repository.insertOnce({
        userId,
        clientId: input.clientId,
        startedAt: new Date(input.startedAt),
        endedAt,
        workMinutes: input.workMinutes,
      });
      return { session: toSession(row), created };
    },

    /** Newest sessions and totals; "today" and "the last 7 days" start at the caller's local midnight (`utcOffsetMinutes`). */
    async history(userId: string, utcOffsetMinutes: number, now = new Date()): Promise<FocusHistory> {
      const local = new Date(now.getTime() + utcOffsetMinutes * 60_000);
      const dayStart = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - utcOffsetMinutes * 60_000);
      const weekStart = new Date(dayStart.getTime() - 6 * 86_400_000);
      const { rows, totals } = await repository.recentWithTotals(userId, 50, weekStart, dayStart);
      return { sessions: rows.map(toSession), totals };
    },

    async exportFor(userId: string) {
      const rows = await repository.listAllByUserId(userId);
      return rows.map((r) => ({
        startedAt: iso(r.started_at),
        endedAt: iso(r.ended_at),
        workMinutes: r.work_minutes,
        savedAt: iso(r.created_at),
      }));
    },
  };
}

export type FocusService = ReturnType<typeof createFocusService>;
