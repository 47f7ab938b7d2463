import { taskCatalogue, type TaskId } from '@brainboost/domain/cognitive/task-catalogue';

export type RequestedLevel = { kind: 'none' } | { kind: 'valid'; level: number } | { kind: 'invalid'; raw: string };

/** `?level=N` on a task page: a whole number inside the task's level range, or nothing usable. */
export function levelFromQuery(taskId: TaskId, raw: string | null): RequestedLevel {
  if (raw === null) return { kind: 'none' };
  const levels = taskCatalogue[taskId].levels;
  const shown = raw.slice(0, 12);
  if (!levels || !/^\d{1,3}$/.test(raw)) return { kind: 'invalid', raw: shown };
  const level = Number(raw);
  return level >= levels.min && level <= levels.max ? { kind: 'valid', level } : { kind: 'invalid', raw: shown };
}
