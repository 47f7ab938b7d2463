import { taskCatalogue, type TaskId } from './task-catalogue.js';

const dayMs = 86_400_000;

export type Pause = { from: Date; to: Date | null };

/**
 * When a session `day` days into a programme becomes due. Day 0 is due at enrolment; later days at
 * the learner's local midnight (`utcOffsetMinutes` at enrolment). Paused time does not count: a
 * pause that began before the session was due pushes it back by the pause's length, and an open
 * pause keeps it from coming due at all (null). Pauses after a session was due change nothing, so
 * a session once done stays done.
 */
export function sessionDueAt(enrolledAt: Date, day: number, utcOffsetMinutes: number, pauses: readonly Pause[]): Date | null {
  const offsetMs = utcOffsetMinutes * 60_000;
  const localMidnight = Math.floor((enrolledAt.getTime() + offsetMs) / dayMs) * dayMs - offsetMs;
  let due = day === 0 ? enrolledAt.getTime() : localMidnight + day * dayMs;
  for (const pause of [...pauses].sort((a, b) => a.from.getTime() - b.from.getTime())) {
    if (pause.from.getTime() >= due) continue;
    if (!pause.to) return null;
    due += pause.to.getTime() - pause.from.getTime();
  }
  return new Date(due);
}

/** `minLevel`: when set, only an attempt played at this level or above completes the item. */
export type ScheduledItem = { taskId: TaskId; minLevel?: number | null };
export type ScheduledSession = { dueAt: Date | null; items: readonly ScheduledItem[] };
export type SavedAttempt = { id: string; taskId: string; finishedAt: Date; level: number | null; performanceIndex: number };
/** 'task': only an attempt at that task counts · 'domain': any task of the same domain counts (the baseline). */
export type Matching = 'task' | 'domain';

export type ItemProgress = { attempt: SavedAttempt | null };
export type SessionProgress = { items: ItemProgress[]; doneAt: Date | null };

/**
 * Which saved attempts complete which session items. Sessions are taken in order; each item takes
 * the earliest attempt not used yet that finished at or after the session became due, so one run
 * completes one item of one session; an item with a `minLevel` takes only an attempt at that level or above. A session is done when every item has an attempt; it was done
 * when its last item was.
 */
export function sessionProgress(
  sessions: readonly ScheduledSession[],
  attempts: readonly SavedAttempt[],
  matching: Matching = 'task',
): SessionProgress[] {
  const pool = [...attempts].sort((a, b) => a.finishedAt.getTime() - b.finishedAt.getTime());
  const used = new Set<string>();
  const levelFits = (item: ScheduledItem, attempt: SavedAttempt) =>
    item.minLevel === undefined || item.minLevel === null || (attempt.level !== null && attempt.level >= item.minLevel);
  const fits = (item: ScheduledItem, attempt: SavedAttempt) =>
    matching === 'task'
      ? attempt.taskId === item.taskId && levelFits(item, attempt)
      : attempt.taskId in taskCatalogue && taskCatalogue[attempt.taskId as TaskId].domain === taskCatalogue[item.taskId].domain;
  return sessions.map(({ dueAt, items }) => {
    const progress = items.map((item): ItemProgress => {
      if (!dueAt) return { attempt: null };
      const attempt = pool.find((a) => !used.has(a.id) && a.finishedAt.getTime() >= dueAt.getTime() && fits(item, a)) ?? null;
      if (attempt) used.add(attempt.id);
      return { attempt };
    });
    const done = progress.every((p) => p.attempt);
    const doneAt = done ? new Date(Math.max(...progress.map((p) => p.attempt!.finishedAt.getTime()))) : null;
    return { items: progress, doneAt };
  });
}
