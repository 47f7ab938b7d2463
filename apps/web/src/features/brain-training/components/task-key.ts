import type { TaskId } from '@brainboost/domain/cognitive/task-catalogue';

/** A task's key in the cognitiveTasks namespace: `n-back` → `nBack`. */
export const taskKey = (id: TaskId) => id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
