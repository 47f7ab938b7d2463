import { cognitiveDomains, taskCatalogue, type CognitiveDomain, type TaskId } from '../cognitive/task-catalogue.js';

/** A task is judged once the learner has this many results on it. */
export const minAttemptsPerTask = 4;
/** At most this many latest results count as "recent". */
export const recentAttempts = 3;

export type TrainingResult = { taskId: TaskId; performanceIndex: number; finishedAt: Date };

export type TaskTrend = { taskId: TaskId; attempts: number; recentMean: number; earlierMean: number };

export type DomainTrend = {
  domain: CognitiveDomain;
  attempts: number;
  /** Judged tasks of this domain, most slipping first. */
  tasks: TaskTrend[];
  /** Mean of the judged tasks' recent and earlier means (0–100), null when no task is judged. */
  recentMean: number | null;
  earlierMean: number | null;
  /** recentMean − earlierMean in index points (one decimal); null when no task is judged. */
  change: number | null;
};

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * One task's recent results against the learner's own earlier results on the same task (never
 * against other people): the last min(3, ⌊n/2⌋) results are recent, all before them earlier.
 * Null below four results.
 */
export function taskTrend(taskId: TaskId, indexesOldestFirst: readonly number[]): TaskTrend | null {
  const n = indexesOldestFirst.length;
  if (n < minAttemptsPerTask) return null;
  const recentCount = Math.min(recentAttempts, Math.floor(n / 2));
  return {
    taskId,
    attempts: n,
    recentMean: round1(mean(indexesOldestFirst.slice(n - recentCount))),
    earlierMean: round1(mean(indexesOldestFirst.slice(0, n - recentCount))),
  };
}

/** Per cognitive domain, how the learner's recent task results compare with their own earlier ones. */
export function domainTrends(results: readonly TrainingResult[]): DomainTrend[] {
  const byTask = new Map<TaskId, TrainingResult[]>();
  for (const r of results) byTask.set(r.taskId, [...(byTask.get(r.taskId) ?? []), r]);
  return cognitiveDomains.map((domain) => {
    const tasks: TaskTrend[] = [];
    let attempts = 0;
    for (const [taskId, rows] of byTask) {
      if (taskCatalogue[taskId].domain !== domain) continue;
      attempts += rows.length;
      const trend = taskTrend(
        taskId,
        [...rows].sort((a, b) => a.finishedAt.getTime() - b.finishedAt.getTime()).map((r) => r.performanceIndex),
      );
      if (trend) tasks.push(trend);
    }
    tasks.sort((a, b) => a.recentMean - a.earlierMean - (b.recentMean - b.earlierMean) || a.taskId.localeCompare(b.taskId));
    if (!tasks.length) return { domain, attempts, tasks, recentMean: null, earlierMean: null, change: null };
    const recentMean = round1(mean(tasks.map((t) => t.recentMean)));
    const earlierMean = round1(mean(tasks.map((t) => t.earlierMean)));
    return { domain, attempts, tasks, recentMean, earlierMean, change: round1(recentMean - earlierMean) };
  });
}
