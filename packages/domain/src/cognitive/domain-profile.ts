import { cognitiveDomains, taskCatalogue, type CognitiveDomain, type TaskId } from './task-catalogue.js';

export type ProfileEntry = { domain: CognitiveDomain; taskId: TaskId | null; performanceIndex: number | null; finishedAt: Date | null };

/**
 * A baseline's domain profile: per domain, the task played for it and its performance index (0–100,
 * how well that run went on that task). Domains not assessed yet have nulls. Results describe task
 * performance only.
 */
export function domainProfile(results: readonly { taskId: TaskId; performanceIndex: number; finishedAt: Date }[]): ProfileEntry[] {
  return cognitiveDomains.map((domain) => {
    const result = results.find((r) => taskCatalogue[r.taskId].domain === domain);
    return {
      domain,
      taskId: result?.taskId ?? null,
      performanceIndex: result?.performanceIndex ?? null,
      finishedAt: result?.finishedAt ?? null,
    };
  });
}
